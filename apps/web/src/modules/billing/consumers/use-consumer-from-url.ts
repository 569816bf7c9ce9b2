// The consumer chosen on a screen lives in ?account=, so the page can be reloaded or linked.
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import type { UrlState } from '#web/shared/url/use-url-state.ts';

export function useConsumerFromUrl(url: UrlState) {
  const accountNo = url.get('account')?.trim() || null;
  const consumer = useQuery({
    ...endpointQuery(getConsumerEndpoint, { params: { accountNo: accountNo ?? '' } }),
    enabled: accountNo !== null,
  });
  const choose = (c: Consumer | null) => url.set({ account: c?.accountNo ?? null, bill: null, print: null }, true);
  return { accountNo, consumer, choose };
}
