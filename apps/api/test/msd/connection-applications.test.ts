// New connections end to end: filing with the name kinds and the documents checklist, the
// pre-membership seminar, the stages with their timeline and time in each, corrections, the
// list's filters and export, and every refusal on the way (issue 14 item 4).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConnectionApplicationEndpoint as createEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { exportConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/export-connection-applications';
import { getConnectionApplicationEndpoint as getEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint as listEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { moveConnectionApplicationEndpoint as moveEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { updateConnectionApplicationEndpoint as updateEndpoint } from '@ilaw/contracts/msd/connection-applications/update-connection-application';
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import { exportPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/export-pms-seminars';
import { getPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/get-pms-seminar';
import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import { recordPmsAttendanceEndpoint as attendanceEndpoint } from '@ilaw/contracts/msd/pms-seminars/record-pms-attendance';
import { CONNECTION_DOCUMENTS } from '@ilaw/contracts/msd/enums';
import { STAGE_MESSAGES } from '../../src/modules/msd/compute/connection-stages.ts';
import { PMS_MESSAGES } from '../../src/modules/msd/pms-seminars/record-pms-attendance.ts';
import { SEMINAR_FULL } from '../../src/modules/msd/pms-seminars/pms-seminar-queries.ts';
import { NOT_EDITABLE } from '../../src/modules/msd/connection-applications/update-connection-application.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { application, passedInspection, setUpNca, toEvaluation, toPayment, type Nca } from './connection-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('new connection applications', () => {
  let t: TestApp;
  let n: Nca;
  before(async () => {
    t = await createTestApp();
    n = await setUpNca(t);
  });
  after(() => t.close());

  test('an application is filed, numbered, For Inspection, its checklist complete', async () => {
    const a = await n.clerk.call(createEndpoint, { body: application(n) });
    assert.match(a.applicationNo, /^NCA-\d{4}-\d{6}$/);
    assert.equal(a.stage, 'ForInspection');
    assert.equal(a.loadKw, '3.50');
    assert.deepEqual(a.missingDocuments, []);
    assert.deepEqual(
      a.timeline.map((s) => s.stage),
      ['ForInspection'],
    );
    assert.equal(a.timeline[0]!.leftAt, null);
    assert.equal(a.nextStage, null, 'For Inspection leaves through an inspection, not a button');
    assert.equal(a.mayEdit, true);
    assert.equal(a.mayInspect, false);
    const again = await n.clerk.call(createEndpoint, { body: application(n) });
    assert.notEqual(again.applicationNo, a.applicationNo);
  });

  test('the name kinds: a joint application needs the spouse, a juridical one the entity', async () => {
    const joint = await n.clerk.send(createEndpoint, { body: application(n, { applicantType: 'Joint' }) });
    assert.equal(joint.status, 400);
    assert.ok(errorsOf(joint.body).includes("Enter the spouse's name of a joint application."));
    const juridical = await n.clerk.send(createEndpoint, { body: application(n, { applicantType: 'Juridical' }) });
    assert.equal(juridical.status, 400);
    assert.ok(errorsOf(juridical.body).includes('Enter the name of the juridical entity.'));
    const ok = await n.clerk.call(createEndpoint, {
      body: application(n, {
        applicantType: 'Juridical',
        capacity: 'Tenant',
        juridicalName: 'SAN JOSE FARMERS COOPERATIVE',
        spouseName: 'ignored for a juridical applicant',
        documents: ['ValidId'],
      }),
    });
    assert.equal(ok.juridicalName, 'SAN JOSE FARMERS COOPERATIVE');
    assert.equal(ok.spouseName, null);
    assert.deepEqual(ok.missingDocuments, [
      CONNECTION_DOCUMENTS.Registration,
      CONNECTION_DOCUMENTS.BoardResolution,
      CONNECTION_DOCUMENTS.LeaseContract,
      CONNECTION_DOCUMENTS.ElectricalPermit,
      CONNECTION_DOCUMENTS.WiringPlan,
      CONNECTION_DOCUMENTS.Sketch,
    ]);
    assert.deepEqual(
      ok.requiredDocuments.filter((d) => d.received).map((d) => d.code),
      ['ValidId'],
    );
  });

  test('a load must be a positive decimal; a retry with the same key answers the first application', async () => {
    const bad = await n.clerk.send(createEndpoint, { body: application(n, { loadKw: '-1' }) });
    assert.equal(bad.status, 400);
    const key = `nca-${n.tag}-retry`;
    const first = await n.clerk.call(createEndpoint, { body: { ...application(n), requestKey: key } });
    const retry = await n.clerk.call(createEndpoint, { body: { ...application(n), requestKey: key } });
    assert.equal(retry.id, first.id);
  });

  test('the seminar: enrol, attend once, never before its date, seats limited', async () => {
    const a = await n.clerk.call(createEndpoint, { body: application(n) });
    const notEnrolled = await n.clerk.send(attendanceEndpoint, {
      params: { id: n.seminarId },
      body: { applicationId: a.id, action: 'Attended' },
    });
    assert.equal(notEnrolled.status, 409);
    assert.ok(errorsOf(notEnrolled.body).includes(PMS_MESSAGES.notEnrolled));
    await n.clerk.call(attendanceEndpoint, {
      params: { id: n.seminarId },
      body: { applicationId: a.id, action: 'Enrol' },
    });
    const seminar = await n.clerk.call(attendanceEndpoint, {
      params: { id: n.seminarId },
      body: { applicationId: a.id, action: 'Attended' },
    });
    const row = seminar.attendees.find((x) => x.applicationId === a.id)!;
    assert.ok(row.attendedAt);
    const twice = await n.clerk.send(attendanceEndpoint, {
      params: { id: n.seminarId },
      body: { applicationId: a.id, action: 'Attended' },
    });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(PMS_MESSAGES.attendedAlready));
    const detail = await n.clerk.call(getEndpoint, { params: { id: a.id } });
    assert.equal(detail.pmsSeminarId, n.seminarId);
    assert.ok(detail.pmsAttendedAt);

    const future = await n.clerk.call(createPmsSeminarEndpoint, {
      body: { seminarDate: '2099-01-15', startTime: '13:30', venue: 'Barangay hall', branchCode: 5, seats: 1 },
    });
    const b = await n.clerk.call(createEndpoint, { body: application(n, { pmsSeminarId: future.id }) });
    assert.equal(b.pmsSeminarId, future.id);
    const early = await n.clerk.send(attendanceEndpoint, {
      params: { id: future.id },
      body: { applicationId: b.id, action: 'Attended' },
    });
    assert.equal(early.status, 409);
    assert.ok(errorsOf(early.body).includes(PMS_MESSAGES.notYetHeld));
    const c = await n.clerk.call(createEndpoint, { body: application(n) });
    const full = await n.clerk.send(attendanceEndpoint, {
      params: { id: future.id },
      body: { applicationId: c.id, action: 'Enrol' },
    });
    assert.equal(full.status, 409);
    assert.ok(errorsOf(full.body).includes(SEMINAR_FULL));
    const withdrawn = await n.clerk.call(attendanceEndpoint, {
      params: { id: future.id },
      body: { applicationId: b.id, action: 'Withdraw' },
    });
    assert.equal(withdrawn.enrolled, 0);
    const listed = await n.clerk.call(listPmsSeminarsEndpoint, {
      query: { dateFrom: '2099-01-15', dateTo: '2099-01-15' },
    });
    assert.ok(listed.data.some((s) => s.id === future.id && s.seats === 1));
    const got = await n.clerk.call(getPmsSeminarEndpoint, { params: { id: n.seminarId } });
    assert.ok(got.attended >= 1);
    const file = await n.clerk.request('GET', contractUrl(exportPmsSeminarsEndpoint));
    assert.equal(file.status, 200);
    assert.equal(file.raw.subarray(0, 2).toString(), 'PK');
  });

  test('through the stages: evaluation by another officer, then the teller and the crew; time in each stage', async () => {
    const a = await toEvaluation(n);
    assert.equal(a.stage, 'ForEvaluation');
    const own = await n.clerk.send(moveEndpoint, { params: { id: a.id }, body: { to: 'ForPayment' } });
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(STAGE_MESSAGES.ownEvaluation));
    const asClerk = await n.clerk.call(getEndpoint, { params: { id: a.id } });
    assert.equal(asClerk.moveRefusal, STAGE_MESSAGES.ownEvaluation);
    const paid = await n.officer.call(moveEndpoint, {
      params: { id: a.id },
      body: { to: 'ForPayment', remarks: 'Checklist complete.' },
    });
    assert.equal(paid.stage, 'ForPayment');
    assert.equal(paid.mayEdit, false);
    assert.equal(paid.nextStage, null, 'the OR moves it on (connection-orders.test.ts)');
    const skip = await n.clerk.send(moveEndpoint, { params: { id: a.id }, body: { to: 'Accomplished' } });
    assert.equal(skip.status, 409);
    assert.ok(errorsOf(skip.body).includes(STAGE_MESSAGES.notNext('For Payment', 'Accomplished')));
    const byHand = await n.clerk.send(moveEndpoint, { params: { id: a.id }, body: { to: 'ForInstalling' } });
    assert.equal(byHand.status, 409);
    assert.ok(errorsOf(byHand.body).includes(STAGE_MESSAGES.paidAtTeller));
    const now = await n.clerk.call(getEndpoint, { params: { id: a.id } });
    assert.deepEqual(
      now.timeline.map((s) => s.stage),
      ['ForInspection', 'ForEvaluation', 'ForPayment'],
    );
    assert.ok(now.timeline.slice(0, 2).every((s) => s.leftAt !== null && s.hours !== null && s.hours >= 0));
    assert.equal(now.timeline[2]!.leftAt, null);
    assert.ok(now.timeline[2]!.hours !== null && now.timeline[2]!.hours >= 0);
    assert.equal(now.timeline[2]!.remarks, 'Checklist complete.');
    assert.ok(now.hoursInStage !== null);
  });

  test('the evaluation waits for the documents and the seminar', async () => {
    const a = await n.clerk.call(createEndpoint, { body: application(n, { documents: ['ValidId'] }) });
    await n.inspector.call(createConnectionInspectionEndpoint, { body: passedInspection(a.id) });
    const missing = await n.officer.send(moveEndpoint, { params: { id: a.id }, body: { to: 'ForPayment' } });
    assert.equal(missing.status, 409);
    assert.ok(errorsOf(missing.body).some((e) => e.startsWith('Documents still missing: ')));
    const { id: _id, ...fields } = await n.clerk.call(getEndpoint, { params: { id: a.id } });
    const corrected = await n.clerk.call(updateEndpoint, {
      params: { id: a.id },
      body: {
        applicantType: fields.applicantType,
        capacity: fields.capacity,
        applicantName: fields.applicantName,
        branchCode: fields.branchCode,
        barangay: fields.barangay,
        address: fields.address,
        locationType: fields.locationType,
        loadKw: '5.00',
        documents: ['ValidId', 'LandTitle', 'ElectricalPermit', 'WiringPlan', 'Sketch'],
      },
    });
    assert.deepEqual(corrected.missingDocuments, []);
    assert.equal(corrected.loadKw, '5.00');
    const noSeminar = await n.officer.send(moveEndpoint, { params: { id: a.id }, body: { to: 'ForPayment' } });
    assert.equal(noSeminar.status, 409);
    assert.ok(errorsOf(noSeminar.body).includes(STAGE_MESSAGES.pmsFirst));
  });

  test('an evaluated application is no longer corrected', async () => {
    const a = await toPayment(n);
    const res = await n.clerk.send(updateEndpoint, { params: { id: a.id }, body: application(n) });
    assert.equal(res.status, 409);
    assert.ok(errorsOf(res.body).includes(NOT_EDITABLE));
  });

  test('the list filters by stage and search, sorts, and exports', async () => {
    const a = await toPayment(n);
    const page = await n.clerk.call(listEndpoint, { query: { stage: 'ForPayment', search: a.applicationNo } });
    assert.deepEqual(
      page.data.map((r) => r.id),
      [a.id],
    );
    assert.equal(page.total, 1);
    assert.ok(page.data[0]!.hoursInStage !== null);
    const mine = await n.clerk.call(listEndpoint, {
      query: { search: `dela cruz ${n.tag}`, sort: 'stage', order: 'desc' },
    });
    assert.ok(mine.total >= 5);
    assert.equal(mine.data[0]!.stage, 'ForPayment');
    const file = await n.clerk.request(
      'GET',
      contractUrl(exportConnectionApplicationsEndpoint, undefined, { stage: 'ForPayment' }),
    );
    assert.equal(file.status, 200);
    assert.equal(file.raw.subarray(0, 2).toString(), 'PK');
  });

  test('refusals: roles and missing records', async () => {
    const denied = await n.outsider.send(listEndpoint, { query: {} });
    assert.equal(denied.status, 403);
    const viewerCannotFile = await n.inspectionsViewer.send(createEndpoint, { body: application(n) });
    assert.equal(viewerCannotFile.status, 403);
    const inspectorCannotMove = await n.inspector.send(moveEndpoint, { params: { id: 1 }, body: { to: 'ForPayment' } });
    assert.equal(inspectorCannotMove.status, 403);
    const missing = await n.clerk.send(getEndpoint, { params: { id: 2_000_000_000 } });
    assert.equal(missing.status, 404);
    const viewer = await n.inspectionsViewer.call(listEndpoint, { query: { stage: 'ForInspection' } });
    assert.ok(viewer.total >= 1);
  });
});
