// Load management: readings computed and flagged against the thresholds of their day, one per
// transformer and time, the history per transformer; and the date-effective limits themselves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLoadReadingEndpoint } from '@ilaw/contracts/tsd/load-readings/create-load-reading';
import { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import { READING_TAKEN } from '@ilaw/contracts/tsd/load-readings/load-reading';
import { createTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/create-tsd-limits';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { listTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/list-tsd-limits';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { daysAgo, registerTransformer, setUpTsd, type Tsd } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const at = (day: string, time: string) => `${day}T${time}:00+08:00`;

describe('transformer load management and limits', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  test('readings: kVA, loading and imbalance computed, flagged, listed per transformer', async () => {
    const tr = await registerTransformer(s, { kva: '25' });
    const day = daysAgo(3);
    const normal = await s.loads.call(createLoadReadingEndpoint, {
      body: {
        transformerId: tr.id,
        readAt: at(day, '18:30'),
        tapPosition: 3,
        currentA: '52.08',
        currentB: '52.08',
        voltageA: '120',
        voltageB: '120',
        readerName: 'Noel C. Manalo',
      },
    });
    assert.deepEqual(
      [normal.kva, normal.loadingPct, normal.imbalancePct, normal.flag],
      ['12.499', '50.00', '0.00', 'Normal'],
    );
    const peak = await s.lab.call(createLoadReadingEndpoint, {
      body: {
        transformerId: tr.id,
        readAt: at(day, '19:00'),
        currentA: '130',
        currentB: '90',
        voltageA: '120',
        voltageB: '118',
        readerName: 'Noel C. Manalo',
      },
    });
    assert.equal(peak.kva, '26.220');
    assert.equal(peak.flag, 'Overload');
    assert.equal(peak.imbalancePct, '18.18');
    assert.equal(peak.imbalanced, false);
    const dup = await s.loads.send(createLoadReadingEndpoint, {
      body: { transformerId: tr.id, readAt: at(day, '19:00'), currentA: '1', voltageA: '240', readerName: 'X' },
    });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(READING_TAKEN));
    const half = await s.loads.send(createLoadReadingEndpoint, {
      body: {
        transformerId: tr.id,
        readAt: at(day, '20:00'),
        currentA: '1',
        currentB: '2',
        voltageA: '240',
        readerName: 'X',
      },
    });
    assert.equal(half.status, 400);
    const future = await s.loads.send(createLoadReadingEndpoint, {
      body: { transformerId: tr.id, readAt: at(daysAgo(-2), '08:00'), currentA: '1', voltageA: '240', readerName: 'X' },
    });
    assert.equal(future.status, 400);
    const history = await s.loads.call(listLoadReadingsEndpoint, { query: { transformerId: tr.id } });
    assert.deepEqual(
      history.data.map((r) => r.flag),
      ['Overload', 'Normal'],
    );
    const overloads = await s.loads.call(listLoadReadingsEndpoint, {
      query: { transformerId: tr.id, flag: 'Overload' },
    });
    assert.equal(overloads.total, 1);
    const unit = await s.lab.call(listTransformersEndpoint, { query: { search: tr.serialNo } });
    assert.equal(unit.data[0]?.lastLoadFlag, 'Overload');
    assert.equal(
      (
        await s.installer.send(createLoadReadingEndpoint, {
          body: { transformerId: tr.id, readAt: at(day, '21:00'), currentA: '1', voltageA: '240', readerName: 'X' },
        })
      ).status,
      403,
    );
  });

  test('limits: versions in force from a date; none in the past; the administrator alone changes them', async () => {
    const before = await s.lab.call(listTsdLimitsEndpoint);
    assert.equal(before.at(-1)?.turnsRatioTolerancePct, '0.500');
    assert.equal(before.at(-1)?.insulationMinimums.find((m) => m.maxClassVolts === 15000)?.minMegohms, '5000.0');
    const body = {
      effectiveFrom: daysAgo(-10),
      turnsRatioTolerancePct: '0.4',
      additiveMaxKva: '200',
      additiveMaxHvVolts: 8660,
      minPolarizationIndex: '1.1',
      overloadPct: '110',
      underloadPct: '15',
      imbalancePct: '25',
      insulationMinimums: [{ maxClassVolts: 15000, minMegohms: '6000', testVoltageVolts: 2500 }],
    };
    const next = await t.admin.call(createTsdLimitsEndpoint, { body });
    assert.equal(next.turnsRatioTolerancePct, '0.400');
    const dup = await t.admin.send(createTsdLimitsEndpoint, { body });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(LIMITS_TAKEN));
    const past = await t.admin.send(createTsdLimitsEndpoint, { body: { ...body, effectiveFrom: daysAgo(1) } });
    assert.equal(past.status, 400);
    assert.equal(
      (await s.lab.send(createTsdLimitsEndpoint, { body: { ...body, effectiveFrom: daysAgo(-20) } })).status,
      403,
    );
    // Readings of today are still judged by the limits in force today.
    const tr = await registerTransformer(s, { kva: '25' });
    const r = await s.loads.call(createLoadReadingEndpoint, {
      body: {
        transformerId: tr.id,
        readAt: at(daysAgo(1), '08:00'),
        currentA: '110',
        voltageA: '240',
        readerName: 'X',
      },
    });
    assert.equal(r.flag, 'Overload');
  });
});
