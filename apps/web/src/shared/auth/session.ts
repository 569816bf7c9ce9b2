import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@ilaw/contracts/auth/current-user';
import { ApiError } from '../api/api-error.ts';
import { callEndpoint } from '../api/call-endpoint.ts';

export const CURRENT_USER_KEY = ['session', 'current-user'] as const;

/** The signed-in user, or null. A 401 here only means "not signed in": no toast. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // Loaded on demand so the start-up chunk carries no schemas (see call-endpoint.ts).
  const { getCurrentUserEndpoint } = await import('@ilaw/contracts/auth/get-current-user');
  try {
    return await callEndpoint(getCurrentUserEndpoint, { quietStatuses: [401] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
}

export const PORTAL_INFO_KEY = ['portal-info'] as const;

export function usePortalInfo() {
  return useQuery({
    queryKey: PORTAL_INFO_KEY,
    queryFn: async () => {
      const { portalInfoEndpoint } = await import('@ilaw/contracts/platform/portal-info/portal-info');
      return callEndpoint(portalInfoEndpoint, { quietStatuses: [404, 500, 502, 503] });
    },
    staleTime: Infinity,
  });
}

/** The product name for the header and titles; 'Ilaw' until the server says otherwise. */
export function useProductName(): string {
  return usePortalInfo().data?.name ?? 'Ilaw';
}
