// Meter sampling lots and the billing adjustment of a fast or slow meter (issue 15 item 3,
// decision 081): the plan of each lot from the standard's tables (case table), the lot accepted or
// rejected by its sample's calibrations, refusals; a field meter beyond its tolerance asks billing
// to adjust the consumer's latest standing bill, which stays posted until billing approves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { createMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/create-meter-lot';
import { getMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-meter-lot';
import { listMeterLotsEndpoint } from '@ilaw/contracts/tsd/meter-lots/list-meter-lots';
import { LOT_FULL, LOT_KIND_MISMATCH } from '@ilaw/contracts/tsd/meter-lots/meter-lot';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCollection, type CollectionCoop } from '../collection/collection-support.ts';
import { calibrationBody, daysAgo, meterBody, setUpTsd, type Tsd } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

// ANSI/ASQ Z1.4 Table I (General Inspection Level II) and Table II-A (single, normal).
const plans = [
  { kind: 'Acceptance', lotSize: 8, letter: 'A', n: 8, ac: 0, re: 1 },
  { kind: 'Acceptance', lotSize: 50, letter: 'D', n: 13, ac: 0, re: 1 },
  { kind: 'Acceptance', lotSize: 100, letter: 'F', n: 13, ac: 0, re: 1 },
  { kind: 'Acceptance', lotSize: 200, letter: 'G', n: 50, ac: 1, re: 2 },
  { kind: 'Acceptance', lotSize: 1000, letter: 'J', n: 80, ac: 2, re: 3 },
  { kind: 'Acceptance', lotSize: 5000, letter: 'L', n: 200, ac: 5, re: 6 },
  { kind: 'Acceptance', lotSize: 100000, letter: 'N', n: 500, ac: 10, re: 11 },
  { kind: 'InService', lotSize: 5, letter: 'A', n: 5, ac: 0, re: 1 },
  { kind: 'InService', lotSize: 60, letter: 'E', n: 20, ac: 1, re: 2 },
  { kind: 'InService', lotSize: 500, letter: 'H', n: 50, ac: 3, re: 4 },
  { kind: 'InService', lotSize: 1200, letter: 'J', n: 80, ac: 5, re: 6 },
  { kind: 'InService', lotSize: 3000, letter: 'K', n: 125, ac: 7, re: 8 },
  { kind: 'InService', lotSize: 10000, letter: 'L', n: 200, ac: 10, re: 11 },
  { kind: 'InService', lotSize: 200000, letter: 'P', n: 500, ac: 21, re: 22 },
] as const;

