// Data sheets and test results: opened per test event, results judged Passed/Failed by the limits
// of the test date (turns ratio, polarity, insulation), updated, cleared, listed and downloaded.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/create-data-sheet';
import { RESULTS_ALREADY_STORED } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { deleteTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/delete-test-result';
import { exportTestResultsEndpoint } from '@ilaw/contracts/tsd/data-sheets/export-test-results';
import { getDataSheetEditingEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet-editing';
import { getDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { updateTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/update-test-result';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import ExcelJS from 'exceljs';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { daysAgo, openSheet, passingResults, registerTransformer, setUpTsd, type Tsd } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('transformer data sheets and test results', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  test('a passing unit: every part judged against the limits of its test date', async () => {
    const tr = await registerTransformer(s);
    const sheet = await openSheet(s, tr.id);
    assert.match(sheet.sheetNo, /^DS-\d{4}-\d{6}$/);
    assert.equal(sheet.hasResults, false);
    assert.equal(sheet.expectedPolarity, 'Additive');
    assert.equal(sheet.hvToLv.minimum, '5000.0');
    const done = await s.lab.call(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
    assert.equal(done.result, 'Passed');
    assert.equal(done.tolerancePct, '0.500');
    assert.deepEqual(
      done.turnsRatio.map((r) => [r.tap, r.nameplateRatio, r.deviationPct, r.result]),
      [
        [1, '33.3375', '-0.112', 'Passed'],
        [3, '31.7500', '0.031', 'Passed'],
      ],
    );
    assert.equal(done.polarityResult, 'Passed');
    assert.equal(done.hvToLv.polarizationIndex, '2.00');
    assert.equal(done.lvToGround.minimum, '100.0');
    assert.equal(done.irResult, 'Passed');
    const unit = await s.lab.call(getTransformerByIdEndpoint, { params: { id: tr.id } });
    assert.equal(unit.lastTestResult, 'Passed');
    assert.deepEqual(
      unit.tests.map((x) => x.sheetNo),
      [sheet.sheetNo],
    );
    const again = await s.lab.send(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(RESULTS_ALREADY_STORED));
  });

  test('failures: a ratio beyond ±0.5%, the wrong polarity, insulation under the minimum', async () => {
    const tr = await registerTransformer(s);
    const ratio = await s.lab.call(storeTestResultEndpoint, {
      body: {
        dataSheetId: (await openSheet(s, tr.id)).id,
        ...passingResults,
        turnsRatio: [{ tap: 3, phase: 'A', hvTapVolts: 7620, measuredRatio: '31.92' }],
      },
    });
    assert.equal(ratio.turnsRatio[0]?.deviationPct, '0.535');
    assert.equal(ratio.turnsRatioResult, 'Failed');
    assert.equal(ratio.result, 'Failed');
    const polarity = await s.lab.call(storeTestResultEndpoint, {
      body: { dataSheetId: (await openSheet(s, tr.id)).id, ...passingResults, measuredPolarity: 'Subtractive' },
    });
    assert.equal(polarity.polarityResult, 'Failed');
    assert.equal(polarity.turnsRatioResult, 'Passed');
    assert.equal(polarity.result, 'Failed');
    const wet = await s.lab.call(storeTestResultEndpoint, {
      body: { dataSheetId: (await openSheet(s, tr.id)).id, ...passingResults, irHvG: '4200', irHvLv10: null },
    });
    assert.equal(wet.hvToGround.result, 'Failed');
    assert.equal(wet.irResult, 'Failed');
    assert.equal(wet.result, 'Failed');
    // A larger, higher-voltage unit expects subtractive polarity.
    const big = await registerTransformer(s, { kva: '250', primaryVoltage: 13200 });
    const bigSheet = await openSheet(s, big.id);
    assert.equal(bigSheet.expectedPolarity, 'Subtractive');
    const failed = await s.lab.call(listTransformersEndpoint, {
      query: { search: tr.serialNo, lastTestResult: 'Failed' },
    });
    assert.equal(failed.total, 1);
  });

  test('update and clear: judged again; refusals for readings that cannot be', async () => {
    const tr = await registerTransformer(s);
    const sheet = await openSheet(s, tr.id);
    const noResults = await s.lab.send(updateTestResultEndpoint, { params: { id: sheet.id }, body: passingResults });
    assert.equal(noResults.status, 409);
    await s.lab.call(storeTestResultEndpoint, {
      body: { dataSheetId: sheet.id, ...passingResults, measuredPolarity: 'Subtractive' },
    });
    const fixed = await s.lab.call(updateTestResultEndpoint, { params: { id: sheet.id }, body: passingResults });
    assert.equal(fixed.result, 'Passed');
    const editing = await s.lab.call(getDataSheetEditingEndpoint, { params: { id: sheet.id } });
    assert.equal(editing.turnsRatio.length, 2);
    const twice = await s.lab.send(updateTestResultEndpoint, {
      params: { id: sheet.id },
      body: {
        ...passingResults,
        turnsRatio: [
          { tap: 3, phase: 'A', hvTapVolts: 7620, measuredRatio: '31.75' },
          { tap: 3, phase: 'A', hvTapVolts: 7620, measuredRatio: '31.76' },
        ],
      },
    });
    assert.equal(twice.status, 400);
    const phaseB = await s.lab.send(updateTestResultEndpoint, {
      params: { id: sheet.id },
      body: { ...passingResults, turnsRatio: [{ tap: 3, phase: 'B', hvTapVolts: 7620, measuredRatio: '31.75' }] },
    });
    assert.equal(phaseB.status, 400);
    const none = await s.lab.send(updateTestResultEndpoint, {
      params: { id: sheet.id },
      body: { ...passingResults, turnsRatio: [] },
    });
    assert.equal(none.status, 400);
    const cleared = await s.lab.call(deleteTestResultEndpoint, { params: { id: sheet.id } });
    assert.equal(cleared.hasResults, false);
    assert.equal(cleared.turnsRatio.length, 0);
    assert.equal((await s.lab.send(deleteTestResultEndpoint, { params: { id: sheet.id } })).status, 409);
    assert.equal((await s.installer.send(deleteTestResultEndpoint, { params: { id: sheet.id } })).status, 403);
  });

  test('sheets are refused for a future date or an instrument calibrated after the test', async () => {
    const tr = await registerTransformer(s);
    const body = {
      transformerId: tr.id,
      purpose: 'Routine' as const,
      testerName: 'Noel C. Manalo',
      instrument: 'Megger',
    };
    const future = await s.lab.send(createDataSheetEndpoint, { body: { ...body, testDate: daysAgo(-3) } });
    assert.equal(future.status, 400);
    const calibrated = await s.lab.send(createDataSheetEndpoint, {
      body: { ...body, testDate: daysAgo(3), instrumentCalibratedOn: daysAgo(1) },
    });
    assert.equal(calibrated.status, 400);
    const missing = await s.lab.send(createDataSheetEndpoint, {
      body: { ...body, transformerId: 999999, testDate: daysAgo(3) },
    });
    assert.equal(missing.status, 400);
  });

  test('the list, the sheet for print, and the .xlsx report', async () => {
    const tr = await registerTransformer(s);
    const sheet = await openSheet(s, tr.id, daysAgo(2));
    await s.lab.call(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
    const pending = await openSheet(s, tr.id, daysAgo(1));
    const list = await s.registrar.call(listDataSheetsEndpoint, { query: { transformerId: tr.id } });
    assert.deepEqual(
      list.data.map((x) => x.sheetNo),
      [pending.sheetNo, sheet.sheetNo],
    );
    const waiting = await s.registrar.call(listDataSheetsEndpoint, {
      query: { transformerId: tr.id, pending: 'true' },
    });
    assert.deepEqual(
      waiting.data.map((x) => x.id),
      [pending.id],
    );
    const printed = await s.installer.call(getDataSheetEndpoint, { params: { id: sheet.id } });
    assert.equal(printed.checkedByName, 'Engr. Victor E. Panganiban');
    const file = await s.lab.request('GET', contractUrl(exportTestResultsEndpoint, undefined, { search: tr.serialNo }));
    assert.equal(file.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    assert.equal(ws.rowCount, 3);
    const values = ws.getRow(3).values as unknown[];
    assert.ok(values.includes(sheet.sheetNo));
    assert.ok(values.includes('Passed'));
  });
});
