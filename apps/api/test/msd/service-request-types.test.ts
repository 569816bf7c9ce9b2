// The catalogue: types and subtypes with their NEA category and target, on both doors; the
// administrator's changes and refusals; the clock's office hours.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/create-service-request-type';
import { getServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/get-service-request-type';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { listServiceRequestTypesTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-request-types/list-tsd-service-request-types';
import { TYPE_CODE_TAKEN } from '@ilaw/contracts/msd/service-request-types/service-request-type';
import { updateServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/update-service-request-type';
import { getServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/get-service-request-constants';
import { updateServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/update-service-request-constants';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd } from './msd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('service request types and constants', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('the starting catalogue: types with subtypes, each with a NEA category and a target', async () => {
    const clerk = await t.userWithRoles(['ServiceRequest']);
    const all = await clerk.call(listServiceRequestTypesEndpoint, { query: {} });
    const np = all.find((x) => x.code === 'NP')!;
    assert.equal(np.clockBasis, 'Calendar');
    const primary = all.find((x) => x.code === 'NP-PRI')!;
    assert.equal(primary.parentId, np.id);
    assert.equal(primary.parentName, 'No Power');
    assert.equal(primary.neaCategory, '1a');
    const one = await clerk.call(getServiceRequestTypeEndpoint, { params: { id: np.id } });
    assert.deepEqual(one.subtypes.map((s) => s.code).sort(), ['NP-DT', 'NP-PRI', 'NP-RES']);
    const crew = await t.userWithRoles(['ServiceRequestLineman']);
    const technical = await crew.call(listServiceRequestTypesTsdEndpoint, { query: {} });
    assert.ok(technical.some((x) => x.code === 'POLE-LEAN'));
    assert.ok(!technical.some((x) => x.code === 'OTH'));
    assert.equal((await crew.send(listServiceRequestTypesEndpoint, { query: {} })).status, 403);
  });

  test('the administrator adds and changes types and subtypes; duplicates and deeper nesting are refused', async () => {
    const code = `T${uniqueTag()}`;
    const type = await t.admin.call(createServiceRequestTypeEndpoint, {
      body: {
        code,
        name: 'Tree trimming',
        neaCategory: '3c',
        targetHours: 16,
        clockBasis: 'WorkingHours',
        technical: true,
      },
    });
    assert.equal(type.requiresApproval, true);
    const sub = await t.admin.call(createServiceRequestTypeEndpoint, {
      body: {
        parentId: type.id,
        code: `${code}-L`,
        name: 'Tree on line',
        neaCategory: '1b',
        targetHours: 4,
        clockBasis: 'Calendar',
      },
    });
    assert.equal(sub.parentId, type.id);
    const dup = await t.admin.send(createServiceRequestTypeEndpoint, {
      body: { code: code.toLowerCase(), name: 'Again', neaCategory: '6', targetHours: 8, clockBasis: 'Calendar' },
    });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(TYPE_CODE_TAKEN));
    const deep = await t.admin.send(createServiceRequestTypeEndpoint, {
      body: {
        parentId: sub.id,
        code: `${code}-X`,
        name: 'Deeper',
        neaCategory: '6',
        targetHours: 8,
        clockBasis: 'Calendar',
      },
    });
    assert.equal(deep.status, 400);
    const badCategory = await t.admin.send(createServiceRequestTypeEndpoint, {
      body: { code: `${code}-Y`, name: 'Bad', neaCategory: '9z' as never, targetHours: 8, clockBasis: 'Calendar' },
    });
    assert.equal(badCategory.status, 400);
    const changed = await t.admin.call(updateServiceRequestTypeEndpoint, {
      params: { id: type.id },
      body: {
        code,
        name: 'Tree trimming near lines',
        neaCategory: '3c',
        targetHours: 24,
        clockBasis: 'WorkingHours',
        requiresApproval: false,
      },
    });
    assert.equal(changed.targetHours, 24);
    assert.equal(changed.requiresApproval, false);
    const parentToSub = await t.admin.send(updateServiceRequestTypeEndpoint, {
      params: { id: type.id },
      body: {
        parentId: np(await t.admin.call(listServiceRequestTypesEndpoint, { query: {} })),
        code,
        name: 'x',
        neaCategory: '3c',
        targetHours: 24,
        clockBasis: 'Calendar',
      },
    });
    assert.equal(parentToSub.status, 400);
    const clerk = await t.userWithRoles(['ServiceRequest']);
    assert.equal(
      (
        await clerk.send(createServiceRequestTypeEndpoint, {
          body: { code: `${code}-Z`, name: 'No', neaCategory: '6', targetHours: 8, clockBasis: 'Calendar' },
        })
      ).status,
      403,
    );
  });

  test('a request keeps the target it was filed under; an inactive type is refused for new requests', async () => {
    const m = await setUpMsd(t);
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'KWH-DEF') });
    const kwh = (await t.admin.call(listServiceRequestTypesEndpoint, { query: {} })).find((x) => x.code === 'KWH-DEF')!;
    await t.admin.call(updateServiceRequestTypeEndpoint, {
      params: { id: kwh.id },
      body: { ...kwh, targetHours: 99, isActive: false },
    });
    const again = await m.clerk.send(createServiceRequestEndpoint, { body: complaint(m, 'KWH-DEF') });
    assert.equal(again.status, 400);
    assert.ok(errorsOf(again.body).includes('This subtype is no longer in use.'));
    const { getServiceRequestEndpoint } = await import('@ilaw/contracts/msd/service-requests/get-service-request');
    assert.equal((await m.clerk.call(getServiceRequestEndpoint, { params: { id: sr.id } })).targetHours, 24);
    const active = await m.clerk.call(listServiceRequestTypesEndpoint, { query: { activeOnly: 'true' } });
    assert.ok(!active.some((x) => x.id === kwh.id));
  });

  test('the office hours of the working-hours clock', async () => {
    const now = await t.admin.call(getServiceRequestConstantsEndpoint);
    assert.deepEqual(now, {
      workdayStart: '08:00',
      breakStart: '12:00',
      breakEnd: '13:00',
      workdayEnd: '17:00',
      saturdayIsWorkday: false,
    });
    const bad = await t.admin.send(updateServiceRequestConstantsEndpoint, {
      body: {
        workdayStart: '13:00',
        breakStart: '12:00',
        breakEnd: '13:00',
        workdayEnd: '17:00',
        saturdayIsWorkday: false,
      },
    });
    assert.equal(bad.status, 400);
    const badTime = await t.admin.send(updateServiceRequestConstantsEndpoint, {
      body: {
        workdayStart: '8am',
        breakStart: '12:00',
        breakEnd: '13:00',
        workdayEnd: '17:00',
        saturdayIsWorkday: false,
      },
    });
    assert.equal(badTime.status, 400);
    const set = await t.admin.call(updateServiceRequestConstantsEndpoint, {
      body: {
        workdayStart: '07:30',
        breakStart: '12:00',
        breakEnd: '12:30',
        workdayEnd: '16:30',
        saturdayIsWorkday: true,
      },
    });
    assert.equal(set.workdayStart, '07:30');
    const clerk = await t.userWithRoles(['ServiceRequest']);
    assert.equal((await clerk.send(updateServiceRequestConstantsEndpoint, { body: set })).status, 403);
  });
});

function np(types: { code: string; id: number }[]): number {
  return types.find((x) => x.code === 'NP')!.id;
}
