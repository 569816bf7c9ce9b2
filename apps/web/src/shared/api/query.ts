import { QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import { useCallback } from 'react';
import { ApiError } from './api-error.ts';
import { callEndpoint, type CallOptions } from './call-endpoint.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Without signal a read still goes out once: on a phone set up for field use the service
        // worker answers it from the last good answer (decision 113).
        networkMode: 'offlineFirst',
        // A 4xx answer will not change by asking again; the user already saw the toast.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * An endpoint's identity in the query cache: its method and path template. Every cached answer of
 * the endpoint (any parameters, any query) has a key starting with it.
 */
export function endpointKey(def: Pick<EndpointDef, 'method' | 'path'>): readonly [string, string] {
  return [def.method, def.path];
}

/** Query options for a GET endpoint, keyed by the endpoint and its arguments. */
export function endpointQuery<E extends EndpointDef>(def: E, options: Omit<CallOptions<E>, 'signal' | 'body'> = {}) {
  return queryOptions<ResponseOf<E>, Error>({
    queryKey: [...endpointKey(def), options.params ?? null, options.query ?? null],
    queryFn: ({ signal }) => callEndpoint(def, { ...options, signal }),
  });
}

/**
 * Marks every cached answer of these endpoints stale; those on screen are fetched again, and the
 * promise settles when they are back.
 */
export async function invalidateEndpoints(
  queryClient: QueryClient,
  endpoints: readonly Pick<EndpointDef, 'method' | 'path'>[],
): Promise<void> {
  await Promise.all(endpoints.map((def) => queryClient.invalidateQueries({ queryKey: endpointKey(def) })));
}

/** invalidateEndpoints with the app's query client, for changes not made by useEndpointMutation. */
export function useInvalidateEndpoints(): (...endpoints: Pick<EndpointDef, 'method' | 'path'>[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((...endpoints) => invalidateEndpoints(queryClient, endpoints), [queryClient]);
}
