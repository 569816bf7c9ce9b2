// Who may call which endpoint, as the server declares it on each route. The web reads this to show
// a screen's "no access" state and to offer only the actions the user's roles allow, so the rules
// are never written a second time in the browser.
import { z } from 'zod';
import { endpoint, type EndpointDef } from '../http.ts';
import { roleSchema } from '../auth/current-user.ts';
import type { Role } from '../roles.ts';

/** The table's key of an endpoint: its method and contract path (paths match case-insensitively). */
export function endpointKey(def: Pick<EndpointDef, 'method' | 'path'>): string {
  return `${def.method} ${def.path.toLowerCase()}`;
}

export const endpointAccessSchema = z.object({
  /** Endpoint key → the roles any one of which suffices; an empty list: any signed-in user. */
  endpoints: z.record(z.string(), z.array(roleSchema)),
});
export type EndpointAccess = z.infer<typeof endpointAccessSchema>;

/** Whether a user with `roles` may call `def`; an endpoint missing from the table is refused. */
export function mayCall(table: EndpointAccess, roles: readonly Role[], def: Pick<EndpointDef, 'method' | 'path'>) {
  const needed = table.endpoints[endpointKey(def)];
  if (needed === undefined) return false;
  return needed.length === 0 || needed.some((r) => roles.includes(r));
}

/** The roles to ask for when `def` is refused (empty when any signed-in user may call it). */
export function rolesFor(table: EndpointAccess, def: Pick<EndpointDef, 'method' | 'path'>): readonly Role[] {
  return table.endpoints[endpointKey(def)] ?? [];
}

export const endpointAccessEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/endpoint-access',
  summary: "Every signed-in endpoint with the roles it accepts (the routes' declared access).",
  response: endpointAccessSchema,
});
