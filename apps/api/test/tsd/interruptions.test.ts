// Power interruptions: recorded by feeder or area, scheduled ones with their notice (flagged when
// late), restored later; the month's reliability indices over the consumers billing serves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import { getInterruptionReportEndpoint } from '@ilaw/contracts/tsd/interruptions/get-interruption-report';
import { listInterruptionsEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruptions';
import { updateInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/update-interruption';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const at = (day: string, time: string) => `${day}T${time}:00+08:00`;

describe('power interruptions', () => {
  let t: TestApp;
  let recorder: TestClient;
  let viewer: TestClient;
  before(async () => {
    t = await createTestApp();
    recorder = await t.userWithRoles(['Interruption']);
    viewer = await t.userWithRoles(['InterruptionViewer']);
    const billing = await t.userWithRoles(['BillingReport']);
    // Four active consumers in Rizal (branch 15): the consumers served.
    for (let i = 0; i < 4; i++) {
      const tag = uniqueTag();
      await billing.call(createConsumerEndpoint, {
        body: {
          accountNo: `15-${tag}`,
          branchCode: 15,
          name: `CRUZ ${tag}, ANA`,
          town: 'Rizal',
          barangay: 'Poblacion',
          consumerClass: 'R',
        },
      });
    }
  });
  after(() => t.close());

  const base = {
    kind: 'Unscheduled' as const,
    scope: 'Feeder' as const,
    branchCode: 15,
    feeder: 'F1',
    cause: 'Tree on line',
    weather: 'Rainy',
    consumersAffected: 2,
  };

  test('recorded, restored, listed by month; scheduled ones need a notice and are flagged when late', async () => {
    const out = await recorder.call(createInterruptionEndpoint, {
      body: { ...base, startedAt: at('2026-03-10', '08:00') },
    });
    assert.match(out.interruptionNo, /^PI-2026-\d{6}$/);
    assert.equal(out.durationMinutes, null);
    const restored = await recorder.call(updateInterruptionEndpoint, {
      params: { id: out.id },
      body: { ...base, startedAt: at('2026-03-10', '08:00'), endedAt: at('2026-03-10', '11:00'), crew: 'Line Crew 2' },
    });
    assert.equal(restored.durationMinutes, 180);
    const noNotice = await recorder.send(createInterruptionEndpoint, {
      body: { ...base, kind: 'Scheduled', startedAt: at('2026-03-20', '08:00') },
    });
    assert.equal(noNotice.status, 400);
    const late = await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        kind: 'Scheduled',
        startedAt: at('2026-03-20', '08:00'),
        noticeDate: '2026-03-19',
        cause: 'Maintenance',
      },
    });
    assert.equal(late.shortNotice, true);
    const early = await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        kind: 'Scheduled',
        startedAt: at('2026-03-21', '08:00'),
        noticeDate: '2026-03-18',
        cause: 'Maintenance',
      },
    });
    assert.equal(early.shortNotice, false);
    const backwards = await recorder.send(createInterruptionEndpoint, {
      body: { ...base, startedAt: at('2026-03-10', '08:00'), endedAt: at('2026-03-10', '07:00') },
    });
    assert.ok(errorsOf(backwards.body).length > 0);
    const area = await recorder.send(createInterruptionEndpoint, {
      body: { ...base, scope: 'Area', startedAt: at('2026-03-10', '08:00') },
    });
    assert.equal(area.status, 400);
    const march = await viewer.call(listInterruptionsEndpoint, { query: { month: '2026-03', branchCode: 15 } });
    assert.equal(march.total, 3);
    assert.equal(
      (await viewer.send(createInterruptionEndpoint, { body: { ...base, startedAt: at('2026-03-10', '08:00') } }))
        .status,
      403,
    );
  });

  test("the month's indices: sustained only, per consumer served", async () => {
    await recorder.call(createInterruptionEndpoint, {
      body: { ...base, startedAt: at('2026-04-02', '08:00'), endedAt: at('2026-04-02', '10:30'), consumersAffected: 4 },
    });
    await recorder.call(createInterruptionEndpoint, {
      body: { ...base, startedAt: at('2026-04-05', '13:00'), endedAt: at('2026-04-05', '13:03'), consumersAffected: 4 },
    });
    await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        cause: 'Lightning',
        startedAt: at('2026-04-09', '13:00'),
        endedAt: at('2026-04-09', '14:00'),
        consumersAffected: 2,
      },
    });
    const r = await viewer.call(getInterruptionReportEndpoint, { query: { month: '2026-04', branchCode: 15 } });
    assert.equal(r.consumersServed, 4);
    assert.equal(r.interruptions, 2);
    assert.equal(r.momentaryLeftOut, 1);
    assert.equal(r.consumerHours, '12.00');
    assert.equal(r.interruptionsPerConsumer, '1.5000');
    assert.equal(r.hoursPerConsumer, '3.0000');
    assert.deepEqual(
      r.byCause.map((c) => [c.cause, c.consumerHours]),
      [
        ['Tree on line', '10.00'],
        ['Lightning', '2.00'],
      ],
    );
    assert.deepEqual(
      r.byDay.map((d) => d.day),
      ['2026-04-02', '2026-04-09'],
    );
  });
});
