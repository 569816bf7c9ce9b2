// Twenty identical status changes at once post one history event; the rest answer 409
// (PostgreSQL: PGlite runs one transaction at a time).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { changeServiceRequestStatusTsdEndpoint as crewEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { changeServiceRequestStatusEndpoint as statusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd, toArrived, type Msd } from './msd-support.ts';
import { MESSAGES } from '../../src/modules/msd/compute/transitions.ts';

describe('service request status changes under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let m: Msd;
  before(async () => {
    t = await createTestApp();
    m = await setUpMsd(t);
  });
  after(() => t?.close());

  const events = async (id: number, event: string) => {
    const rows = await t.running.services.db
      .selectFrom('msd_service_request_history')
      .select('id')
      .where('service_request_id', '=', id)
      .where('event', '=', event)
      .execute();
    return rows.length;
  };

  test('twenty accomplishments at once: one Accomplished event', async () => {
    const sr = await toArrived(m);
    await m.lineman.call(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Findings', findings: 'Pole straightened.' },
    });
    const url = contractUrl(crewEndpoint);
    const answers = await together(TIMES, () => m.lineman.post(url, { serviceRequestId: sr.id, action: 'Accomplish' }));
    assertPostedOnce(answers, 200, { message: MESSAGES.accomplished });
    assert.equal(await events(sr.id, 'Accomplished'), 1);
  });

  test('twenty dispatches at once: one Dispatched event', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'NP-RES') });
    await m.assigner.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-23' },
    });
    const url = contractUrl(crewEndpoint);
    const answers = await together(TIMES, () => m.lineman.post(url, { serviceRequestId: sr.id, action: 'Dispatch' }));
    assertPostedOnce(answers, 200, { message: MESSAGES.dispatchedAlready });
    assert.equal(await events(sr.id, 'Dispatched'), 1);
  });

  test('twenty cancellations at once: one Cancelled event', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-ROT') });
    const url = contractUrl(statusEndpoint);
    const answers = await together(TIMES, () =>
      m.clerk.post(url, { serviceRequestId: sr.id, action: 'Cancel', reason: 'Duplicate of an earlier call.' }),
    );
    assertPostedOnce(answers, 200, { message: MESSAGES.cancelled });
    assert.equal(await events(sr.id, 'Cancelled'), 1);
  });
});
