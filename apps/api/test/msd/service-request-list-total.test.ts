// The service request list's total (decision 070): counted exactly up to LIST_COUNT_CAP, beyond it
// the planner's estimate marked totalIsEstimate, so a year of requests is not counted whole on
// every page; a filter with fewer matches is exact again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { sql } from 'kysely';
import { LIST_COUNT_CAP } from '../../src/modules/msd/service-requests/service-request-list-query.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('beyond the cap the total is an estimate; a narrow filter is counted exactly', async () => {
  const db = t.running.database.db;
  const n = LIST_COUNT_CAP + 500;
  await sql`
    INSERT INTO msd_service_requests (request_no, type_id, nea_category, target_hours, clock_basis, location_type,
      branch_code, requester_name, description, status, approval_state, received_at, due_at)
    SELECT 'SR-T-' || lpad(g::text, 7, '0'), s.id, s.nea_category, s.target_hours, s.clock_basis, 'Residential',
      CASE WHEN g <= 40 THEN 10 ELSE 5 END, 'Juan ' || g, 'Test request', 'ForSchedule', 'New',
      now() - make_interval(mins => g), now() + interval '1 day'
    FROM generate_series(1, ${n}) g
    CROSS JOIN (SELECT * FROM msd_service_request_types WHERE parent_id IS NULL ORDER BY id LIMIT 1) s`.execute(db);
  await sql`ANALYZE msd_service_requests`.execute(db);
  const clerk = await t.userWithRoles(['ServiceRequest']);
  const all = await clerk.call(listServiceRequestsEndpoint, { query: { itemsPerPage: 15 } });
  assert.equal(all.totalIsEstimate, true);
  assert.ok(all.total > LIST_COUNT_CAP, String(all.total));
  assert.equal(all.data.length, 15);
  const branch = await clerk.call(listServiceRequestsEndpoint, { query: { branchCode: 10, itemsPerPage: 15 } });
  assert.equal(branch.total, 40);
  assert.equal(branch.totalIsEstimate, false);
});
