// The technical services demo: 2,000 transformers across the branches, tested ones judged by the
// same rules as the screens (a few failing), load readings with overloads, sampling lots switched
// to tightened, and transformer applications in every stage.
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
import { getLotSwitchingEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-lot-switching';
import { listMeterLotsEndpoint } from '@ilaw/contracts/tsd/meter-lots/list-meter-lots';
import { TRANSFORMER_APPLICATION_STAGES } from '@ilaw/contracts/tsd/enums';
import { listTransformerApplicationsEndpoint } from '@ilaw/contracts/tsd/transformer-applications/list-transformer-applications';
import { seedTsdDemo } from '../../src/modules/tsd/demo/seed-tsd-demo.ts';
import { newTeller } from '../collection/collection-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('2,000 transformers with installations, tests and load readings; a second run adds nothing', async () => {
  // The actors of the applications' later stages, as the demo users provide them.
  await t.userWithRoles(['TransformerForTesting']);
  await t.userWithRoles(['Manager']);
  await t.userWithRoles(['TransformerInstallation']);
  await newTeller(t);
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
  assert.equal(meters.total, 30 + 2, 'and two samples of the open lot');
  const fast = await lab.call(listMeterCalibrationsEndpoint, { query: { fast: 'true', itemsPerPage: 1 } });
  assert.ok(fast.total > 0);
  const viewer = await t.userWithRoles(['InterruptionViewer']);
  const outages = await viewer.call(listInterruptionsEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(outages.total, 90);
  const power = await t.userWithRoles(['PowerMonitoring']);
  const supplies = await power.call(listPowerSuppliesEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(supplies.total, 3 * 2 * 31);

  // Sampling lots: in service, one accepted and two rejected, so the open one is at tightened.
  const lots = await lab.call(listMeterLotsEndpoint, { query: {} });
  assert.deepEqual(lots.map((l) => [l.kind, l.severity, l.result]).reverse(), [
    ['Acceptance', 'Normal', 'Accepted'],
    ['InService', 'Normal', 'Accepted'],
    ['InService', 'Normal', 'Rejected'],
    ['InService', 'Normal', 'Rejected'],
    ['InService', 'Tightened', 'Open'],
  ]);
  const switching = await lab.call(getLotSwitchingEndpoint, {});
  assert.equal(switching.find((k) => k.kind === 'InService')?.state.severity, 'Tightened');

  // Transformer applications in every stage, ForInstallation read from the paid bill.
  const manager = await t.userWithRoles(['Manager', 'TransformerApplication']);
  for (const stage of TRANSFORMER_APPLICATION_STAGES) {
    const found = await manager.call(listTransformerApplicationsEndpoint, { query: { stage, itemsPerPage: 5 } });
    assert.ok(found.total >= 1, `an application ${stage}`);
  }
  const installed = await manager.call(listTransformerApplicationsEndpoint, { query: { stage: 'Installed' } });
  const unit = await lab.call(getTransformerByIdEndpoint, { params: { id: installed.data[0]!.transformerId! } });
  assert.equal(unit.mounting, 'Mounted');
  const again = await manager.call(listTransformerApplicationsEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(again.total, 9);
});
