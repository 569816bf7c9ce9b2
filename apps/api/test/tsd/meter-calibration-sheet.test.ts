// A meter's calibration sheet (decision 121): the record with the instrument, its calibration date
// and the signatories, the meter received and the weights of the test date; who may read it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { getMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/get-meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { calibrationBody, meterBody } from './tsd-support.ts';

describe('meter calibration sheet', () => {
  let t: TestApp;
  let lab: TestClient;
  before(async () => {
    t = await createTestApp();
    lab = await t.userWithRoles(['MeterLab']);
  });
  after(() => t.close());

  test('the sheet carries the test points, the weights, the instrument and the signatories', async () => {
    const m = await lab.call(createMeterReceiptEndpoint, { body: meterBody({ meterClass: 'Class 200' }) });
    const c = await lab.call(createMeterCalibrationEndpoint, {
      body: {
        ...calibrationBody(m.id),
        instrument: 'Radian RM-17',
        instrumentSerial: 'RS-0091',
        instrumentCalibratedOn: '2026-01-20',
        checkedByName: 'Engr. Victor E. Panganiban',
        notedByName: 'Maria L. Santos',
      },
    });
    const sheet = await lab.call(getMeterCalibrationEndpoint, { params: { id: c.id } });
    assert.equal(sheet.serialNo, m.serialNo);
    assert.equal(sheet.meterClass, 'Class 200');
    assert.equal(sheet.meterType, 'SecondarySelfContained');
    assert.equal(sheet.receivedOn, m.receivedOn);
    assert.deepEqual(
      [sheet.lightLoadError, sheet.fullLoadError, sheet.powerFactorError, sheet.averageError, sheet.tolerancePct],
      ['0.200', '0.100', '0.300', '0.120', '0.500'],
    );
    assert.deepEqual([sheet.lightLoadWeight, sheet.fullLoadWeight], ['1.00', '4.00']);
    assert.equal(sheet.result, 'Passed');
    assert.deepEqual([sheet.averageWithinTolerance, sheet.powerFactorWithinTolerance], [true, true]);
    assert.deepEqual(
      [sheet.sealNo, sheet.ercSealNo, sheet.testerName, sheet.instrument, sheet.instrumentSerial],
      ['S-123', 'ERC-77', 'Noel C. Manalo', 'Radian RM-17', 'RS-0091'],
    );
    assert.equal(sheet.instrumentCalibratedOn, '2026-01-20');
    assert.deepEqual([sheet.checkedByName, sheet.notedByName], ['Engr. Victor E. Panganiban', 'Maria L. Santos']);
    // A correction may add or clear them like the other fields.
    const { receiptId: _r, ...fields } = calibrationBody(m.id);
    const fixed = await lab.call(updateMeterCalibrationEndpoint, {
      params: { id: c.id },
      body: { ...fields, instrument: 'Radian RM-17', notedByName: null },
    });
    assert.deepEqual([fixed.instrument, fixed.notedByName, fixed.instrumentCalibratedOn], ['Radian RM-17', null, null]);
  });

  test('read by the laboratory and the warehouse; refused to others; 404 when unknown', async () => {
    const m = await lab.call(createMeterReceiptEndpoint, { body: meterBody() });
    const c = await lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(m.id) });
    const viewer = await t.userWithRoles(['WarehouseViewer']);
    assert.equal((await viewer.send(getMeterCalibrationEndpoint, { params: { id: c.id } })).status, 200);
    const outsider = await t.userWithRoles(['DistributionTransformer']);
    assert.equal((await outsider.send(getMeterCalibrationEndpoint, { params: { id: c.id } })).status, 403);
    assert.equal((await lab.send(getMeterCalibrationEndpoint, { params: { id: 987654 } })).status, 404);
  });
});
