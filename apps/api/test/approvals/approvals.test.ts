// The approval engine on a test document type: chains set by Admin, submit, decide step by step,
// the separation-of-duties refusals, all-must-sign steps, withdraw, the handler running in the
// deciding transaction, My work, and twenty concurrent approvals deciding once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ALREADY_SIGNED, OWN_RECORD_DECISION, OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { registerApprovalHandler, submitForApproval, type ApprovalEvent } from '../../src/platform/approvals/engine.ts';
import type { Actor } from '../../src/platform/http/context.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type Client = TestClient & { userId: number };
const TYPE = 'test.memo';
const events: { kind: string; documentId: number; remarks: string | null }[] = [];
const FAIL_ON_APPROVE = 999;

registerApprovalHandler({
  documentType: TYPE,
  readerRoles: ['Manager'],
  async onApproved(trx, e: ApprovalEvent) {
    if (e.request.documentId === FAIL_ON_APPROVE) throw new Error('posting failed');
    // Written in the deciding transaction: it commits with the decision.
    await trx
      .insertInto('app_settings')
      .values({ key: `memo-${e.request.documentId}`, value: JSON.stringify('approved') })
      .execute();
    events.push({ kind: 'approved', documentId: e.request.documentId, remarks: e.remarks });
  },
  async onRejected(_trx, e) {
    events.push({ kind: 'rejected', documentId: e.request.documentId, remarks: e.remarks });
  },
  async onWithdrawn(_trx, e) {
    events.push({ kind: 'withdrawn', documentId: e.request.documentId, remarks: e.remarks });
  },
});

let t: TestApp;
let requester: Client;
let deptHead: Client;
let otherHead: Client;
let approverA: Client;
let approverB: Client;
let outsider: Client;
let subjectUser: Client;
let subjectEmployeeId: number;
let deptA: number;
let deptB: number;
let recommenderType: number;
let approverType: number;

type Detail = {
  requestId: number;
  status: string;
  currentStep: number | null;
  canDecide: boolean;
  canWithdraw: boolean;
  steps: { seq: number; state: string; signers: string[] }[];
  history: { action: string; by: string; remarks: string | null; signatoryType: string | null }[];
};

async function submit(by: Client, documentId: number, subject: number | null = null) {
  const actor: Actor = { userId: by.userId, name: 'test', ip: null };
  return t.running.database.db.transaction().execute((trx) =>
    submitForApproval(trx, actor, {
      documentType: TYPE,
      documentId,
      summary: `Memo #${documentId}`,
      subjectEmployeeId: subject,
    }),
  );
}

const decide = (c: TestClient, id: number, approve: boolean, remarks: string | null = null) =>
  c.post<Detail & { errors?: { generalErrors?: string[] } }>(`/api/v2/approvals/requests/${id}/decision`, {
    approve,
    remarks,
  });

