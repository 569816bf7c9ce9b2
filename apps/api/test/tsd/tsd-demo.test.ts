// The technical services demo: 2,000 transformers across the branches, tested ones judged by the
// same rules as the screens (a few failing), and load readings with overloads.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { getDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet';
import { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { listInterruptionsEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruptions';
import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import { seedTsdDemo } from '../../src/modules/tsd/demo/seed-tsd-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('2,000 transformers with installations, tests and load readings; a second run adds nothing', async () => {
  await seedTsdDemo(t.running.services.db, () => {});
  await seedTsdDemo(t.running.services.db, () => {});
  const lab = await t.userWithRoles(['MeterLab', 'DistributionTransformer']);
  const all = await lab.call(listTransformersEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(all.total, 2000);
  const mounted = await lab.call(listTransformersEndpoint, { query: { mounting: 'Mounted', itemsPerPage: 1 } });
  assert.ok(mounted.total > 1700 && mounted.total < 2000, String(mounted.total));
  const one = await lab.call(getTransformerByIdEndpoint, { params: { id: mounted.data[0]!.id } });
  assert.equal(one.movements[0]?.action, 'Installed');
  const failed = await lab.call(listDataSheetsEndpoint, { query: { result: 'Failed', itemsPerPage: 5 } });
  const passed = await lab.call(listDataSheetsEndpoint, { query: { result: 'Passed', itemsPerPage: 1 } });
  assert.equal(failed.total + passed.total, 300);
  assert.ok(failed.total > 20 && failed.total < 60, String(failed.total));
  const sheet = await lab.call(getDataSheetEndpoint, { params: { id: failed.data[0]!.id } });
  assert.ok(sheet.turnsRatioResult === 'Failed' || sheet.irResult === 'Failed');
  const overloads = await lab.call(listLoadReadingsEndpoint, { query: { flag: 'Overload', itemsPerPage: 1 } });
  assert.ok(overloads.total > 0);
  const readings = await lab.call(listLoadReadingsEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(readings.total, 800);
  const meters = await lab.call(listMeterReceiptsEndpoint, { query: { pending: 'true', itemsPerPage: 1 } });
  assert.equal(meters.total, 30);
  const fast = await lab.call(listMeterCalibrationsEndpoint, { query: { fast: 'true', itemsPerPage: 1 } });
  assert.ok(fast.total > 0);
  const viewer = await t.userWithRoles(['InterruptionViewer']);
  const outages = await viewer.call(listInterruptionsEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(outages.total, 90);
  const power = await t.userWithRoles(['PowerMonitoring']);
  const supplies = await power.call(listPowerSuppliesEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(supplies.total, 3 * 2 * 31);
});
