// The kWh meter laboratory: meters received (new, sample, complaint, pulled out), calibrated once
// with the weighted average error judged by reason against the limits of the test date,
// corrected, listed; who may do what.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import { ALREADY_CALIBRATED } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { createMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/create-meter-limits';
import { listMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/list-meter-limits';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { getMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/get-meter-receipt';
import { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import { ACCOUNT_REQUIRED } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { calibrationBody, daysAgo, meterBody } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('kWh meter laboratory', () => {
  let t: TestApp;
  let lab: TestClient;
  let warehouse: TestClient;
  before(async () => {
    t = await createTestApp();
    lab = await t.userWithRoles(['MeterLab']);
    warehouse = await t.userWithRoles(['WareHouse']);
  });
  after(() => t.close());

  test('a new meter is received by the warehouse, calibrated once, and passes within ±0.5%', async () => {
    const m = await warehouse.call(createMeterReceiptEndpoint, { body: meterBody() });
    assert.match(m.receiptNo, /^MR-\d{4}-\d{6}$/);
    assert.equal(m.result, null);
    const c = await lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(m.id) });
    assert.deepEqual([c.averageError, c.tolerancePct, c.result, c.fast], ['0.120', '0.500', 'Passed', false]);
    const again = await lab.send(createMeterCalibrationEndpoint, { body: calibrationBody(m.id) });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(ALREADY_CALIBRATED));
    const seen = await warehouse.call(getMeterReceiptEndpoint, { params: { id: m.id } });
    assert.equal(seen.result, 'Passed');
    assert.equal((await warehouse.send(createMeterCalibrationEndpoint, { body: calibrationBody(m.id) })).status, 403);
  });

  test("a complaint meter 2.4% fast fails and is flagged for the consumer's adjustment; a correction judges again", async () => {
    const account = `05-${uniqueTag()}`;
    const refused = await lab.send(createMeterReceiptEndpoint, { body: meterBody({ reason: 'Complaint' }) });
    assert.equal(refused.status, 400);
    assert.ok(errorsOf(refused.body).includes(ACCOUNT_REQUIRED));
    const m = await lab.call(createMeterReceiptEndpoint, {
      body: meterBody({ reason: 'Complaint', accountNo: account, lastReading: '12345.5' }),
    });
    const c = await lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(m.id, { light: '3.0', full: '2.25', pf: '1' }),
    });
    assert.deepEqual([c.averageError, c.tolerancePct, c.result, c.fast], ['2.400', '2.000', 'Failed', true]);
    const fast = await lab.call(listMeterCalibrationsEndpoint, { query: { search: account, fast: 'true' } });
    assert.deepEqual(
      fast.data.map((x) => x.id),
      [c.id],
    );
    const { receiptId: _r, ...fields } = calibrationBody(m.id, { light: '1.0', full: '1.25', pf: '1' });
    const fixed = await lab.call(updateMeterCalibrationEndpoint, { params: { id: c.id }, body: fields });
    assert.deepEqual([fixed.averageError, fixed.result, fixed.fast], ['1.200', 'Passed', false]);
    const early = await lab.send(updateMeterCalibrationEndpoint, {
      params: { id: c.id },
      body: { ...fields, testedOn: daysAgo(10) },
    });
    assert.equal(early.status, 400);
  });

  test('lists: pending receipts, by reason; limits versions from today on', async () => {
    const m = await warehouse.call(createMeterReceiptEndpoint, {
      body: meterBody({ reason: 'PulledOut', accountNo: '05-000001' }),
    });
    const pending = await lab.call(listMeterReceiptsEndpoint, { query: { search: m.serialNo, pending: 'true' } });
    assert.equal(pending.total, 1);
    const pulled = await lab.call(listMeterReceiptsEndpoint, { query: { search: m.serialNo, reason: 'New' } });
    assert.equal(pulled.total, 0);
    const future = await lab.send(createMeterReceiptEndpoint, { body: meterBody({ receivedOn: daysAgo(-2) }) });
    assert.equal(future.status, 400);
    const limits = await lab.call(listMeterLimitsEndpoint);
    assert.equal(limits.at(-1)?.fullLoadWeight, '4.00');
    const body = {
      effectiveFrom: daysAgo(-30),
      lightLoadWeight: '1',
      fullLoadWeight: '1',
      acceptanceTolerancePct: '0.5',
      inServiceTolerancePct: '2.5',
    };
    assert.equal((await t.admin.call(createMeterLimitsEndpoint, { body })).inServiceTolerancePct, '2.500');
    assert.equal(
      (await t.admin.send(createMeterLimitsEndpoint, { body: { ...body, effectiveFrom: daysAgo(2) } })).status,
      400,
    );
    assert.equal(
      (await lab.send(createMeterLimitsEndpoint, { body: { ...body, effectiveFrom: daysAgo(-40) } })).status,
      403,
    );
  });

  test('meter details: the calibrations of one batch, or of one received meter', async () => {
    const batchNo = `B-${uniqueTag()}`.slice(0, 40);
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const m = await warehouse.call(createMeterReceiptEndpoint, { body: meterBody() });
      ids.push(m.id);
      await lab.call(createMeterCalibrationEndpoint, { body: { ...calibrationBody(m.id), batchNo } });
    }
    const outsider = await warehouse.call(createMeterReceiptEndpoint, { body: meterBody() });
    await lab.call(createMeterCalibrationEndpoint, {
      body: { ...calibrationBody(outsider.id), batchNo: `${batchNo}X` },
    });
    const batch = await lab.call(listMeterCalibrationsEndpoint, { query: { batchNo: batchNo.toLowerCase() } });
    assert.equal(batch.total, 3, 'the whole batch no., any case; not a longer one');
    assert.deepEqual(batch.data.map((c) => c.receiptId).sort(), [...ids].sort());
    const one = await lab.call(listMeterCalibrationsEndpoint, { query: { receiptId: ids[1]! } });
    assert.deepEqual(
      one.data.map((c) => [c.receiptId, c.lightLoadError, c.fullLoadError, c.powerFactorError]),
      [[ids[1], '0.200', '0.100', '0.300']],
    );
    assert.equal((await lab.send(listMeterCalibrationsEndpoint, { query: { receiptId: 0 } })).status, 400);
    const installer = await t.userWithRoles(['TransformerInstallation']);
    assert.equal((await installer.send(listMeterCalibrationsEndpoint, { query: { batchNo } })).status, 403);
  });
});