before(async () => {
  t = await createTestApp();
  const db = t.running.database.db;
  await db
    .insertInto('approval_document_types')
    .values({ code: TYPE, name: 'Test memo', module: 'test', link: '/test/memos' })
    .execute();
  const depts = await db.selectFrom('departments').select(['id', 'code']).execute();
  deptA = depts.find((d) => d.code === 'ISD')!.id;
  deptB = depts.find((d) => d.code === 'FSD')!.id;
  requester = await t.userWithRoles(['Employee'], { departmentId: deptA });
  deptHead = await t.userWithRoles(['DepartmentDtrMonitoring'], { departmentId: deptA });
  otherHead = await t.userWithRoles(['DepartmentDtrMonitoring'], { departmentId: deptB });
  approverA = await t.userWithRoles(['Manager'], { departmentId: deptB });
  approverB = await t.userWithRoles(['Manager'], { departmentId: deptB });
  outsider = await t.userWithRoles(['Teller'], { departmentId: deptA });
  subjectUser = await t.userWithRoles(['DepartmentDtrMonitoring', 'Manager'], { departmentId: deptA });
  const emp = await db
    .insertInto('employees')
    .values({
      employee_id: 'APR-1',
      first_name: 'Sub',
      last_name: 'Ject',
      department_id: deptA,
      user_id: subjectUser.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  subjectEmployeeId = emp.id;
  const types = await t.admin.get<{ id: number; name: string }[]>('/api/v2/admin/signatories/types');
  assert.equal(types.status, 200);
  recommenderType = types.body.find((s) => s.name === 'Recommender')!.id;
  approverType = types.body.find((s) => s.name === 'Approver')!.id;
  assert.ok(types.body.some((s) => s.name === 'Payroll Checker'));
});

after(async () => {
  await t.close();
});

test('a document type without a chain cannot be submitted', async () => {
  await assert.rejects(submit(requester, 1), /No approval chain is set for Test memo/);
});

test('Admin sets a chain: a recommender of the department, then either of two named approvers', async () => {
  const notAdmin = await requester.post('/api/v2/admin/signatories', {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [{ userId: approverA.userId }],
  });
  assert.equal(notAdmin.status, 403);
  const noMember = await t.admin.post<{ errors: Record<string, string[]> }>('/api/v2/admin/signatories', {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [],
  });
  assert.equal(noMember.status, 400);
  const approve = await t.admin.post<{ id: number; seq: number }>('/api/v2/admin/signatories', {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [{ userId: approverA.userId }, { userId: approverB.userId }],
  });
  assert.equal(approve.status, 201, JSON.stringify(approve.body));
  assert.equal(approve.body.seq, 1);
  // Added in front: the recommender signs first.
  const recommend = await t.admin.post<{ id: number; seq: number }>('/api/v2/admin/signatories', {
    documentType: TYPE,
    signatoryTypeId: recommenderType,
    members: [{ role: 'DepartmentDtrMonitoring', ownDepartment: true }],
    seq: 1,
  });
  assert.equal(recommend.status, 201, JSON.stringify(recommend.body));
  const chain = await t.admin.get<{ seq: number; signatoryTypeName: string; members: { userName: string | null }[] }[]>(
    '/api/v2/admin/signatories',
    { query: { documentType: TYPE } },
  );
  assert.deepEqual(
    chain.body.map((s) => [s.seq, s.signatoryTypeName]),
    [
      [1, 'Recommender'],
      [2, 'Approver'],
    ],
  );
  const types = await t.admin.get<{ code: string; stepCount: number }[]>('/api/v2/admin/signatories/document-types');
  assert.equal(types.body.find((d) => d.code === TYPE)?.stepCount, 2);
});

test('nobody decides their own request or one about their own record; only the step’s signatories decide', async () => {
  const { id } = await submit(requester, 10, subjectEmployeeId);
  const own = await decide(requester, id, true);
  assert.equal(own.status, 403);
  assert.deepEqual(own.body.errors?.generalErrors, [OWN_REQUEST.approve]);
  // The employee the memo is about holds the step's role in the department: still refused.
  const subject = await decide(subjectUser, id, false, 'no');
  assert.equal(subject.status, 403);
  assert.deepEqual(subject.body.errors?.generalErrors, [OWN_RECORD_DECISION.reject]);
  // A department head of another department is not a signatory of this step.
  const other = await decide(otherHead, id, true);
  assert.equal(other.status, 403);
  assert.match(
    other.body.errors?.generalErrors?.[0] ?? '',
    /not a signatory of this request's current step \(step 1: Recommender\)/,
  );
  // Step 2's approvers cannot jump ahead.
  assert.equal((await decide(approverA, id, true)).status, 403);
  assert.equal((await decide(outsider, id, true)).status, 403);
  // Who sees it waiting: only the department's head.
  const headWork = await deptHead.get<{ total: number; items: { key: string; count: number; link: string }[] }>(
    '/api/v2/user/my-work',
  );
  assert.deepEqual(headWork.body.items, [
    { key: `approval:${TYPE}`, label: 'Test memo', count: 1, link: '/test/memos' },
  ]);
  assert.equal(headWork.body.total, 1);
  for (const c of [otherHead, approverA, requester, subjectUser]) {
    const w = await c.get<{ total: number }>('/api/v2/user/my-work');
    assert.equal(w.body.total, 0);
  }
  const step1 = await decide(deptHead, id, true, 'Recommended');
  assert.equal(step1.status, 200, JSON.stringify(step1.body));
  assert.equal(step1.body.status, 'Pending');
  assert.equal(step1.body.currentStep, 2);
  assert.equal(step1.body.canDecide, false);
  const mine = await approverA.get<{ approvals: { requestId: number; summary: string; currentSignatory: string }[] }>(
    '/api/v2/user/my-work',
  );
  assert.deepEqual(
    mine.body.approvals.map((a) => [a.requestId, a.summary, a.currentSignatory]),
    [[id, 'Memo #10', 'Approver']],
  );
  const view = await approverA.get<Detail>(`/api/v2/approvals/requests/${id}`);
  assert.equal(view.body.canDecide, true);
  assert.deepEqual(
    view.body.steps.map((s) => [s.seq, s.state]),
    [
      [1, 'Done'],
      [2, 'Current'],
    ],
  );
  assert.deepEqual(view.body.steps[0]!.signers, ['DepartmentDtrMonitoring of the department']);
  const rejected = await decide(approverB, id, false, 'Not now');
  assert.equal(rejected.status, 200);
  assert.equal(rejected.body.status, 'Rejected');
  assert.deepEqual(
    rejected.body.history.map((h) => [h.action, h.signatoryType, h.remarks]),
    [
      ['Submitted', null, null],
      ['Approved', 'Recommender', 'Recommended'],
      ['Rejected', 'Approver', 'Not now'],
    ],
  );
  assert.deepEqual(events.at(-1), { kind: 'rejected', documentId: 10, remarks: 'Not now' });
  const late = await decide(approverA, id, true);
  assert.equal(late.status, 409);
  // Someone with no part in it does not see it at all; a reader role does.
  assert.equal((await outsider.get(`/api/v2/approvals/requests/${id}`)).status, 404);
  assert.equal((await approverA.get(`/api/v2/approvals/requests/${id}`)).status, 200);
  const signatories = await requester.get<{ signatoryType: string; decision: string }[]>(
    `/api/v2/approvals/documents/${TYPE}/10/signatories`,
  );
  assert.deepEqual(
    signatories.body.map((s) => [s.signatoryType, s.decision]),
    [
      ['Prepared by', 'Submitted'],
      ['Recommender', 'Approved'],
      ['Approver', 'Rejected'],
    ],
  );
});

test('a person signs a request once: a recommender named as approver too cannot approve the next step', async () => {
  const chain = await t.admin.get<{ id: number; seq: number; signatoryTypeId: number }[]>('/api/v2/admin/signatories', {
    query: { documentType: TYPE },
  });
  const step2 = chain.body.find((s) => s.seq === 2)!;
  const put = await t.admin.put(`/api/v2/admin/signatories/${step2.id}`, {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [{ userId: approverA.userId }, { userId: deptHead.userId }],
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const { id } = await submit(requester, 11);
  assert.equal((await decide(deptHead, id, true)).status, 200);
  const again = await decide(deptHead, id, true);
  assert.equal(again.status, 403);
  assert.deepEqual(again.body.errors?.generalErrors, [ALREADY_SIGNED]);
  const done = await decide(approverA, id, true, 'Fine');
  assert.equal(done.body.status, 'Approved');
  assert.deepEqual(events.at(-1), { kind: 'approved', documentId: 11, remarks: 'Fine' });
  const stored = await t.running.database.db
    .selectFrom('app_settings')
    .select('key')
    .where('key', '=', 'memo-11')
    .executeTakeFirst();
  assert.ok(stored);
});

test('an all-must-sign step waits for every named user', async () => {
  const chain = await t.admin.get<{ id: number; seq: number }[]>('/api/v2/admin/signatories', {
    query: { documentType: TYPE },
  });
  const step2 = chain.body.find((s) => s.seq === 2)!;
  await t.admin.put(`/api/v2/admin/signatories/${step2.id}`, {
    documentType: TYPE,
    signatoryTypeId: approverType,
    allMustSign: true,
    members: [{ userId: approverA.userId }, { userId: approverB.userId }],
  });
  const { id } = await submit(requester, 12);
  await decide(deptHead, id, true);
  const first = await decide(approverA, id, true);
  assert.equal(first.body.status, 'Pending');
  assert.equal(first.body.currentStep, 2);
  const second = await decide(approverB, id, true);
  assert.equal(second.body.status, 'Approved');
  await t.admin.put(`/api/v2/admin/signatories/${step2.id}`, {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [{ userId: approverA.userId }, { userId: approverB.userId }],
  });
});

test('the handler runs in the deciding transaction: a failed posting leaves the request pending', async () => {
  const { id } = await submit(requester, FAIL_ON_APPROVE);
  await decide(deptHead, id, true);
  const failed = await decide(approverA, id, true);
  assert.equal(failed.status, 500);
  const view = await approverA.get<Detail>(`/api/v2/approvals/requests/${id}`);
  assert.equal(view.body.status, 'Pending');
  assert.equal(view.body.currentStep, 2);
  assert.equal(view.body.history.length, 2);
});

test('withdraw: only the requester (or the employee it is about), only while pending', async () => {
  const { id } = await submit(requester, 13, subjectEmployeeId);
  const byOther = await approverA.post(`/api/v2/approvals/requests/${id}/withdrawal`, { reason: 'x' });
  assert.equal(byOther.status, 403);
  const bySubject = await subjectUser.get<Detail>(`/api/v2/approvals/requests/${id}`);
  assert.equal(bySubject.body.canWithdraw, true);
  const ok = await requester.post<Detail>(`/api/v2/approvals/requests/${id}/withdrawal`, { reason: 'Filed twice' });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.status, 'Withdrawn');
  assert.deepEqual(events.at(-1), { kind: 'withdrawn', documentId: 13, remarks: 'Filed twice' });
  assert.equal((await requester.post(`/api/v2/approvals/requests/${id}/withdrawal`, {})).status, 409);
  // A withdrawn document may be submitted again; two open requests for one document may not.
  await submit(requester, 13);
  await assert.rejects(submit(requester, 13), /already has a pending approval request/);
});

test('chain upkeep: the last step stays; removing a step moves waiting requests to the new last step', async () => {
  const { id } = await submit(requester, 14);
  await decide(deptHead, id, true);
  const chain = await t.admin.get<{ id: number; seq: number }[]>('/api/v2/admin/signatories', {
    query: { documentType: TYPE },
  });
  const [s1, s2] = chain.body;
  // Move the approver step first, then remove the recommender (now step 2).
  const moved = await t.admin.put<{ seq: number }>(`/api/v2/admin/signatories/${s2!.id}`, {
    documentType: TYPE,
    signatoryTypeId: approverType,
    members: [{ userId: approverA.userId }, { userId: approverB.userId }],
    seq: 1,
  });
  assert.equal(moved.body.seq, 1);
  assert.equal((await t.admin.delete(`/api/v2/admin/signatories/${s1!.id}`)).status, 204);
  const view = await approverA.get<Detail>(`/api/v2/approvals/requests/${id}`);
  assert.equal(view.body.currentStep, 1);
  assert.equal(view.body.canDecide, true);
  const last = await t.admin.delete<{ errors: { generalErrors: string[] } }>(`/api/v2/admin/signatories/${s2!.id}`);
  assert.equal(last.status, 409);
});

test('signatory types: Admin adds and renames; names are unique', async () => {
  const add = await t.admin.post<{ id: number; name: string }>('/api/v2/admin/signatories/types', {
    name: 'Witnessed by',
    description: 'A witness signs the document',
  });
  assert.equal(add.status, 201);
  const dup = await t.admin.post('/api/v2/admin/signatories/types', { name: 'witnessed BY' });
  assert.equal(dup.status, 409);
  const put = await t.admin.put<{ isActive: boolean }>(`/api/v2/admin/signatories/types/${add.body.id}`, {
    name: 'Witnessed by',
    isActive: false,
  });
  assert.equal(put.body.isActive, false);
  assert.equal((await requester.get('/api/v2/admin/signatories/types')).status, 403);
});

test('twenty concurrent approvals of one request decide it once', async () => {
  const { id } = await submit(requester, 20);
  const calls = Array.from({ length: 20 }, (_, i) =>
    decide(i % 2 === 0 ? approverA : approverB, id, true, `call ${i}`),
  );
  const results = await Promise.all(calls);
  const ok = results.filter((r) => r.status === 200);
  assert.equal(ok.length, 1, JSON.stringify(results.map((r) => r.status)));
  assert.ok(results.every((r) => r.status === 200 || r.status === 409));
  const decisions = await t.running.database.db
    .selectFrom('approval_decisions')
    .select('action')
    .where('request_id', '=', id)
    .where('action', '=', 'Approved')
    .execute();
  assert.equal(decisions.length, 1);
  assert.equal(events.filter((e) => e.kind === 'approved' && e.documentId === 20).length, 1);
});
