// Service requests end to end through both doors: filing for a consumer or a location, the two
// approvals through the engine, assignment, the crew's times, findings with a photo,
// accomplishment, remarks, edits, cancellation and every refusal on the way.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { ALREADY_SIGNED, OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { addServiceRequestRemarksEndpoint } from '@ilaw/contracts/msd/service-requests/add-service-request-remarks';
import { addServiceRequestRemarksTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/add-tsd-service-request-remarks';
import { changeServiceRequestStatusEndpoint as statusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { changeServiceRequestStatusTsdEndpoint as crewEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { createServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/create-tsd-service-request';
import { downloadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/download-service-request-attachment';
import { downloadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/download-tsd-service-request-attachment';
import { exportServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/export-service-requests';
import { exportServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/export-tsd-service-requests';
import { getServiceRequestEditFormEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request-edit-form';
import { getServiceRequestEditFormTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request-edit-form';
import { getServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request';
import { getServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { listServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/list-tsd-service-requests';
import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import { searchServiceRequestConsumersEndpoint } from '@ilaw/contracts/msd/consumers/search-consumers';
import { updateServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/update-service-request';
import { updateServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/update-tsd-service-request';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { uploadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/upload-service-request-attachment';
import { uploadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/upload-tsd-service-request-attachment';
import { multipart, upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd, toArrived, type Msd } from './msd-support.ts';
import { MESSAGES } from '../../src/modules/msd/compute/transitions.ts';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('service requests', () => {
  let t: TestApp;
  let m: Msd;
  before(async () => {
    t = await createTestApp();
    m = await setUpMsd(t);
  });
  after(() => t.close());

  test('a complaint is filed for a consumer, numbered, clocked and waiting for approval', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-LEAN') });
    assert.match(sr.requestNo, /^SR-\d{4}-\d{6}$/);
    assert.equal(sr.accountNo, m.accountNo);
    assert.equal(sr.branchCode, 5);
    assert.equal(sr.neaCategory, '4b');
    assert.equal(sr.targetHours, 40);
    assert.equal(sr.clockBasis, 'WorkingHours');
    assert.equal(sr.status, 'ForSchedule');
    assert.equal(sr.approvalState, 'Pending');
    assert.ok(new Date(sr.dueAt) > new Date(sr.receivedAt));
    assert.deepEqual(
      sr.history.map((h) => h.event),
      ['New'],
    );
    assert.equal(sr.approval?.currentStep, 1);
  });

  test('a location without a consumer needs its branch and barangay', async () => {
    const res = await m.clerk.send(createServiceRequestEndpoint, {
      body: complaint(m, 'NP-PRI', { consumerId: null, locationType: 'StreetLight' }),
    });
    assert.equal(res.status, 400);
    assert.ok(errorsOf(res.body).includes('Choose the branch of the location.'));
    const ok = await m.clerk.call(createServiceRequestEndpoint, {
      body: complaint(m, 'NP-PRI', {
        consumerId: null,
        locationType: 'StreetLight',
        branchCode: 10,
        barangay: 'Poblacion',
        landmark: 'Near the plaza',
        latitude: '12.3712',
        longitude: '121.0678',
      }),
    });
    // No power needs no approval: it is New, and counted round the clock.
    assert.equal(ok.approvalState, 'New');
    assert.equal(ok.clockBasis, 'Calendar');
    assert.equal(ok.branchCode, 10);
    assert.equal(ok.consumerId, null);
    assert.equal(new Date(ok.dueAt).getTime() - new Date(ok.receivedAt).getTime(), 4 * 3_600_000);
  });

  test('a retry with the same request key files once', async () => {
    const body = complaint(m, 'KWH-DEF', { requestKey: 'retry-key-0001' });
    const a = await m.clerk.call(createServiceRequestEndpoint, { body });
    const b = await m.clerk.call(createServiceRequestEndpoint, { body });
    assert.equal(a.id, b.id);
  });

  test('a subtype of another type, an unknown consumer and a non-technical type on the technical side are refused', async () => {
    const wrong = await m.clerk.send(createServiceRequestEndpoint, {
      body: { ...complaint(m, 'POLE-LEAN'), subtypeId: m.types.get('KWH-DEF')! },
    });
    assert.equal(wrong.status, 400);
    assert.ok(errorsOf(wrong.body).includes('Choose a subtype of the chosen type.'));
    const noConsumer = await m.clerk.send(createServiceRequestEndpoint, {
      body: complaint(m, 'POLE-LEAN', { consumerId: 99999999 }),
    });
    assert.equal(noConsumer.status, 400);
    const tsd = await m.lineman.send(createServiceRequestTsdEndpoint, { body: complaint(m, 'OTH') });
    assert.equal(tsd.status, 400);
    assert.ok(errorsOf(tsd.body).includes('Choose a type the technical side handles.'));
    const filedByCrew = await m.lineman.call(createServiceRequestTsdEndpoint, { body: complaint(m, 'POLE-ROT') });
    assert.equal(filedByCrew.neaCategory, '4a');
  });

  test('two approvals: the first approver cannot sign twice, the filer never, the second approval makes it assignable', async () => {
    const filer = await t.userWithRoles(['ServiceRequest', 'ServiceRequestApprover']);
    const sr = await filer.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-RR') });
    const own = await filer.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(OWN_REQUEST.approve));
    const early = await m.assigner.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    assert.equal(early.status, 409);
    assert.ok(errorsOf(early.body).includes(MESSAGES.awaitingApproval));
    const noRole = await m.clerk.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(noRole.status, 403);

    const first = await m.approver1.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Approve', remarks: 'Checked on site.' },
    });
    assert.equal(first.approvalState, 'Pending');
    assert.equal(first.approval?.currentStep, 2);
    const twice = await m.approver1.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(twice.status, 403);
    assert.ok(errorsOf(twice.body).includes(ALREADY_SIGNED));

    const second = await m.approver2.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(second.approvalState, 'Approved');
    assert.deepEqual(
      second.history.map((h) => h.event),
      ['New', 'FirstApproval', 'SecondApproval'],
    );
    assert.equal(second.history[1]!.details, 'Checked on site.');
    const again = await m.approver2.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(MESSAGES.notPending));
  });

  test('the generic approval endpoint (My work) decides the same request and the timeline shows it', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-CU') });
    await m.approver1.call(decideApprovalEndpoint, {
      params: { id: sr.approval!.requestId },
      body: { approve: true, remarks: null },
    });
    const after1 = await m.clerk.call(getServiceRequestEndpoint, { params: { id: sr.id } });
    assert.deepEqual(
      after1.history.map((h) => h.event),
      ['New', 'FirstApproval'],
    );
  });

  test('a rejection needs remarks and stops the request', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-REL') });
    const bare = await m.approver1.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reject' } as never,
    });
    assert.equal(bare.status, 400);
    const rejected = await m.approver1.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reject', remarks: 'Private pole; refer to the owner.' },
    });
    assert.equal(rejected.approvalState, 'Rejected');
    assert.equal(rejected.history.at(-1)!.event, 'Rejected');
    const assign = await m.assigner.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    assert.equal(assign.status, 409);
    assert.ok(errorsOf(assign.body).includes(MESSAGES.rejected));
  });

  test("the crew's side: dispatched, arrived, findings with a photo, accomplished; the timeline shows every step", async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-LEAN') });
    await m.approver1.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    await m.approver2.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    const tooEarly = await m.lineman.send(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Dispatch' } });
    assert.equal(tooEarly.status, 409);
    assert.ok(errorsOf(tooEarly.body).includes(MESSAGES.notAssigned));
    const notAssigner = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    assert.equal(notAssigner.status, 403);
    const assigned = await m.assigner.call(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    assert.equal(assigned.status, 'Scheduled');
    assert.equal(assigned.teamId, m.teamId);

    const future = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Dispatch', at: '2099-01-01T08:00:00+08:00' },
    });
    assert.equal(future.status, 400);
    const beforeReceipt = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Dispatch', at: '2020-01-01T08:00:00+08:00' },
    });
    assert.equal(beforeReceipt.status, 400);
    const noArrival = await m.lineman.send(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Accomplish' } });
    assert.equal(noArrival.status, 409);

    await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Dispatch' } });
    const arrived = await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Arrive' } });
    assert.ok(arrived.arrivedAt);
    const noFindings = await m.lineman.send(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Accomplish' } });
    assert.equal(noFindings.status, 409);
    assert.ok(errorsOf(noFindings.body).includes(MESSAGES.noFindings));
    await m.lineman.call(crewEndpoint, {
      body: {
        serviceRequestId: sr.id,
        action: 'Findings',
        findings: 'Pole leaning 15 degrees.',
        actionTaken: 'Pole straightened and guyed.',
        materialsUsed: 'Guy wire 10 m, 1 anchor',
      },
    });
    const photo = await upload(
      m.lineman,
      contractUrl(uploadServiceRequestAttachmentTsdEndpoint),
      { serviceRequestId: String(sr.id), isFinding: 'true', description: 'After' },
      { name: 'after.png', bytes: PNG },
    );
    assert.equal(photo.status, 201, JSON.stringify(photo.body));
    const updated = await m.lineman.call(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Findings', findings: 'Pole leaning 15 degrees; base rotten.' },
    });
    assert.equal(updated.findings, 'Pole leaning 15 degrees; base rotten.');
    const done = await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Accomplish' } });
    assert.equal(done.status, 'Accomplished');
    assert.deepEqual(
      done.history.map((h) => h.event),
      [
        'New',
        'FirstApproval',
        'SecondApproval',
        'AssignedToTeam',
        'Dispatched',
        'Arrived',
        'UploadedFindings',
        'UploadedAttachments',
        'UpdatedFindings',
        'Accomplished',
      ],
    );
    const att = done.attachments[0]!;
    assert.equal(att.isFinding, true);
    assert.equal(att.fileName, 'after.png');
    const img = await m.lineman.request(
      'GET',
      contractUrl(downloadServiceRequestAttachmentTsdEndpoint, { id: att.id }, { inline: 'true' }),
    );
    assert.equal(img.status, 200);
    assert.match(String(img.headers['content-disposition']), /^inline/);
    assert.deepEqual(img.raw, PNG);
    const cancel = await m.clerk.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Cancel', reason: 'Too late.' },
    });
    assert.equal(cancel.status, 409);
    assert.ok(errorsOf(cancel.body).includes(MESSAGES.accomplished));
    const msdView = await m.clerk.call(getServiceRequestEndpoint, { params: { id: sr.id } });
    assert.equal(msdView.status, 'Accomplished');
    assert.equal(msdView.allowedActions.length, 0);
  });

  test('remarks, the edit form and edits while open; no edits once the crew is dispatched', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'NP-RES') });
    const withRemarks = await m.clerk.call(addServiceRequestRemarksEndpoint, {
      body: { serviceRequestId: sr.id, remarks: 'Consumer called again at 3 PM.' },
    });
    assert.equal(withRemarks.history.at(-1)!.event, 'AddedRemarks');
    const form = await m.clerk.call(getServiceRequestEditFormEndpoint, { params: { id: sr.id } });
    assert.equal(form.consumerId, m.consumerId);
    const edited = await m.clerk.call(updateServiceRequestEndpoint, {
      params: { msdServiceRequestId: sr.id },
      body: { ...complaint(m, 'NP-DT'), description: 'Whole street without power.' },
    });
    assert.equal(edited.neaCategory, '1b');
    assert.equal(edited.description, 'Whole street without power.');
    assert.equal(edited.history.at(-1)!.event, 'Updated');
    assert.match(edited.history.at(-1)!.details ?? '', /subtypeId/);
    const tsdForm = await m.assigner.call(getServiceRequestEditFormTsdEndpoint, { params: { id: sr.id } });
    assert.equal(tsdForm.subtypeId, m.types.get('NP-DT'));
    await m.assigner.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-23' },
    });
    await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Dispatch' } });
    const late = await m.assigner.send(updateServiceRequestTsdEndpoint, {
      params: { msdServiceRequestId: sr.id },
      body: complaint(m, 'NP-DT'),
    });
    assert.equal(late.status, 409);
    const reassign = await m.assigner.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    assert.equal(reassign.status, 409);
  });

  test('the crew reschedules before dispatch and cancels from the field, each a history event', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'POLE-LEAN') });
    await m.approver1.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    await m.approver2.call(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    const early = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-25', reason: 'Rain.' },
    });
    assert.equal(early.status, 409);
    assert.ok(errorsOf(early.body).includes(MESSAGES.notAssigned));
    await m.assigner.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-24' },
    });
    const noReason = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-25', reason: '' },
    });
    assert.equal(noReason.status, 400);
    const sameDay = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-24', reason: 'Rain.' },
    });
    assert.equal(sameDay.status, 400);
    const moved = await m.lineman.call(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-26', reason: 'Flooded road.' },
    });
    assert.equal(moved.scheduleDate, '2026-11-26');
    assert.equal(moved.status, 'Scheduled');
    assert.equal(moved.history.at(-1)!.event, 'Updated');
    assert.match(moved.history.at(-1)!.details ?? '', /Flooded road/);
    const clerkCannot = await m.clerk.send(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-27', reason: 'x' },
    });
    assert.equal(clerkCannot.status, 403);
    await m.lineman.call(crewEndpoint, { body: { serviceRequestId: sr.id, action: 'Dispatch' } });
    const late = await m.lineman.send(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Reschedule', scheduleDate: '2026-11-28', reason: 'Rain.' },
    });
    assert.equal(late.status, 409);
    assert.ok(errorsOf(late.body).includes(MESSAGES.dispatchedNoReschedule));
    const cancelled = await m.lineman.call(crewEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Cancel', reason: 'Pole already replaced by the LGU.' },
    });
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal(cancelled.history.at(-1)!.event, 'Cancelled');
  });

  test('cancelling a request waiting for approval closes its approval', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'KWH-TEST') });
    const cancelled = await m.clerk.call(statusEndpoint, {
      body: { serviceRequestId: sr.id, action: 'Cancel', reason: 'Consumer withdrew the request.' },
    });
    assert.equal(cancelled.status, 'Cancelled');
    assert.equal(cancelled.approval?.status, 'Withdrawn');
    assert.equal(cancelled.cancelReason, 'Consumer withdrew the request.');
    const approve = await m.approver1.send(statusEndpoint, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    assert.equal(approve.status, 409);
  });

  test('the list filters, sorts and pages; the export holds the same rows; each door has its roles', async () => {
    await toArrived(m);
    const page = await m.clerk.call(listServiceRequestsEndpoint, {
      query: { status: 'Scheduled', itemsPerPage: 5, sort: 'requestNo', order: 'asc' },
    });
    assert.ok(page.total >= 1);
    assert.ok(page.data.every((r) => r.status === 'Scheduled'));
    const byAccount = await m.clerk.call(listServiceRequestsEndpoint, { query: { search: m.accountNo } });
    assert.ok(byAccount.total >= 1 && byAccount.data.every((r) => r.accountNo === m.accountNo));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filedToday = await m.clerk.call(listServiceRequestsEndpoint, {
      query: { search: m.accountNo, dateFrom: today, dateTo: today },
    });
    assert.equal(filedToday.total, byAccount.total);
    const filedLongAgo = await m.clerk.call(listServiceRequestsEndpoint, {
      query: { search: m.accountNo, dateTo: '2020-01-01' },
    });
    assert.equal(filedLongAgo.total, 0);
    const pending = await m.clerk.call(listServiceRequestsEndpoint, { query: { approvalState: 'Pending' } });
    assert.ok(pending.data.every((r) => r.approvalState === 'Pending'));
    const crew = await m.lineman.call(listServiceRequestsTsdEndpoint, { query: { teamId: m.teamId } });
    assert.ok(crew.data.every((r) => r.teamId === m.teamId));
    const badSort = await m.clerk.send(listServiceRequestsEndpoint, { query: { sort: 'nope' as never } });
    assert.equal(badSort.status, 400);
    const file = await m.clerk.request(
      'GET',
      contractUrl(exportServiceRequestsEndpoint, undefined, { status: 'Scheduled' }),
    );
    assert.equal(file.status, 200);
    assert.equal(file.raw.subarray(0, 2).toString(), 'PK');
    assert.equal((await m.lineman.send(listServiceRequestsEndpoint, { query: {} })).status, 403);
    assert.equal((await m.clerk.send(listServiceRequestsTsdEndpoint, { query: {} })).status, 403);
    const one = await m.lineman.call(getServiceRequestTsdEndpoint, { params: { id: page.data[0]!.id } });
    assert.equal(one.id, page.data[0]!.id);
  });

  test("billing's consumers are searched by account, name or meter; a consumer's page lists their requests", async () => {
    await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'KWH-DEF') });
    const found = await m.clerk.call(searchServiceRequestConsumersEndpoint, { query: { search: m.accountNo } });
    assert.equal(found[0]?.id, m.consumerId);
    const short = await m.clerk.send(searchServiceRequestConsumersEndpoint, { query: { search: 'a' } });
    assert.equal(short.status, 400);
    // The consumer's page: the account without money, and only their requests.
    const account = await m.clerk.call(getServiceRequestConsumerEndpoint, { params: { id: m.consumerId } });
    assert.equal(account.accountNo, m.accountNo);
    assert.equal(account.accountStatus, 1);
    assert.equal((await m.clerk.send(getServiceRequestConsumerEndpoint, { params: { id: 99999999 } })).status, 404);
    const other = await m.clerk.call(createServiceRequestEndpoint, {
      body: complaint(m, 'NP-PRI', { consumerId: null, branchCode: 15, barangay: 'Pag-asa' }),
    });
    const theirs = await m.clerk.call(listServiceRequestsEndpoint, {
      query: { consumerId: m.consumerId, itemsPerPage: 100 },
    });
    assert.ok(theirs.total >= 1);
    assert.ok(theirs.data.every((r) => r.consumerId === m.consumerId));
    assert.ok(!theirs.data.some((r) => r.id === other.id));
  });

  test("the other door's copies: documents attached and downloaded (never inline), remarks and the export", async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'OTH') });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await upload(
      m.clerk,
      contractUrl(uploadServiceRequestAttachmentEndpoint),
      { serviceRequestId: String(sr.id), description: 'Letter of the barangay captain' },
      { name: 'letter.pdf', bytes: pdf },
    );
    assert.equal(up.status, 201, JSON.stringify(up.body));
    const detail = await m.clerk.call(getServiceRequestEndpoint, { params: { id: sr.id } });
    const doc = detail.attachments[0]!;
    assert.equal(doc.isFinding, false);
    assert.equal(detail.history.at(-1)!.event, 'UploadedAttachments');
    const file = await m.clerk.request(
      'GET',
      contractUrl(downloadServiceRequestAttachmentEndpoint, { id: doc.id }, { inline: 'true' }),
    );
    assert.equal(file.status, 200);
    assert.match(String(file.headers['content-disposition']), /^attachment/);
    assert.equal(
      (await m.clerk.send(downloadServiceRequestAttachmentEndpoint, { params: { id: 999999 }, query: {} })).status,
      404,
    );
    const noFile = await m.clerk.request('POST', contractUrl(uploadServiceRequestAttachmentEndpoint), {
      ...multipart([{ name: 'serviceRequestId', value: String(sr.id) }]),
    });
    assert.equal(noFile.status, 400);
    const remarks = await m.assigner.call(addServiceRequestRemarksTsdEndpoint, {
      body: { serviceRequestId: sr.id, remarks: 'Crew to check on Monday.' },
    });
    assert.equal(remarks.history.at(-1)!.by?.startsWith('Test User'), true);
    const empty = await m.assigner.send(addServiceRequestRemarksTsdEndpoint, {
      body: { serviceRequestId: sr.id, remarks: '' },
    });
    assert.equal(empty.status, 400);
    const sheet = await m.lineman.request('GET', contractUrl(exportServiceRequestsTsdEndpoint, undefined, {}));
    assert.equal(sheet.status, 200);
    assert.equal(sheet.raw.subarray(0, 2).toString(), 'PK');
    assert.equal((await m.clerk.send(exportServiceRequestsTsdEndpoint, { query: {} })).status, 403);
  });

  test('My work: approvals wait for the first approver; requests to assign for the assigner; scheduled ones for the crews', async () => {
    const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'SD-OT') });
    const work1 = await m.approver1.call(myWorkEndpoint);
    assert.ok(work1.approvals.some((a) => a.documentId === sr.id));
    await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, 'RECON') });
    const toAssign = (await m.assigner.call(myWorkEndpoint)).items.find((i) => i.key === 'msd.requests-to-assign');
    assert.ok(toAssign !== undefined && toAssign.count >= 1);
    assert.equal(toAssign.link, '/tsd/service-requests?status=ForSchedule');
    await toArrived(m, 'NP-RES');
    const crew = (await m.lineman.call(myWorkEndpoint)).items.find((i) => i.key === 'msd.requests-in-the-field');
    assert.ok(crew !== undefined && crew.count >= 1);
  });

  test('unknown requests answer 404', async () => {
    assert.equal((await m.clerk.send(getServiceRequestEndpoint, { params: { id: 999999 } })).status, 404);
    assert.equal(
      (await m.clerk.send(statusEndpoint, { body: { serviceRequestId: 999999, action: 'Cancel', reason: 'x' } }))
        .status,
      404,
    );
  });
});
