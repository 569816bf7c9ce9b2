// Twenty identical postings at once post once; the rest answer 409 (PostgreSQL: PGlite runs one
// transaction at a time).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLoadReadingEndpoint } from '@ilaw/contracts/tsd/load-readings/create-load-reading';
import { READING_TAKEN } from '@ilaw/contracts/tsd/load-readings/load-reading';
import { RESULTS_ALREADY_STORED } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { ALREADY_CALIBRATED } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { ALREADY_MOUNTED } from '@ilaw/contracts/tsd/transformers/transformer';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  calibrationBody,
  daysAgo,
  meterBody,
  openSheet,
  passingResults,
  registerTransformer,
  setUpTsd,
  type Tsd,
} from './tsd-support.ts';

describe('technical services postings under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t?.close());
  const db = () => t.running.services.db;

  test('twenty installations of one transformer: one movement', async () => {
    const tr = await registerTransformer(s);
    const url = contractUrl(moveTransformerEndpoint, { id: tr.id });
    const answers = await together(TIMES, () =>
      s.installer.request('PUT', url, { body: { action: 'Installed', actionDate: daysAgo(1), poleNo: 'P-1' } }),
    );
    assertPostedOnce(answers, 200, { message: ALREADY_MOUNTED });
    const rows = await db()
      .selectFrom('tsd_transformer_movements')
      .select('id')
      .where('transformer_id', '=', tr.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  test('twenty result posts of one sheet: one set of readings', async () => {
    const tr = await registerTransformer(s);
    const sheet = await openSheet(s, tr.id);
    const url = contractUrl(storeTestResultEndpoint);
    const answers = await together(TIMES, () => s.lab.post(url, { dataSheetId: sheet.id, ...passingResults }));
    assertPostedOnce(answers, 201, { message: RESULTS_ALREADY_STORED });
    const rows = await db()
      .selectFrom('tsd_turns_ratio_readings')
      .select('id')
      .where('data_sheet_id', '=', sheet.id)
      .execute();
    assert.equal(rows.length, passingResults.turnsRatio.length);
  });

  test('twenty identical load readings: one row', async () => {
    const tr = await registerTransformer(s);
    const url = contractUrl(createLoadReadingEndpoint);
    const body = {
      transformerId: tr.id,
      readAt: `${daysAgo(1)}T09:00:00+08:00`,
      currentA: '50',
      voltageA: '240',
      readerName: 'X',
    };
    const answers = await together(TIMES, () => s.loads.post(url, body));
    assertPostedOnce(answers, 201, { message: READING_TAKEN });
    const rows = await db().selectFrom('tsd_load_readings').select('id').where('transformer_id', '=', tr.id).execute();
    assert.equal(rows.length, 1);
  });

  test('twenty calibrations of one received meter: one calibration', async () => {
    const m = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody() });
    const url = contractUrl(createMeterCalibrationEndpoint);
    const answers = await together(TIMES, () => s.lab.post(url, calibrationBody(m.id)));
    assertPostedOnce(answers, 201, { message: ALREADY_CALIBRATED });
    const rows = await db().selectFrom('tsd_meter_calibrations').select('id').where('receipt_id', '=', m.id).execute();
    assert.equal(rows.length, 1);
  });
});
