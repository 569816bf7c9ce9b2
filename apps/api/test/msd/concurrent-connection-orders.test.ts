// Connection orders are postings (decision 072): twenty identical fee billings, issues or
// energizings at once make one non-power bill, one order, one billing account; the rest answer
// 409 (PostgreSQL: PGlite runs one transaction at a time).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { billConnectionFeesEndpoint as feesEndpoint } from '@ilaw/contracts/msd/connection-applications/bill-connection-fees';
import { assignConnectionOrderEndpoint as assignEndpoint } from '@ilaw/contracts/msd/connection-orders/assign-connection-order';
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { energizeConnectionOrderEndpoint as energizeEndpoint } from '@ilaw/contracts/msd/connection-orders/energize-connection-order';
import { issueConnectionOrderEndpoint as issueEndpoint } from '@ilaw/contracts/msd/connection-orders/issue-connection-order';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import { FEES_MESSAGES } from '../../src/modules/msd/connection-applications/bill-connection-fees.ts';
import { newTeller, type Teller, type UserClient } from '../collection/collection-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpNca, toFeesBilled, toPayment, type Nca } from './connection-support.ts';

describe('connection orders under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let n: Nca;
  let teller: Teller;
  let issuer: UserClient;
  let lineman: UserClient;
  before(async () => {
    t = await createTestApp();
    n = await setUpNca(t);
    teller = await newTeller(t);
    issuer = await t.userWithRoles(['ConnectionOrder']);
    lineman = await t.userWithRoles(['ConnectionOrderLineman']);
  });
  after(() => t?.close());

  const toInstalling = async () => {
    const a = await toFeesBilled(n);
    await teller.client.call(createPaymentEndpoint, {
      body: { idempotencyKey: randomUUID(), consumerId: null, nonPowerBillIds: [a.fees!.billId], cash: a.fees!.amount },
    });
    return a;
  };

  test('twenty fee billings at once: one non-power bill', async () => {
    const a = await toPayment(n);
    const url = contractUrl(feesEndpoint, { id: a.id });
    const answers = await together(TIMES, () => n.clerk.post(url, { amount: '1800.00' }));
    assertPostedOnce(answers, 200, { message: FEES_MESSAGES.alreadyBilled });
    const bills = await t.running.services.db
      .selectFrom('collection_non_power_bills')
      .select('id')
      .where('payer_name', '=', a.applicantName)
      .execute();
    assert.equal(bills.length, 1);
  });

  test('twenty issues at once: one connection order', async () => {
    const a = await toInstalling();
    const body = { applicationId: a.id, accountNo: `05-${uniqueTag()}`, consumerClass: 'R', town: 'San Jose' };
    const answers = await together(TIMES, () => issuer.post(contractUrl(issueEndpoint), body));
    assertPostedOnce(answers, 201, { message: M.alreadyIssued });
  });

  test('twenty energizings at once: one billing account, one Accomplished', async () => {
    const a = await toInstalling();
    const accountNo = `05-${uniqueTag()}`;
    const co = await issuer.call(issueEndpoint, {
      body: { applicationId: a.id, accountNo, consumerClass: 'R', town: 'San Jose' },
    });
    const team = await t.admin.call(createTeamEndpoint, {
      body: { name: `CO Crew ${uniqueTag()}`, branchCode: 5, leaderName: 'Pedro Reyes', members: ['Pedro Reyes'] },
    });
    await issuer.call(assignEndpoint, {
      params: { id: co.id },
      body: { teamId: team.id, scheduledOn: '2026-11-24', meterSerial: 'M-1', sealNo: 'S-1' },
    });
    const url = contractUrl(energizeEndpoint, { id: co.id });
    const answers = await together(TIMES, () =>
      lineman.post(url, { meterSerial: 'M-1', sealNo: 'S-1', initialReading: '0' }),
    );
    assertPostedOnce(answers, 200, { message: M.energized });
    const accounts = await t.running.services.db
      .selectFrom('billing_consumers')
      .select('id')
      .where('account_no', '=', accountNo)
      .execute();
    assert.equal(accounts.length, 1);
    const done = await t.running.services.db
      .selectFrom('msd_connection_application_stages')
      .select('id')
      .where('application_id', '=', a.id)
      .where('stage', '=', 'Accomplished')
      .execute();
    assert.equal(done.length, 1);
  });
});
