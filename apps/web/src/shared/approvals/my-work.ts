// What waits for the signed-in user (GET /api/v2/user/my-work): the dashboard's My work section and
// the menu badge read the same query, refreshed each minute and after every decision.
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { getApprovalRequestEndpoint } from '@ilaw/contracts/approvals/requests/get-approval-request';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpointQuery, invalidateEndpoints } from '../api/query.ts';

export const myWorkQuery = { ...endpointQuery(myWorkEndpoint), refetchInterval: 60_000, staleTime: 15_000 };

export function useMyWork() {
  return useQuery(myWorkQuery);
}

/** After a decision or a new request: My work, the badge and open histories read again. */
export function invalidateApprovals(queryClient: QueryClient): void {
  void invalidateEndpoints(queryClient, [myWorkEndpoint, getApprovalRequestEndpoint]);
}
