// The sampling switching rules applied to lots (issue 15, decision 117): a kind's decided lots
// switch its next lot's inspection to tightened, a corrected calibration re-judges the series, and
// the current severity is read per kind. (The rules' case tables: compute/switching.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { createMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/create-meter-lot';
import { getLotSwitchingEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-lot-switching';
import { getMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-meter-lot';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { calibrationBody, daysAgo, meterBody, setUpTsd, type Tsd } from './tsd-support.ts';

const FAILING = { light: '3.0', full: '2.25', pf: '1' };

describe('sampling switching rules', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  const severityOf = async (kind: 'Acceptance' | 'InService') =>
    (await s.lab.call(getLotSwitchingEndpoint, {})).find((k) => k.kind === kind)!.state;
  const formLot = (description: string) =>
    s.lab.call(createMeterLotEndpoint, {
      body: { kind: 'InService', lotSize: 60, description, formedOn: daysAgo(2) },
    });
  /** Samples and fails meters of the lot until it is rejected; returns the calibrations. */
  const reject = async (lotId: number, failures: number) => {
    const calibrations = [];
    for (let i = 0; i < failures; i++) {
      const m = await s.lab.call(createMeterReceiptEndpoint, {
        body: meterBody({ lotId, reason: 'InServiceSample', accountNo: `09-SW${lotId}${i}` }),
      });
      calibrations.push(await s.lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(m.id, FAILING) }));
    }
    assert.equal((await s.lab.call(getMeterLotEndpoint, { params: { id: lotId } })).result, 'Rejected');
    return calibrations;
  };

  test('two lots not accepted tighten the next lot; a corrected calibration re-judges the series', async () => {
    assert.deepEqual(await severityOf('InService'), {
      severity: 'Normal',
      switchingScore: 0,
      recentNormal: [],
      tightenedAccepted: 0,
      tightenedRejected: 0,
      discontinued: false,
    });
    // 60 meters: code letter E; normal AQL 2.5 is n 20, Ac 1, Re 2.
    const first = await formLot('Route 1, installed 2022');
    assert.deepEqual([first.severity, first.codeLetter, first.sampleSize, first.acceptNo], ['Normal', 'E', 20, 1]);
    await reject(first.id, 2);
    const second = await formLot('Route 2, installed 2022');
    assert.equal(second.severity, 'Normal', 'one lot not accepted keeps normal');
    assert.deepEqual((await severityOf('InService')).recentNormal, [false]);
    const [failed] = await reject(second.id, 2);

    const state = await severityOf('InService');
    assert.equal(state.severity, 'Tightened');
    assert.equal((await severityOf('Acceptance')).severity, 'Normal', 'each kind is its own series');
    // Tightened AQL 2.5 at E points up to D: n 8, Ac 0, Re 1.
    const third = await formLot('Route 3, installed 2022');
    assert.deepEqual([third.severity, third.sampleSize, third.acceptNo, third.rejectNo], ['Tightened', 8, 0, 1]);
    const kept = await s.lab.call(getMeterLotEndpoint, { params: { id: first.id } });
    assert.equal(kept.severity, 'Normal', 'a formed lot keeps its plan');

    // The second lot's failure was a mistake: corrected, that lot is open again and the series normal.
    await s.lab.call(updateMeterCalibrationEndpoint, {
      params: { id: failed!.id },
      body: (({ receiptId: _, ...rest }) => rest)(calibrationBody(failed!.receiptId)),
    });
    assert.equal((await s.lab.call(getMeterLotEndpoint, { params: { id: second.id } })).result, 'Open');
    assert.equal((await severityOf('InService')).severity, 'Normal');
  });

  test('only the meter laboratory and its readers see the switching state', async () => {
    assert.equal((await s.installer.send(getLotSwitchingEndpoint, {})).status, 403);
    const anonymous = await t.anonymous().send(getLotSwitchingEndpoint, {});
    assert.equal(anonymous.status, 401);
  });
});