describe('meter sampling lots', () => {
  let t: TestApp;
  let s: Tsd;
  let coop: CollectionCoop;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
    coop = await setUpCollection(t);
  });
  after(() => t.close());

  test('the plan of each lot size and kind comes from the standard’s tables', async () => {
    for (const p of plans) {
      const lot = await s.lab.call(createMeterLotEndpoint, {
        body: { kind: p.kind, lotSize: p.lotSize, description: `Lot of ${p.lotSize}`, formedOn: daysAgo(2) },
      });
      assert.deepEqual(
        [lot.codeLetter, lot.sampleSize, lot.acceptNo, lot.rejectNo, lot.aql],
        [p.letter, p.n, p.ac, p.re, p.kind === 'Acceptance' ? '1.00' : '2.50'],
        `${p.kind} ${p.lotSize}`,
      );
      assert.match(lot.lotNo, /^ML-\d{4}-\d{6}$/);
    }
    const tiny = await s.lab.send(createMeterLotEndpoint, {
      body: { kind: 'Acceptance', lotSize: 1, description: 'One', formedOn: daysAgo(1) },
    });
    assert.equal(tiny.status, 400);
    const registrar = await s.registrar.send(createMeterLotEndpoint, {
      body: { kind: 'Acceptance', lotSize: 10, description: 'X', formedOn: daysAgo(1) },
    });
    assert.equal(registrar.status, 403);
  });

  test('a lot is rejected at its rejection number and accepted when its whole sample passes', async () => {
    const delivery = await s.lab.call(createMeterLotEndpoint, {
      body: { kind: 'Acceptance', lotSize: 8, description: 'Delivery of 8', formedOn: daysAgo(3) },
    });
    const first = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ lotId: delivery.id }) });
    assert.equal(first.lotNo, delivery.lotNo);
    await s.lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(first.id) });
    assert.deepEqual(
      (({ tested, defectives, result }) => ({ tested, defectives, result }))(
        await s.lab.call(getMeterLotEndpoint, { params: { id: delivery.id } }),
      ),
      { tested: 1, defectives: 0, result: 'Open' },
    );
    const second = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ lotId: delivery.id }) });
    await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(second.id, { light: '0.9', full: '0.8', pf: '0.1' }),
    });
    const rejected = await s.lab.call(getMeterLotEndpoint, { params: { id: delivery.id } });
    assert.deepEqual([rejected.tested, rejected.defectives, rejected.result], [2, 1, 'Rejected']);

    const sample = await s.lab.call(createMeterLotEndpoint, {
      body: { kind: 'InService', lotSize: 5, description: 'Route 3, installed 2024', formedOn: daysAgo(3) },
    });
    const wrongKind = await s.lab.send(createMeterReceiptEndpoint, { body: meterBody({ lotId: sample.id }) });
    assert.equal(wrongKind.status, 400);
    assert.ok(errorsOf(wrongKind.body).includes(LOT_KIND_MISMATCH));
    for (let i = 0; i < 5; i++) {
      const m = await s.lab.call(createMeterReceiptEndpoint, {
        body: meterBody({ lotId: sample.id, reason: 'InServiceSample', accountNo: `05-LOT${i}` }),
      });
      await s.lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(m.id) });
    }
    const full = await s.lab.send(createMeterReceiptEndpoint, {
      body: meterBody({ lotId: sample.id, reason: 'InServiceSample', accountNo: '05-LOT9' }),
    });
    assert.equal(full.status, 409);
    assert.ok(errorsOf(full.body).includes(LOT_FULL));
    const accepted = await s.lab.call(getMeterLotEndpoint, { params: { id: sample.id } });
    assert.deepEqual([accepted.received, accepted.tested, accepted.result], [5, 5, 'Accepted']);
    const listed = await s.lab.call(listMeterLotsEndpoint, { query: { kind: 'InService' } });
    assert.ok(listed.some((l) => l.id === sample.id && l.result === 'Accepted'));
    assert.ok(listed.every((l) => l.kind === 'InService'));
    assert.equal((await s.registrar.send(listMeterLotsEndpoint, { query: {} })).status, 403);
  });

  test('a fast complaint meter asks billing to adjust the latest standing bill; the bill stays posted', async () => {
    const db = t.running.services.db;
    const accountNo = coop.accounts[0]!;
    const latest = () =>
      db
        .selectFrom('billing_bills as b')
        .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
        .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
        .select(['b.id', 'b.kwh', 'b.status', 'b.total_amount', 'b.previous_reading', 'b.present_reading'])
        .where('c.account_no', '=', accountNo)
        .where('b.status', '=', 'Posted')
        .orderBy('m.period', 'desc')
        .executeTakeFirstOrThrow();
    const before = await latest();
    const meter = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ reason: 'Complaint', accountNo }) });
    // (3.0 + 4 × 2.25) / 5 = 2.4 % fast, beyond the in-service ±2 %.
    const fast = await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(meter.id, { light: '3.0', full: '2.25', pf: '1' }),
    });
    assert.equal(fast.fast, true);
    assert.ok(fast.adjustmentRequestId, fast.adjustmentNote ?? '');
    const request = await db
      .selectFrom('billing_adjustment_requests')
      .selectAll()
      .where('id', '=', fast.adjustmentRequestId)
      .executeTakeFirstOrThrow();
    assert.equal(request.bill_id, before.id);
    assert.equal(request.status, 'Pending');
    // 150 kWh registered 2.4 % fast: 150 × 100 / 102.4 = 146.48, the reading 146 above the previous.
    assert.equal(Number(request.present_reading), Number(before.previous_reading) + 146);
    const after = await latest();
    assert.deepEqual(after, before, 'the posted bill is not touched');
    const approval = await db
      .selectFrom('approval_requests')
      .select(['status', 'document_type'])
      .where('document_type', '=', 'billing.bill-adjustment')
      .where('document_id', '=', request.id)
      .executeTakeFirstOrThrow();
    assert.equal(approval.status, 'Pending');

    // A second one while billing has not decided: noted, not asked twice.
    const again = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ reason: 'PulledOut', accountNo }) });
    const second = await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(again.id, { light: '3.0', full: '2.25', pf: '1' }),
    });
    assert.equal(second.adjustmentRequestId, null);
    assert.match(second.adjustmentNote ?? '', /already has an adjustment waiting/);
  });

  test('a slow meter asks for more kWh; a meter within tolerance or a new one asks nothing', async () => {
    const db = t.running.services.db;
    const accountNo = coop.accounts[1]!;
    const meter = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ reason: 'Complaint', accountNo }) });
    const slow = await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(meter.id, { light: '-5', full: '-5', pf: '0' }),
    });
    assert.deepEqual([slow.fast, slow.slow], [false, true]);
    const request = await db
      .selectFrom('billing_adjustment_requests')
      .select(['proposed_kwh'])
      .where('id', '=', slow.adjustmentRequestId)
      .executeTakeFirstOrThrow();
    // 150 kWh registered 5 % slow: 150 × 100 / 95 = 157.89, the reading 158 above the previous.
    assert.equal(Number(request.proposed_kwh), 158);

    const within = await s.lab.call(createMeterReceiptEndpoint, {
      body: meterBody({ reason: 'Complaint', accountNo: coop.accounts[2]! }),
    });
    const ok = await s.lab.call(createMeterCalibrationEndpoint, { body: calibrationBody(within.id) });
    assert.deepEqual([ok.adjustmentRequestId, ok.adjustmentNote], [null, null]);
    const fresh = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody() });
    const failedNew = await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(fresh.id, { light: '3', full: '3', pf: '0' }),
    });
    assert.deepEqual([failedNew.result, failedNew.adjustmentRequestId], ['Failed', null]);
  });
});
