// The member services demo: a year of requests whose timelines, approvals, clocks and reports
// read as in real use, and whose waiting requests the demo staff can take on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { getServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import { seedLifelinerDemo } from '../../src/modules/msd/demo/seed-lifeliner-demo.ts';
import { seedMsdDemo } from '../../src/modules/msd/demo/seed-msd-demo.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpMsd } from './msd-support.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a year of service requests: closed and open ones at every step, some overdue, approvals signed in the engine', async () => {
  const m = await setUpMsd(t);
  await t.userWithRoles(['ServiceRequest', 'ServiceRequestApprover'], { username: 'msd.officer' });
  const supervisor = await t.userWithRoles(['ServiceRequestApprover', 'ServiceRequestReport'], {
    username: 'msd.supervisor',
  });
  await t.userWithRoles(['ServiceRequestApprover', 'ServiceRequestAssigner'], { username: 'tsd.head' });
  await t.userWithRoles(['ServiceRequestLineman'], { username: 'lineman' });
  const db = t.running.services.db;
  await db
    .updateTable('billing_consumers')
    .set({ latitude: '12.351000', longitude: '121.071000' })
    .where('id', '=', m.consumerId)
    .execute();
  await seedMsdDemo(db, () => {});
  // A second run adds nothing.
  await seedMsdDemo(db, () => {});
  // The requests stand at their member's meter: the map's service request layer has them (decision 115).
  const located = await db
    .selectFrom('msd_service_requests')
    .select(['latitude', 'longitude'])
    .where('consumer_id', '=', m.consumerId)
    .execute();
  assert.ok(located.length > 0);
  assert.ok(located.every((r) => Number(r.latitude) === 12.351 && Number(r.longitude) === 121.071));

  const all = await m.clerk.call(listServiceRequestsEndpoint, { query: { itemsPerPage: 1 } });
  assert.equal(all.total, 1500);
  const done = await m.clerk.call(listServiceRequestsEndpoint, { query: { status: 'Accomplished', itemsPerPage: 5 } });
  assert.ok(done.total > 1000, String(done.total));
  const overdue = await m.clerk.call(listServiceRequestsEndpoint, { query: { overdue: 'true', itemsPerPage: 1 } });
  assert.ok(overdue.total > 50 && overdue.total < 400, String(overdue.total));
  const one = await m.clerk.call(getServiceRequestEndpoint, { params: { id: done.data[0]!.id } });
  const events = one.history.map((h) => h.event);
  assert.equal(events[0], 'New');
  assert.equal(events.at(-1), 'Accomplished');
  assert.ok(events.includes('Dispatched') && events.includes('Arrived') && events.includes('UploadedFindings'));
  assert.equal(new Set(one.history.map((h) => h.at)).size, one.history.length);

  // The demo supervisor gives the first approval of a request waiting for it.
  const waiting = await m.clerk.call(listServiceRequestsEndpoint, {
    query: { approvalState: 'Pending', itemsPerPage: 50 },
  });
  assert.ok(waiting.total > 0);
  const atFirst = [];
  for (const w of waiting.data) {
    const d = await supervisor.call(getServiceRequestEndpoint, { params: { id: w.id } });
    if (d.approval?.currentStep === 1) atFirst.push(d);
  }
  assert.ok(atFirst.length > 0);
  const approved = await supervisor.call(changeServiceRequestStatusEndpoint, {
    body: { serviceRequestId: atFirst[0]!.id, action: 'Approve' },
  });
  assert.equal(approved.approval?.currentStep, 2);

  const year = new Date(Date.now() + 8 * 3_600_000 - 366 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const summary = await supervisor.call(getDateAccomplishedSummaryEndpoint, {
    query: { dateFrom: year, dateTo: today },
  });
  const received = summary.totals.reduce((s, l) => s + l.received, 0);
  assert.equal(received, 1500);
  assert.ok(summary.crews.length >= 1);
  assert.ok(summary.crews.every((c) => (c.avgReceivedToDispatched ?? 0) >= 0));
});

