// What the signed-in user may call, from the server's access table (the routes' declared roles).
// Screens ask `useCan()(endpoint)` before offering an action; nothing here restates a rule.
import { useQuery } from '@tanstack/react-query';
import type { EndpointDef } from '@ilaw/contracts/http';
import {
  endpointAccessEndpoint,
  mayCall,
  rolesFor,
  type EndpointAccess,
} from '@ilaw/contracts/platform/endpoint-access';
import type { Role } from '@ilaw/contracts/roles';
import { endpointQuery } from '../api/query.ts';
import { useCurrentUser } from './session.ts';

type EndpointRef = Pick<EndpointDef, 'method' | 'path'>;

export function useEndpointAccess() {
  // The table changes only with a deployment; a role change shows at the next sign-in or reload.
  return useQuery({ ...endpointQuery(endpointAccessEndpoint), staleTime: Infinity });
}

export interface Can {
  (def: EndpointRef): boolean;
  /** False until the table and the user are known: callers show nothing rather than guess. */
  ready: boolean;
  /** The roles that would allow `def` (for "ask for role X"). */
  rolesFor(def: EndpointRef): readonly Role[];
}

export function canWith(table: EndpointAccess | undefined, roles: readonly Role[] | undefined): Can {
  const can = ((def: EndpointRef) => table !== undefined && roles !== undefined && mayCall(table, roles, def)) as Can;
  can.ready = table !== undefined && roles !== undefined;
  can.rolesFor = (def) => (table === undefined ? [] : rolesFor(table, def));
  return can;
}

/** `can(endpoint)`: whether the user's roles let them call it (false while loading). */
export function useCan(): Can {
  const table = useEndpointAccess();
  const user = useCurrentUser();
  return canWith(table.data, user.data?.roles);
}
