// Power interruptions: recorded by feeder or area, scheduled ones with their notice (flagged when
// late), restored later; the consumers affected counted from billing's routes (or typed with a
// reason); the month's reliability indices over the consumers billing serves.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import { listInterruptionRoutesEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruption-routes';
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
  let billing: TestClient;
  let routeA: number;
  let routeB: number;
  let elsewhere: number;
  const addConsumer = (branchCode: number, routeId: number | null, accountStatus: 0 | 1 = 1) => {
    const tag = uniqueTag();
    return billing.call(createConsumerEndpoint, {
      body: {
        accountNo: `${String(branchCode).padStart(2, '0')}-${tag}`,
        branchCode,
        name: `CRUZ ${tag}, ANA`,
        town: 'Rizal',
        barangay: 'Poblacion',
        consumerClass: 'R',
        routeId,
        accountStatus,
      },
    });
  };
  const addRoute = async (branchCode: number) =>
    (await billing.call(createRouteEndpoint, { body: { branchCode, code: `R${uniqueTag()}`, name: 'Poblacion' } })).id;
  before(async () => {
    t = await createTestApp();
    recorder = await t.userWithRoles(['Interruption']);
    viewer = await t.userWithRoles(['InterruptionViewer']);
    billing = await t.userWithRoles(['BillingReport']);
    // Four active consumers in Rizal (branch 15), the consumers served: three on route A (beside a
    // disconnected one, not counted), one on route B. Another branch has a route of its own.
    routeA = await addRoute(15);
    routeB = await addRoute(15);
    elsewhere = await addRoute(5);
    for (let i = 0; i < 3; i++) await addConsumer(15, routeA);
    await addConsumer(15, routeA, 0);
    await addConsumer(15, routeB);
    await addConsumer(5, elsewhere);
  });
  after(() => t.close());

  const base = {
    kind: 'Unscheduled' as const,
    scope: 'Feeder' as const,
    branchCode: 15,
    feeder: 'F1',
    cause: 'Tree on line',
    weather: 'Rainy',
    consumersBasis: 'Typed' as const,
    consumersAffected: 2,
    consumersNote: 'Part of a route: counted by the crew.',
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

  test("consumers affected are counted from billing's active accounts on the routes picked", async () => {
    const routes = await recorder.call(listInterruptionRoutesEndpoint, { query: { branchCode: 15 } });
    const countOf = new Map(routes.map((r) => [r.routeId, r.consumers]));
    assert.equal(countOf.get(routeA), 3);
    assert.equal(countOf.get(routeB), 1);
    assert.ok(routes.every((r) => r.routeId !== elsewhere));
    assert.equal((await viewer.send(listInterruptionRoutesEndpoint, { query: { branchCode: 15 } })).status, 403);
    const counted = await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        consumersBasis: 'Routes',
        routeIds: [routeA, routeB],
        consumersAffected: 999,
        consumersNote: 'ignored',
        startedAt: at('2026-05-02', '08:00'),
      },
    });
    assert.equal(counted.consumersAffected, 4);
    assert.equal(counted.consumersBasis, 'Routes');
    assert.equal(counted.consumersNote, null);
    assert.deepEqual(counted.routes.map((r) => r.consumers).sort(), [1, 3]);
    // Restored later with one route only: counted again.
    const restored = await recorder.call(updateInterruptionEndpoint, {
      params: { id: counted.id },
      body: {
        ...base,
        consumersBasis: 'Routes',
        routeIds: [routeA],
        startedAt: at('2026-05-02', '08:00'),
        endedAt: at('2026-05-02', '09:00'),
      },
    });
    assert.equal(restored.consumersAffected, 3);
    assert.deepEqual(
      restored.routes.map((r) => r.routeId),
      [routeA],
    );
    const refused = async (body: object, field: string) => {
      const res = await recorder.send(createInterruptionEndpoint, {
        body: { ...base, startedAt: at('2026-05-03', '08:00'), ...body },
      });
      assert.equal(res.status, 400);
      assert.ok(field in (res.body as { errors: object }).errors, JSON.stringify(res.body));
    };
    await refused({ consumersBasis: 'Routes', routeIds: [] }, 'routeIds');
    await refused({ consumersBasis: 'Routes', routeIds: [routeA, elsewhere] }, 'routeIds');
    await refused({ consumersBasis: 'Routes', routeIds: [987654] }, 'routeIds');
    await refused({ consumersNote: null }, 'consumersNote');
    await refused({ consumersAffected: null }, 'consumersAffected');
  });

  test("the month's indices: sustained only, per consumer served", async () => {
    await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        consumersBasis: 'Routes',
        routeIds: [routeA, routeB],
        startedAt: at('2026-04-02', '08:00'),
        endedAt: at('2026-04-02', '10:30'),
      },
    });
    await recorder.call(createInterruptionEndpoint, {
      body: {
        ...base,
        consumersBasis: 'Routes',
        routeIds: [routeA, routeB],
        startedAt: at('2026-04-05', '13:00'),
        endedAt: at('2026-04-05', '13:03'),
      },
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
    // A consumer connected on route A afterwards: the interruptions keep the count they were saved with.
    await addConsumer(15, routeA);
    const april = await viewer.call(listInterruptionsEndpoint, { query: { month: '2026-04', branchCode: 15 } });
    assert.deepEqual(april.data.map((i) => i.consumersAffected).sort(), [2, 4, 4]);
    const again = await viewer.call(getInterruptionReportEndpoint, { query: { month: '2026-04', branchCode: 15 } });
    assert.equal(again.consumerHours, '12.00');
  });
});