test('new connections: applications in every stage with timelines and inspections, seminars held and coming', async () => {
  const clerk = await t.userWithRoles(['ConsumerPms']);
  for (const stage of ['ForInspection', 'ForEvaluation', 'ForPayment', 'ForInstalling', 'Accomplished'] as const) {
    const page = await clerk.call(listConnectionApplicationsEndpoint, { query: { stage, itemsPerPage: 1 } });
    assert.ok(page.total > 0, stage);
  }
  const done = await clerk.call(listConnectionApplicationsEndpoint, {
    query: { stage: 'Accomplished', itemsPerPage: 1 },
  });
  const one = await clerk.call(getConnectionApplicationEndpoint, { params: { id: done.data[0]!.id } });
  assert.equal(one.timeline.length, 5);
  assert.ok(one.inspections.some((i) => i.result === 'Passed'));
  assert.ok(one.pmsAttendedAt);
  assert.deepEqual(one.missingDocuments, []);
  // Paid ones carry their OR and connection order; accomplished ones were energized into billing.
  assert.equal(one.connectionOrder?.status, 'Energized');
  const opened = await t.running.services.db
    .selectFrom('msd_connection_orders as o')
    .innerJoin('billing_consumers as c', 'c.id', 'o.consumer_id')
    .select(['c.account_no', 'c.account_status', 'o.account_no as ordered'])
    .where('o.application_id', '=', one.id)
    .executeTakeFirstOrThrow();
  assert.equal(opened.account_no, opened.ordered);
  assert.equal(opened.account_status, 1);
  const installing = await clerk.call(listConnectionApplicationsEndpoint, {
    query: { stage: 'ForInstalling', itemsPerPage: 50 },
  });
  for (const a of installing.data) {
    const d = await clerk.call(getConnectionApplicationEndpoint, { params: { id: a.id } });
    assert.ok(d.orNumber !== null, d.applicationNo);
    assert.ok(d.connectionOrder && ['Issued', 'Assigned'].includes(d.connectionOrder.status), d.applicationNo);
  }
  const seminars = await clerk.call(listPmsSeminarsEndpoint, { query: {} });
  assert.ok(seminars.total >= 8);
});

test("lifeliners: billing's tagged accounts each have the approved application; pending ones carry their deadline", async () => {
  const db = t.running.services.db;
  // The first test's demo run found one untagged consumer; start the registry again from a
  // billing with tagged and untagged residential accounts, as billing's demo leaves it.
  await db.deleteFrom('msd_lifeliner_applications').execute();
  const billing = await t.userWithRoles(['BillingReport']);
  for (let i = 0; i < 30; i += 1) {
    const tag = uniqueTag();
    await billing.call(createConsumerEndpoint, {
      body: {
        accountNo: `05-${tag}`,
        branchCode: 5,
        name: `REYES ${tag}, ANA`,
        town: 'San Jose',
        barangay: 'Poblacion',
        consumerClass: 'R',
        meterSerial: `LL-${tag}`,
        isLifeliner: i % 3 === 0,
      },
    });
  }
  const tagged = await db
    .selectFrom('billing_consumers')
    .select('id')
    .where('is_lifeliner', '=', true)
    .where('consumer_class', '=', 'R')
    .where('account_status', '=', 1)
    .execute();
  await seedLifelinerDemo(db, () => {});
  await seedLifelinerDemo(db, () => {});
  const clerk = await t.userWithRoles(['LifelinerConsumer']);
  const count = async (status: 'Pending' | 'Approved' | 'Rejected' | 'Ended') =>
    (await clerk.call(listLifelinersEndpoint, { query: { status, itemsPerPage: 1 } })).total;
  assert.equal(await count('Approved'), tagged.length);
  assert.ok((await count('Pending')) > 0);
  assert.ok((await count('Rejected')) > 0);
  assert.ok((await count('Ended')) > 0);
  // Every approved application is on an account billing tags, one household each.
  const approved = await db
    .selectFrom('msd_lifeliner_applications as a')
    .innerJoin('billing_consumers as c', 'c.id', 'a.consumer_id')
    .select(['c.is_lifeliner', 'a.household_id', 'a.effective_from', 'a.decided_by', 'a.created_by'])
    .where('a.status', '=', 'Approved')
    .execute();
  assert.ok(approved.every((a) => a.is_lifeliner && a.effective_from !== null && a.decided_by !== a.created_by));
  assert.equal(new Set(approved.map((a) => a.household_id.toLowerCase())).size, approved.length);
  const pending = await clerk.call(listLifelinersEndpoint, { query: { status: 'Pending', itemsPerPage: 50 } });
  assert.ok(pending.data.every((p) => p.decisionDue > p.filedOn));
  const numbers = (await db.selectFrom('msd_lifeliner_applications').select(['application_no', 'filed_on']).execute())
    .sort((a, b) => a.application_no.localeCompare(b.application_no))
    .map((r) => String(r.filed_on));
  assert.deepEqual(numbers, [...numbers].sort());
});
