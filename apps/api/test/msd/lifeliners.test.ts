// The lifeliner registry through the API (issue 14 item 8, decision 072): filing with the basis
// and the decision due in two working days, approval by another officer that tags the account in
// billing, the one-account-per-household rule, disqualifications, ending, and every refusal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import type { ConsumerClassCode } from '@ilaw/contracts/billing/enums';
import { createLifelinerEndpoint as createEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { decideLifelinerEndpoint as decideEndpoint } from '@ilaw/contracts/msd/lifeliners/decide-lifeliner';
import { getLifelinerEndpoint as getEndpoint } from '@ilaw/contracts/msd/lifeliners/get-lifeliner';
import { listLifelinersEndpoint as listEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import type { BodyOf } from '@ilaw/contracts/http';
import { LIFELINE_MESSAGES as M } from '../../src/modules/msd/compute/lifeline.ts';
import { manilaToday } from '../../src/platform/time/manila.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type Client = TestClient & { userId: number };
const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('lifeliners', () => {
  let t: TestApp;
  let clerk: Client;
  let officer: Client;
  let billing: Client;
  let outsider: Client;
  before(async () => {
    t = await createTestApp();
    clerk = await t.userWithRoles(['LifelinerConsumer']);
    officer = await t.userWithRoles(['LifelinerConsumer']);
    billing = await t.userWithRoles(['BillingReport']);
    outsider = await t.userWithRoles(['ServiceRequest']);
  });
  after(() => t.close());

  const consumer = async (consumerClass: ConsumerClassCode = 'R') => {
    const tag = uniqueTag();
    return billing.call(createConsumerEndpoint, {
      body: {
        accountNo: `05-L${tag}`,
        branchCode: 5,
        name: `REYES ${tag}, ANA`,
        town: 'San Jose',
        barangay: 'Poblacion',
        consumerClass,
      },
    });
  };
  const filing = (consumerId: number, fields: Partial<BodyOf<typeof createEndpoint>> = {}) => ({
    consumerId,
    basis: 'FourPs' as const,
    householdId: `HH-${uniqueTag()}`,
    beneficiaryName: 'REYES, ANA',
    ...fields,
  });

  test('filed, due in two working days, approved by another officer: the account is a lifeliner in billing', async () => {
    const c = await consumer();
    const a = await clerk.call(createEndpoint, { body: filing(c.id) });
    assert.match(a.applicationNo, /^LL-\d{4}-\d{6}$/);
    assert.equal(a.status, 'Pending');
    assert.equal(a.filedOn, manilaToday());
    assert.ok(a.decisionDue > a.filedOn);
    assert.equal(a.ineligibility, null);
    assert.equal(a.mayDecide, false, 'the filer does not decide');
    const own = await clerk.send(decideEndpoint, { params: { id: a.id }, body: { action: 'Approve' } });
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(M.ownDecision));
    const asOfficer = await officer.call(getEndpoint, { params: { id: a.id } });
    assert.equal(asOfficer.mayDecide, true);
    const ok = await officer.call(decideEndpoint, { params: { id: a.id }, body: { action: 'Approve' } });
    assert.equal(ok.status, 'Approved');
    assert.equal(ok.effectiveFrom, manilaToday());
    assert.equal((await billing.call(getConsumerEndpoint, { params: { accountNo: c.accountNo } })).isLifeliner, true);
    const twice = await officer.send(decideEndpoint, { params: { id: a.id }, body: { action: 'Approve' } });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(M.notPending));
    const again = await clerk.send(createEndpoint, { body: filing(c.id) });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(M.accountTaken));

    const noReason = await officer.send(decideEndpoint, { params: { id: a.id }, body: { action: 'End' } });
    assert.equal(noReason.status, 400);
    const ended = await officer.call(decideEndpoint, {
      params: { id: a.id },
      body: { action: 'End', remarks: 'Moved out of the service area' },
    });
    assert.equal(ended.status, 'Ended');
    assert.equal(ended.effectiveTo, manilaToday());
    assert.equal((await billing.call(getConsumerEndpoint, { params: { accountNo: c.accountNo } })).isLifeliner, false);
    const endAgain = await officer.send(decideEndpoint, {
      params: { id: a.id },
      body: { action: 'End', remarks: 'x' },
    });
    assert.equal(endAgain.status, 409);
    assert.ok(errorsOf(endAgain.body).includes(M.notApproved));
  });

  test('one account per household across all accounts', async () => {
    const household = `HH-${uniqueTag()}`;
    const [c1, c2] = [await consumer(), await consumer()];
    const a1 = await clerk.call(createEndpoint, { body: filing(c1.id, { householdId: household }) });
    const a2 = await clerk.call(createEndpoint, { body: filing(c2.id, { householdId: household.toLowerCase() }) });
    await officer.call(decideEndpoint, { params: { id: a1.id }, body: { action: 'Approve' } });
    const view = await officer.call(getEndpoint, { params: { id: a2.id } });
    assert.equal(view.ineligibility, M.householdTaken(c1.accountNo));
    const second = await officer.send(decideEndpoint, { params: { id: a2.id }, body: { action: 'Approve' } });
    assert.equal(second.status, 409);
    assert.ok(errorsOf(second.body).includes(M.householdTaken(c1.accountNo)));
    const rejected = await officer.call(decideEndpoint, {
      params: { id: a2.id },
      body: { action: 'Reject', remarks: 'Household already a lifeliner' },
    });
    assert.equal(rejected.status, 'Rejected');
    assert.equal((await billing.call(getConsumerEndpoint, { params: { accountNo: c2.accountNo } })).isLifeliner, false);
  });

  test('disqualifications and the certification are checked before approval', async () => {
    const commercial = await consumer('C');
    const a = await clerk.call(createEndpoint, { body: filing(commercial.id) });
    assert.equal(a.ineligibility, M.residentialOnly);
    const refused = await officer.send(decideEndpoint, { params: { id: a.id }, body: { action: 'Approve' } });
    assert.equal(refused.status, 409);
    assert.ok(errorsOf(refused.body).includes(M.residentialOnly));
    const net = await clerk.call(createEndpoint, { body: filing((await consumer()).id, { netMetering: true }) });
    assert.equal(net.ineligibility, M.netMetering);
    const noCert = await clerk.send(createEndpoint, {
      body: filing((await consumer()).id, { basis: 'SocialWelfare' }),
    });
    assert.equal(noCert.status, 400);
    assert.ok(errorsOf(noCert.body).includes('Enter the date of the social-welfare certification.'));
    const old = await clerk.call(createEndpoint, {
      body: filing((await consumer()).id, { basis: 'SocialWelfare', certificateDate: '2020-01-02' }),
    });
    assert.equal(old.ineligibility, M.certificateOld);
    const future = await clerk.send(createEndpoint, {
      body: filing((await consumer()).id, { basis: 'SocialWelfare', certificateDate: '2099-01-01' }),
    });
    assert.equal(future.status, 400);
  });

  test('the list filters; roles and missing records are refused', async () => {
    const c = await consumer();
    const a = await clerk.call(createEndpoint, { body: filing(c.id) });
    const page = await clerk.call(listEndpoint, { query: { search: c.accountNo, status: 'Pending' } });
    assert.deepEqual(
      page.data.map((x) => x.id),
      [a.id],
    );
    assert.equal(page.data[0]!.overdue, false);
    const byHousehold = await clerk.call(listEndpoint, { query: { search: a.householdId.toLowerCase() } });
    assert.equal(byHousehold.total, 1);
    const overdue = await clerk.call(listEndpoint, { query: { consumerId: c.id, overdue: 'true' } });
    assert.equal(overdue.total, 0);
    assert.equal((await outsider.send(listEndpoint, { query: {} })).status, 403);
    assert.equal((await outsider.send(createEndpoint, { body: filing(c.id) })).status, 403);
    assert.equal((await clerk.send(getEndpoint, { params: { id: 999_999 } })).status, 404);
    const noConsumer = await clerk.send(createEndpoint, { body: filing(999_999) });
    assert.equal(noConsumer.status, 400);
    const replay = filing((await consumer()).id, { requestKey: `k-${uniqueTag()}` });
    const first = await clerk.call(createEndpoint, { body: replay });
    const second = await clerk.call(createEndpoint, { body: replay });
    assert.equal(second.id, first.id);
  });
});
