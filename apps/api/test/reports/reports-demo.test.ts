// The report submission demo: five templates of NEA, ERC and NPC reports with last year's and this
// year's submissions, some late; seeding twice changes nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getReportBoardEndpoint } from '@ilaw/contracts/reports/get-report-board';
import { seedReportsDemo } from '../../src/modules/reports/demo/seed-reports-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('templates with submissions on time and late', async () => {
  const monitor = await t.userWithRoles(['SubmissionMonitoring']);
  const context = { files: t.running.services.files };
  await seedReportsDemo(t.running.services.db, () => {}, context);
  await seedReportsDemo(t.running.services.db, () => {}, context);
  const year = Number(new Date().toISOString().slice(0, 4)) - 1;
  const board = await monitor.call(getReportBoardEndpoint, { query: { year } });
  assert.equal(board.rows.length, 5);
  const states = board.rows.flatMap((r) => r.periods.map((p) => p.state));
  assert.ok(states.includes('Submitted'));
  assert.ok(states.includes('Late'));
});
