// Data privacy through the API: the agreement accepted at sign-in before anything else (a new
// version asks again at the next sign-in), the list of who accepted what, the log of reads of
// sensitive personal data, and the breach register with its 72-hour deadline; Admin only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getCurrentUserEndpoint } from '@ilaw/contracts/auth/get-current-user';
import { userDashboardEndpoint } from '@ilaw/contracts/auth/user-dashboard';
import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import { acceptAgreementEndpoint } from '@ilaw/contracts/privacy/accept-agreement';
import { AGREEMENT_REQUIRED, PRIVACY_MESSAGES, type BreachFields } from '@ilaw/contracts/privacy/agreement';
import { createBreachEndpoint } from '@ilaw/contracts/privacy/create-breach';
import { getMyAgreementEndpoint } from '@ilaw/contracts/privacy/get-my-agreement';
import { listAcceptancesEndpoint } from '@ilaw/contracts/privacy/list-acceptances';
import { listAccessLogEndpoint } from '@ilaw/contracts/privacy/list-access-log';
import { listAgreementsEndpoint } from '@ilaw/contracts/privacy/list-agreements';
import { listBreachesEndpoint } from '@ilaw/contracts/privacy/list-breaches';
import { publishAgreementEndpoint } from '@ilaw/contracts/privacy/publish-agreement';
import { updateBreachEndpoint } from '@ilaw/contracts/privacy/update-breach';
import { newEmployee } from '../support/fixtures.ts';
import { createTestApp, USER_PASSWORD, type TestApp, type TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };
let t: TestApp;
let staff: User;
let hr: User;
let outsider: User;
let staffName = '';
before(async () => {
  t = await createTestApp();
  staff = await t.userWithRoles([]);
  hr = await t.userWithRoles(['Employee']);
  outsider = await t.userWithRoles(['Employee']);
  staffName = (await staff.call(getCurrentUserEndpoint)).username;
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const TEXT = 'I consent to the processing of my personal data as the cooperative describes it.';

async function signInAgain(username: string): Promise<{ client: TestClient; due: number | null }> {
  const client = t.anonymous();
  const res = await client.login(username, USER_PASSWORD);
  return { client, due: (res.body as { agreementDue: number | null }).agreementDue };
}

test('without a published agreement nobody is asked', async () => {
  const mine = await staff.call(getMyAgreementEndpoint);
  assert.deepEqual(mine, { agreement: null, acceptedAt: null });
  const again = await signInAgain(staffName);
  assert.equal(again.due, null);
  assert.equal((await again.client.send(userDashboardEndpoint)).status, 200);
  const accept = await staff.send(acceptAgreementEndpoint, { body: { version: 1 } });
  assert.equal(accept.status, 409);
  assert.deepEqual(errorsOf(accept.body), [PRIVACY_MESSAGES.noAgreement]);
});

test('only the administrator publishes and reads the lists', async () => {
  for (const [def, call] of [
    [listAgreementsEndpoint, {}],
    [listAcceptancesEndpoint, { query: {} }],
    [listAccessLogEndpoint, { query: {} }],
    [listBreachesEndpoint, {}],
  ] as const) {
    assert.equal((await outsider.send(def, call)).status, 403, def.path);
  }
  const publish = await outsider.send(publishAgreementEndpoint, { body: { title: 'Mine', body: TEXT } });
  assert.equal(publish.status, 403);
  const short = await t.admin.send(publishAgreementEndpoint, { body: { title: 'Consent', body: 'Too short.' } });
  assert.equal(short.status, 400);
});

test('a published version is accepted at the next sign-in before anything else; a new one asks again', async () => {
  const v1 = await t.admin.call(publishAgreementEndpoint, { body: { title: 'Data privacy consent', body: TEXT } });
  assert.equal(v1.version, 1);
  // A session opened before the publication keeps working; the next sign-in asks.
  assert.equal((await staff.send(userDashboardEndpoint)).status, 200);
  const { client, due } = await signInAgain(staffName);
  assert.equal(due, 1);
  const refused = await client.send(userDashboardEndpoint);
  assert.equal(refused.status, 403);
  assert.deepEqual(errorsOf(refused.body), [AGREEMENT_REQUIRED]);
  // The current user, the agreement itself, and its acceptance stay open.
  assert.equal((await client.call(getCurrentUserEndpoint)).agreementDue, 1);
  const asked = await client.call(getMyAgreementEndpoint);
  assert.equal(asked.agreement?.version, 1);
  assert.equal(asked.acceptedAt, null);
  const wrong = await client.send(acceptAgreementEndpoint, { body: { version: 2 } });
  assert.equal(wrong.status, 409);
  assert.deepEqual(errorsOf(wrong.body), [PRIVACY_MESSAGES.notCurrent]);
  const accepted = await client.call(acceptAgreementEndpoint, { body: { version: 1 } });
  assert.notEqual(accepted.acceptedAt, null);
  assert.equal((await client.send(userDashboardEndpoint)).status, 200);
  assert.equal((await client.call(getCurrentUserEndpoint)).agreementDue, null);
  // Accepting twice keeps the first time.
  const twice = await client.call(acceptAgreementEndpoint, { body: { version: 1 } });
  assert.equal(twice.acceptedAt, accepted.acceptedAt);
  assert.equal((await signInAgain(staffName)).due, null);

  // Version 2: asked again at the next sign-in.
  await t.admin.call(publishAgreementEndpoint, {
    body: { title: 'Data privacy consent (revised)', body: `${TEXT} Revised.` },
  });
  const next = await signInAgain(staffName);
  assert.equal(next.due, 2);
  assert.equal((await next.client.send(userDashboardEndpoint)).status, 403);
  await next.client.call(acceptAgreementEndpoint, { body: { version: 2 } });
  assert.equal((await next.client.send(userDashboardEndpoint)).status, 200);

  const versions = await t.admin.call(listAgreementsEndpoint);
  assert.deepEqual(
    versions.items.map((v) => [v.version, v.current, v.acceptances]),
    [
      [2, true, 1],
      [1, false, 1],
    ],
  );
  const all = await t.admin.call(listAcceptancesEndpoint, { query: { search: staffName } });
  assert.equal(all.total, 1);
  assert.equal(all.data[0]?.version, 2);
  assert.equal(all.data[0]?.acceptedCurrent, true);
  const pending = await t.admin.call(listAcceptancesEndpoint, { query: { pendingOnly: 'true', itemsPerPage: 500 } });
  assert.ok(pending.data.every((r) => !r.acceptedCurrent));
  assert.ok(!pending.data.some((r) => r.username === staffName));
  assert.ok(pending.data.some((r) => r.userId === outsider.userId));
});

test('reads of government numbers and employee records are logged for the administrator', async () => {
  const hrOfficer = await t.userWithRoles(['Employee']);
  const employee = await newEmployee(hrOfficer, { userId: hr.userId });
  const numbers = await hr.call(userDashboardEndpoint);
  assert.equal(numbers.employeeId, employee.employeeId);
  await hrOfficer.call(getEmployeeEndpoint, { params: { employeeId: employee.id } });
  const log = await t.admin.call(listAccessLogEndpoint, { query: { search: employee.employeeId } });
  assert.deepEqual(log.data.map((r) => r.kind).sort(), ['EmployeeRecord', 'GovernmentNumbers']);
  assert.ok(log.data.every((r) => r.subject?.startsWith(employee.employeeId)));
  const records = await t.admin.call(listAccessLogEndpoint, {
    query: { search: employee.employeeId, kind: 'EmployeeRecord' },
  });
  assert.equal(records.total, 1);
});

test('the breach register: numbered, the 72-hour deadline, notifications never before discovery', async () => {
  const fields = (over: Partial<BreachFields> = {}): BreachFields => ({
    discoveredAt: '2026-03-02T09:00',
    description: 'A list of consumers was left at the counter.',
    dataInvolved: 'Names and account numbers',
    subjectsAffected: 12,
    measures: null,
    commissionNotifiedAt: null,
    subjectsNotifiedAt: null,
    status: 'Open',
    ...over,
  });
  assert.equal((await outsider.send(createBreachEndpoint, { body: fields() })).status, 403);
  const early = await t.admin.send(createBreachEndpoint, {
    body: fields({ commissionNotifiedAt: '2026-03-01T09:00' }),
  });
  assert.equal(early.status, 400);
  assert.deepEqual(errorsOf(early.body), [PRIVACY_MESSAGES.notifiedBeforeDiscovery]);
  const b = await t.admin.call(createBreachEndpoint, { body: fields() });
  assert.match(b.breachNo, /^DB-2026-\d{3}$/);
  assert.equal(b.notifyBy, '2026-03-05T09:00');
  assert.equal(b.deadline, 'Overdue');
  const fresh = new Date(Date.now() + 8 * 3_600_000 - 3_600_000).toISOString().slice(0, 16);
  const recent = await t.admin.call(createBreachEndpoint, { body: fields({ discoveredAt: fresh }) });
  assert.equal(recent.deadline, 'Pending');
  const done = await t.admin.call(updateBreachEndpoint, {
    params: { id: b.id },
    body: fields({
      commissionNotifiedAt: '2026-03-03T10:00',
      subjectsNotifiedAt: '2026-03-05T09:00',
      status: 'Closed',
      measures: 'Shredded.',
    }),
  });
  assert.equal(done.deadline, 'Met');
  assert.equal(done.status, 'Closed');
  assert.equal((await t.admin.send(updateBreachEndpoint, { params: { id: 999_999 }, body: fields() })).status, 404);
  const list = await t.admin.call(listBreachesEndpoint);
  assert.deepEqual(list.items.map((x) => x.id).slice(0, 2), [recent.id, b.id]);
});
