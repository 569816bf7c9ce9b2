import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApprovalState, ServiceRequestAction as A, ServiceRequestStatus as S } from '@ilaw/contracts/msd/enums';
import { MESSAGES, allowedActions, refusal, type RequestState } from './transitions.ts';

const t = new Date('2026-11-23T02:00:00Z');
const filed: RequestState = {
  status: S.ForSchedule,
  approvalState: ApprovalState.Pending,
  teamId: null,
  dispatchedAt: null,
  arrivedAt: null,
  findings: null,
};
const approved: RequestState = { ...filed, approvalState: ApprovalState.Approved };
const scheduled: RequestState = { ...approved, status: S.Scheduled, teamId: 1 };
const dispatched: RequestState = { ...scheduled, dispatchedAt: t };
const arrived: RequestState = { ...dispatched, arrivedAt: t };
const withFindings: RequestState = { ...arrived, findings: 'Loose connection at the service drop.' };

const cases: [string, RequestState, A, string | null][] = [
  ['a pending request is approved', filed, A.Approve, null],
  ['a pending request is rejected', filed, A.Reject, null],
  ['an approved request is not approved again', approved, A.Approve, MESSAGES.notPending],
  ['a pending request is not assigned', filed, A.Assign, MESSAGES.awaitingApproval],
  [
    'a rejected request is not assigned',
    { ...filed, approvalState: ApprovalState.Rejected },
    A.Assign,
    MESSAGES.rejected,
  ],
  ['a request needing no approval is assigned', { ...filed, approvalState: ApprovalState.New }, A.Assign, null],
  ['an approved request is assigned', approved, A.Assign, null],
  ['a scheduled request is reassigned', scheduled, A.Assign, null],
  ['a dispatched request is not reassigned', dispatched, A.Assign, MESSAGES.alreadyDispatched],
  ['a scheduled request is rescheduled', scheduled, A.Reschedule, null],
  ['no reschedule before assignment', approved, A.Reschedule, MESSAGES.notAssigned],
  ['no reschedule after dispatch', dispatched, A.Reschedule, MESSAGES.dispatchedNoReschedule],
  ['no dispatch before assignment', approved, A.Dispatch, MESSAGES.notAssigned],
  ['dispatch once', dispatched, A.Dispatch, MESSAGES.dispatchedAlready],
  ['no arrival before dispatch', scheduled, A.Arrive, MESSAGES.notDispatched],
  ['arrival once', arrived, A.Arrive, MESSAGES.arrivedAlready],
  ['no findings before arrival', dispatched, A.Findings, MESSAGES.notArrived],
  ['findings after arrival', arrived, A.Findings, null],
  ['findings updated', withFindings, A.Findings, null],
  ['no accomplishment without findings', arrived, A.Accomplish, MESSAGES.noFindings],
  ['accomplished with findings', withFindings, A.Accomplish, null],
  ['cancelled while pending', filed, A.Cancel, null],
  ['cancelled while scheduled', dispatched, A.Cancel, null],
  ['nothing after accomplishment', { ...withFindings, status: S.Accomplished }, A.Cancel, MESSAGES.accomplished],
  ['nothing after cancellation', { ...filed, status: S.Cancelled }, A.Approve, MESSAGES.cancelled],
];

for (const [name, state, action, expected] of cases) {
  test(name, () => assert.equal(refusal(state, action), expected));
}

test('allowed actions follow the roles and the engine', () => {
  assert.deepEqual(allowedActions(filed, ['ServiceRequestApprover'], true), [A.Approve, A.Reject]);
  assert.deepEqual(allowedActions(filed, ['ServiceRequestApprover'], false), []);
  assert.deepEqual(allowedActions(approved, ['ServiceRequestAssigner'], false), [A.Assign, A.Cancel]);
  assert.deepEqual(allowedActions(scheduled, ['ServiceRequestAssigner'], false), [A.Assign, A.Reschedule, A.Cancel]);
  assert.deepEqual(allowedActions(scheduled, ['ServiceRequestLineman'], false), [A.Reschedule, A.Dispatch, A.Cancel]);
  assert.deepEqual(allowedActions(arrived, ['ServiceRequestLineman'], false), [A.Findings, A.Cancel]);
  assert.deepEqual(allowedActions(withFindings, ['ServiceRequestLineman'], false), [
    A.Findings,
    A.Accomplish,
    A.Cancel,
  ]);
  assert.deepEqual(allowedActions(scheduled, ['ServiceRequest'], false), [A.Cancel]);
});
