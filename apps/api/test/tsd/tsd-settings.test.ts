// The dated TSD settings of decision 121: the system-loss cap, the sampling quality levels and the
// interruption thresholds. Each lists its versions newest first and takes a new one from today or
// later (a past version is never changed); only the administrator adds; readers read.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import { createInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/create-interruption-settings';
import { listInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/list-interruption-settings';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { createSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/create-sampling-settings';
import { listSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/list-sampling-settings';
import { createSystemLossCapEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/create-system-loss-cap';
import { listSystemLossCapsEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/list-system-loss-caps';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { daysAgo } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const fieldsOf = (body: unknown) => Object.keys((body as { errors: Record<string, string[]> }).errors);

describe('TSD dated settings', () => {
  let t: TestApp;
  let admin: TestClient;
  before(async () => {
    t = await createTestApp();
    admin = await t.userWithRoles(['Admin']);
  });
  after(() => t.close());

  test('system-loss cap: the starting 8.5 %, a new one from a later date, never one in the past or twice', async () => {
    const start = await admin.call(listSystemLossCapsEndpoint, {});
    assert.deepEqual(start.at(-1), { effectiveFrom: '2000-01-01', capPct: '8.50' });
    const later = daysAgo(-30);
    const added = await admin.call(createSystemLossCapEndpoint, { body: { effectiveFrom: later, capPct: '7.25' } });
    assert.deepEqual(added, { effectiveFrom: later, capPct: '7.25' });
    assert.deepEqual((await admin.call(listSystemLossCapsEndpoint, {}))[0], added);
    const twice = await admin.send(createSystemLossCapEndpoint, { body: { effectiveFrom: later, capPct: '7' } });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(LIMITS_TAKEN));
    const past = await admin.send(createSystemLossCapEndpoint, { body: { effectiveFrom: daysAgo(1), capPct: '7' } });
    assert.equal(past.status, 400);
    assert.deepEqual(fieldsOf(past.body), ['effectiveFrom']);
    const silly = await admin.send(createSystemLossCapEndpoint, { body: { effectiveFrom: daysAgo(-31), capPct: '0' } });
    assert.equal(silly.status, 400);
    const power = await t.userWithRoles(['PowerMonitoring']);
    assert.equal((await power.send(listSystemLossCapsEndpoint, {})).status, 200);
    assert.equal(
      (await power.send(createSystemLossCapEndpoint, { body: { effectiveFrom: daysAgo(-40), capPct: '7' } })).status,
      403,
    );
    const lab = await t.userWithRoles(['MeterLab']);
    assert.equal((await lab.send(listSystemLossCapsEndpoint, {})).status, 403);
  });

  test('sampling quality levels: only levels the sampling table has plans for', async () => {
    const start = await admin.call(listSamplingSettingsEndpoint, {});
    assert.deepEqual(start.at(-1), { effectiveFrom: '2000-01-01', acceptanceAql: '1.00', inServiceAql: '2.50' });
    const later = daysAgo(-10);
    const unknown = await admin.send(createSamplingSettingsEndpoint, {
      body: { effectiveFrom: later, acceptanceAql: '1.0', inServiceAql: '4.0' },
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(fieldsOf(unknown.body), ['inServiceAql']);
    const added = await admin.call(createSamplingSettingsEndpoint, {
      body: { effectiveFrom: later, acceptanceAql: '2.5', inServiceAql: '2.5' },
    });
    assert.deepEqual(added, { effectiveFrom: later, acceptanceAql: '2.50', inServiceAql: '2.50' });
    assert.equal(
      (
        await admin.send(createSamplingSettingsEndpoint, {
          body: { effectiveFrom: later, acceptanceAql: '1', inServiceAql: '2.5' },
        })
      ).status,
      409,
    );
    const lab = await t.userWithRoles(['MeterLab']);
    assert.equal((await lab.send(listSamplingSettingsEndpoint, {})).status, 200);
    assert.equal(
      (
        await lab.send(createSamplingSettingsEndpoint, {
          body: { effectiveFrom: daysAgo(-11), acceptanceAql: '1', inServiceAql: '2.5' },
        })
      ).status,
      403,
    );
    const power = await t.userWithRoles(['PowerMonitoring']);
    assert.equal((await power.send(listSamplingSettingsEndpoint, {})).status, 403);
  });

  test('interruption thresholds: a longer notice minimum flags interruptions from its date on', async () => {
    const start = await admin.call(listInterruptionSettingsEndpoint, {});
    assert.deepEqual(start.at(-1), { effectiveFrom: '2000-01-01', momentaryMaxMinutes: 5, noticeMinDays: 2 });
    const from = daysAgo(-20);
    await admin.call(createInterruptionSettingsEndpoint, {
      body: { effectiveFrom: from, momentaryMaxMinutes: 3, noticeMinDays: 5 },
    });
    const recorder = await t.userWithRoles(['Interruption']);
    const scheduled = (day: string, noticeDate: string) =>
      recorder.call(createInterruptionEndpoint, {
        body: {
          kind: 'Scheduled',
          scope: 'Feeder',
          branchCode: 5,
          feeder: 'F1',
          cause: 'Maintenance',
          startedAt: `${day}T08:00:00+08:00`,
          noticeDate,
          consumersBasis: 'Typed',
          consumersAffected: 10,
          consumersNote: 'No routes set up in billing for the test.',
        },
      });
    // Announced three days ahead: enough before the new version, short from its date.
    assert.equal((await scheduled(daysAgo(-5), daysAgo(-2))).shortNotice, false);
    assert.equal((await scheduled(daysAgo(-25), daysAgo(-22))).shortNotice, true);
    const past = await admin.send(createInterruptionSettingsEndpoint, {
      body: { effectiveFrom: daysAgo(3), momentaryMaxMinutes: 3, noticeMinDays: 5 },
    });
    assert.equal(past.status, 400);
    assert.equal(
      (
        await admin.send(createInterruptionSettingsEndpoint, {
          body: { effectiveFrom: from, momentaryMaxMinutes: 1, noticeMinDays: 1 },
        })
      ).status,
      409,
    );
    const viewer = await t.userWithRoles(['InterruptionViewer']);
    assert.equal((await viewer.send(listInterruptionSettingsEndpoint, {})).status, 200);
    assert.equal(
      (
        await recorder.send(createInterruptionSettingsEndpoint, {
          body: { effectiveFrom: daysAgo(-50), momentaryMaxMinutes: 1, noticeMinDays: 1 },
        })
      ).status,
      403,
    );
    const lab = await t.userWithRoles(['MeterLab']);
    assert.equal((await lab.send(listInterruptionSettingsEndpoint, {})).status, 403);
  });
});
