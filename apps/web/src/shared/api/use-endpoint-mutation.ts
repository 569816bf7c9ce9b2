// The one way screens change data: a call of a contract endpoint that, once it succeeds, refreshes
// the cached answers of the endpoints it affects. Nothing names a cache key by hand.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import { callEndpoint, type CallOptions } from './call-endpoint.ts';
import { endpointKey, invalidateEndpoints } from './query.ts';

/** What one call sends: path parameters, query, body, files; `quietStatuses` as callEndpoint. */
export type EndpointCall<E> = Omit<CallOptions<E>, 'signal'>;

export interface EndpointMutationOptions<E> {
  /** The GET endpoints whose answers this call changes (e.g. [listEmployees, getEmployee]). */
  invalidates?: readonly Pick<EndpointDef, 'method' | 'path'>[];
  /** Runs after the refresh, so a message or a navigation sees the new data. */
  onSuccess?: (data: ResponseOf<E>, call: EndpointCall<E>) => void | Promise<void>;
}

/**
 * `mutateAsync({ params, body })` calls the endpoint through callEndpoint (failures raise the
 * shared toasts and reject with ApiError), then refreshes `invalidates` before it resolves.
 * `isPending` is the busy flag of the button that started it.
 */
export function useEndpointMutation<E extends EndpointDef>(def: E, options: EndpointMutationOptions<E> = {}) {
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<E>, Error, EndpointCall<E>>({
    mutationKey: endpointKey(def),
    mutationFn: (call) => callEndpoint(def, call),
    onSuccess: async (data, call) => {
      await invalidateEndpoints(queryClient, options.invalidates ?? []);
      await options.onSuccess?.(data, call);
    },
  });
}
