// Approvers per service request type (issue 14 item 1, decision 072): configured per type and
// step by the administrator; a configured step is signed only by its approvers, an unconfigured
// one by the chain's members; nobody approves their own request or signs both steps.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { changeServiceRequestStatusEndpoint as statusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { getTypeApproversEndpoint as getEndpoint } from '@ilaw/contracts/msd/service-request-types/get-type-approvers';
import { updateTypeApproversEndpoint as putEndpoint } from '@ilaw/contracts/msd/service-request-types/update-type-approvers';
import { NOT_TYPE_APPROVER } from '../../src/modules/msd/service-requests/service-request-approval.ts';
import { NOT_AN_APPROVER } from '../../src/modules/msd/service-request-types/update-type-approvers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd, type Msd } from './msd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('approvers per service request type', () => {
  let t: TestApp;
  let m: Msd;
  before(async () => {
    t = await createTestApp();
    m = await setUpMsd(t);
  });
  after(() => t.close());

  test('configured per type: only its approvers sign a configured step; the others keep the chain', async () => {
    const sd = m.types.get('SD')!;
    const first = await t.userWithRoles(['ServiceRequestApprover', 'ServiceRequest']);
    const second = await t.userWithRoles(['ServiceRequestApprover']);
    const empty = await t.admin.call(getEndpoint, { params: { id: sd } });
    assert.deepEqual(
      empty.steps.map((s) => s.approvers.length),
      [0, 0],
    );
    const notAdmin = await m.approver1.send(putEndpoint, {
      params: { id: sd },
      body: { firstApprovers: [first.userId], secondApprovers: [] },
    });
    assert.equal(notAdmin.status, 403);
    const noRole = await t.admin.send(putEndpoint, {
      params: { id: sd },
      body: { firstApprovers: [m.clerk.userId], secondApprovers: [] },
    });
    assert.equal(noRole.status, 400);
    assert.ok(errorsOf(noRole.body).includes(NOT_AN_APPROVER));
    const both = await t.admin.send(putEndpoint, {
      params: { id: sd },
      body: { firstApprovers: [first.userId], secondApprovers: [first.userId] },
    });
    assert.equal(both.status, 400);
    assert.ok(errorsOf(both.body).includes('Nobody signs both steps.'));
    const subtype = await t.admin.send(getEndpoint, { params: { id: m.types.get('SD-RR')! } });
    assert.equal(subtype.status, 404);
    const set = await t.admin.call(putEndpoint, {
      params: { id: sd },
      body: { firstApprovers: [first.userId], secondApprovers: [second.userId] },
    });
    assert.deepEqual(
      set.steps.map((s) => s.approvers.map((a) => a.userId)),
      [[first.userId], [second.userId]],
    );

    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-RR') });
    const outsider = await m.approver1.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(outsider.status, 403);
    assert.ok(errorsOf(outsider.body).includes(NOT_TYPE_APPROVER));
    const work = await m.approver1.call(myWorkEndpoint);
    assert.ok(!work.approvals.some((a) => a.documentId === sr.id && a.documentType === 'msd.service-request'));
    const secondFirst = await second.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(secondFirst.status, 403, 'the second step approver does not sign the first step');
    await first.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    const done = await second.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(done.approvalState, 'Approved');

    // No self-approval: the configured first approver files one of this type.
    const own = await first.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-RR') });
    const self = await first.send(statusEndpoint, { body: { serviceRequestId: own.id, action: 'Approve' } });
    assert.equal(self.status, 403);
    assert.ok(errorsOf(self.body).includes(OWN_REQUEST.approve));

    // A type with nobody configured keeps the chain's members.
    const pole = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-LEAN') });
    const chain = await m.approver1.call(statusEndpoint, { body: { serviceRequestId: pole.id, action: 'Approve' } });
    assert.equal(chain.approvalState, 'Pending');

    // Cleared: the chain's members sign again.
    await t.admin.call(putEndpoint, { params: { id: sd }, body: { firstApprovers: [], secondApprovers: [] } });
    const later = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-RR') });
    const open = await m.approver1.call(statusEndpoint, { body: { serviceRequestId: later.id, action: 'Approve' } });
    assert.equal(open.approvalState, 'Pending');
  });
});
