import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import { ApiError } from './api-error.ts';
import { callEndpoint, type CallOptions } from './call-endpoint.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; the user already saw the toast.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** Query options for a GET endpoint, keyed by its path and arguments. */
export function endpointQuery<E extends EndpointDef>(def: E, options: Omit<CallOptions<E>, 'signal' | 'body'> = {}) {
  return queryOptions<ResponseOf<E>, Error>({
    queryKey: [def.method, def.path, options.params ?? null, options.query ?? null],
    queryFn: ({ signal }) => callEndpoint(def, { ...options, signal }),
  });
}
