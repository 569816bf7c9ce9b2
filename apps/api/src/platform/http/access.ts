// What a route requires of the caller. Every route declares one; the server will not start
// with a route that does not (see register-routes.ts).
import type { Role } from '@ilaw/contracts/roles';

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
/** Any one of the roles suffices. */
export function anyRole(...roles: [Role, ...Role[]]): Access {
  return { kind: 'roles', roles };
}

export function describeAccess(access: Access): string {
  if (access.kind === 'roles') return `roles: ${access.roles.join(' | ')}`;
  return access.kind;
}
