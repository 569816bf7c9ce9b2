// Collection set-up through the API for the browser tests: billed consumers on a new route, a
// teller with an OR range, and the account as the window shows it.
import { randomInt } from 'node:crypto';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import type { Account } from '@ilaw/contracts/collection/accounts/account';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import type { Role } from '@ilaw/contracts/roles';
import { ApiSession } from '../support/api.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { billingUser, seedRoute, type BillingUser, type SeededRoute } from '../billing-transactions/seed.ts';

/** A new route of consumers, each with one computed bill (reading 1000 to `presentReading`). */
export async function billedConsumers(
  baseUrl: string,
  names: string[],
  presentReading = '1120',
): Promise<SeededRoute & { clerk: BillingUser }> {
  const clerk = await billingUser(baseUrl, ['BillingReport', 'BillingTransactions'], 'e2e.col.clerk');
  const seeded = await seedRoute(baseUrl, clerk.api, names);
  for (const accountNo of seeded.accounts) {
    await clerk.api.call(enterReadingEndpoint, {
      body: { billMonthId: seeded.billMonthId, accountNo, presentReading },
    });
    await clerk.api.call(computeBillEndpoint, { body: { billMonthId: seeded.billMonthId, accountNo } });
  }
  return { ...seeded, clerk };
}

export interface SeededTeller extends BillingUser {
  tellerId: number;
  firstOr: number;
}

/** A user with the Teller role (and `roles`), a teller record and a fresh OR range of 50. */
export async function seedTeller(baseUrl: string, prefix = 'e2e.teller', roles: Role[] = []): Promise<SeededTeller> {
  const teller = await billingUser(baseUrl, ['Teller', ...roles], prefix);
  const admin = await ApiSession.signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const record = await admin.call(createTellerEndpoint, {
    body: { userId: teller.userId, name: `Teller ${teller.username}`, branchCode: 5, collectionOffice: 'Main office' },
  });
  const start = 100_000_000 + randomInt(800_000_000);
  await admin.call(createOrSeriesEndpoint, { body: { tellerId: record.id, startNo: start, endNo: start + 49 } });
  return { ...teller, tellerId: record.id, firstOr: start };
}

export async function accountOf(api: ApiSession, accountNo: string): Promise<Account> {
  const [match] = await api.call(findAccountsEndpoint, { query: { search: accountNo } });
  if (!match) throw new Error(`No account ${accountNo}`);
  return api.call(getAccountEndpoint, { params: { consumerId: match.consumerId } });
}
