// Stage moves are postings: twenty identical moves (or passes of the inspection) at once move the
// application once, with one timeline entry; the rest answer 409 (PostgreSQL: PGlite runs one
// transaction at a time).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { moveConnectionApplicationEndpoint as moveEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import type { ConnectionStage } from '@ilaw/contracts/msd/enums';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { STAGE_MESSAGES } from '../../src/modules/msd/compute/connection-stages.ts';
import { application, passedInspection, setUpNca, toEvaluation, type Nca } from './connection-support.ts';

describe('connection stage moves under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let n: Nca;
  before(async () => {
    t = await createTestApp();
    n = await setUpNca(t);
  });
  after(() => t?.close());

  const entries = async (id: number, stage: ConnectionStage) => {
    const rows = await t.running.services.db
      .selectFrom('msd_connection_application_stages')
      .select('id')
      .where('application_id', '=', id)
      .where('stage', '=', stage)
      .execute();
    return rows.length;
  };

  test('twenty evaluations at once: one move to For Payment', async () => {
    const a = await toEvaluation(n);
    const url = contractUrl(moveEndpoint, { id: a.id });
    const answers = await together(TIMES, () => n.officer.post(url, { to: 'ForPayment' }));
    assertPostedOnce(answers, 200, { message: STAGE_MESSAGES.notNext('For Payment', 'For Payment') });
    assert.equal(await entries(a.id, 'ForPayment'), 1);
  });

  test('twenty passed inspections at once: one inspection, one move to For Evaluation', async () => {
    const a = await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
    const url = contractUrl(createConnectionInspectionEndpoint);
    const answers = await together(TIMES, () => n.inspector.post(url, passedInspection(a.id)));
    assertPostedOnce(answers, 201, { message: STAGE_MESSAGES.notForInspection });
    assert.equal(await entries(a.id, 'ForEvaluation'), 1);
    const inspections = await t.running.services.db
      .selectFrom('msd_connection_inspections')
      .select('id')
      .where('application_id', '=', a.id)
      .execute();
    assert.equal(inspections.length, 1);
  });
});
