// The power supply import template: a real .xlsx workbook with the interval columns the import
// reads, for power monitoring only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { supplyImportSpec } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { XLSX_TYPE } from '../../src/platform/files/file-store.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const URL = '/api/v2/tsd/power-supplies/import-template';

describe('power supply import template', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('opens as an .xlsx with the interval columns and a sample row', async () => {
    const power = await t.userWithRoles(['PowerMonitoring']);
    const res = await power.get(URL);
    assert.equal(res.status, 200, String(res.body));
    assert.equal(res.headers['content-type'], XLSX_TYPE);
    assert.match(String(res.headers['content-disposition']), /PowerSupplyIntervals\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const ws = wb.getWorksheet(supplyImportSpec.sheet);
    assert.ok(ws, `no sheet ${supplyImportSpec.sheet}`);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    assert.deepEqual(header, ['MeteringPoint', 'Date', 'Time', 'kWh', 'kW']);
    const sample = (ws.getRow(2).values as unknown[]).slice(1);
    assert.equal(sample[0], 'MP-1');
    assert.equal(sample.length, 5);
  });

  test('refused to those who do not keep the power bought', async () => {
    for (const roles of [['Manager'], ['MeterLab'], []] as const) {
      const u = await t.userWithRoles([...roles]);
      assert.equal((await u.get(URL)).status, 403, roles.join());
    }
  });
});
