// Twenty identical travel-order postings at once post once; the rest answer 409 (PostgreSQL:
// PGlite runs one transaction at a time).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { cancelTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/cancel-travel-order';
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { submitTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/submit-travel-order';
import {
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_MESSAGES,
  TRAVEL_ORDER_STATUS as S,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fileOrder, setUpTravel, type Travel } from './travel-support.ts';

describe('travel orders under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let tr: Travel;
  before(async () => {
    t = await createTestApp();
    tr = await setUpTravel(t);
  });
  after(() => t?.close());

  const requests = async (id: number) =>
    (
      await t.running.services.db
        .selectFrom('approval_requests')
        .select('id')
        .where('document_type', '=', TRAVEL_ORDER_DOCUMENT_TYPE)
        .where('document_id', '=', id)
        .execute()
    ).length;

  test('twenty submissions at once open one approval request', async () => {
    const o = await fileOrder(tr, { dateFrom: '2026-07-06', dateTo: '2026-07-07' });
    const url = contractUrl(submitTravelOrderEndpoint, { id: o.id });
    const answers = await together(TIMES, () => tr.ogm.post(url, {}));
    assertPostedOnce(answers, 200, { message: TRAVEL_ORDER_MESSAGES.alreadySubmitted });
    assert.equal(await requests(o.id), 1);
  });

  test('twenty submissions of two orders for one traveller and day: one is sent', async () => {
    const a = await fileOrder(tr, { dateFrom: '2026-07-13', dateTo: '2026-07-13', travellerIds: [tr.travellers[1]!] });
    const b = await fileOrder(tr, { dateFrom: '2026-07-13', dateTo: '2026-07-13', travellerIds: [tr.travellers[1]!] });
    const answers = await together(TIMES, (i) =>
      tr.ogm.post(contractUrl(submitTravelOrderEndpoint, { id: i % 2 === 0 ? a.id : b.id }), {}),
    );
    assertPostedOnce(answers, 200);
    assert.equal((await requests(a.id)) + (await requests(b.id)), 1);
  });

  test('twenty cancellations at once: one cancels', async () => {
    const o = await fileOrder(tr, { dateFrom: '2026-07-20', dateTo: '2026-07-20', travellerIds: [tr.travellers[2]!] });
    const sent = await tr.ogm.call(submitTravelOrderEndpoint, { params: { id: o.id } });
    await tr.head.call(decideApprovalEndpoint, {
      params: { id: sent.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    await tr.manager.call(decideApprovalEndpoint, {
      params: { id: sent.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    const url = contractUrl(cancelTravelOrderEndpoint, { id: o.id });
    const answers = await together(TIMES, () => tr.ogm.post(url, { reason: 'The trip was called off.' }));
    assertPostedOnce(answers, 200, { message: TRAVEL_ORDER_MESSAGES.alreadyCancelled });
    const after = await tr.ogm.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(after.status, S.Cancelled.value);
  });
});
