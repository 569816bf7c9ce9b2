import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointDef, QueryOf } from '@ilaw/contracts/http';
import type { CallOptions } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';

/**
 * A page of a paged GET endpoint. The previous page stays on screen while the next one loads
 * (the table shows its progress bar instead of going blank).
 */
export function usePagedEndpoint<E extends EndpointDef>(
  def: E,
  options: Pick<CallOptions<E>, 'params' | 'quietStatuses'> & { query: QueryOf<E>; enabled?: boolean },
) {
  const { enabled = true, ...call } = options;
  return useQuery({ ...endpointQuery(def, call), placeholderData: keepPreviousData, enabled });
}
