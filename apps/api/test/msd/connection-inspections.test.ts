// PUE inspections (issue 14 item 5): a re-inspection keeps the application For Inspection, a pass
// moves it to For Evaluation; photos through the file store; the list, its export and refusals.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { createConnectionInspectionEndpoint as inspectEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { downloadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/download-connection-inspection-photo';
import { exportConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/export-connection-inspections';
import { listConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import { uploadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/upload-connection-inspection-photo';
import type { ConnectionApplicationDetail } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { STAGE_MESSAGES } from '../../src/modules/msd/compute/connection-stages.ts';
import { INSPECTION_DATE_FUTURE } from '../../src/modules/msd/connection-inspections/create-connection-inspection.ts';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { application, passedInspection, setUpNca, type Nca } from './connection-support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('PUE inspections', () => {
  let t: TestApp;
  let n: Nca;
  before(async () => {
    t = await createTestApp();
    n = await setUpNca(t);
  });
  after(() => t.close());

  test('re-inspect keeps For Inspection; a pass moves to For Evaluation; photos are kept', async () => {
    const a = await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
    const noDate = await n.inspector.send(inspectEndpoint, {
      body: { ...passedInspection(a.id), result: 'ReInspect' },
    });
    assert.equal(noDate.status, 400);
    assert.ok(errorsOf(noDate.body).includes('Give the re-inspection date.'));
    const again = await n.inspector.call(inspectEndpoint, {
      body: {
        ...passedInspection(a.id),
        result: 'ReInspect',
        reinspectOn: '2099-01-10',
        findings: 'No grounding rod.',
        electricianLicenceNo: null,
      },
    });
    assert.equal(again.stage, 'ForInspection');
    assert.equal(again.mayInspect, true);
    assert.equal(again.inspections[0]!.result, 'ReInspect');
    const photo = await upload<ConnectionApplicationDetail>(
      n.inspector,
      contractUrl(uploadConnectionInspectionPhotoEndpoint),
      { inspectionId: String(again.inspections[0]!.id), description: 'Service entrance' },
      { name: 'entrance.png', bytes: PNG },
    );
    assert.equal(photo.status, 201, JSON.stringify(photo.body));
    const p = photo.body.inspections[0]!.photos[0]!;
    assert.equal(p.fileName, 'entrance.png');
    const file = await n.inspectionsViewer.request(
      'GET',
      contractUrl(downloadConnectionInspectionPhotoEndpoint, { id: p.id }, { inline: 'true' }),
    );
    assert.equal(file.status, 200);
    assert.ok(file.raw.equals(PNG));

    const passed = await n.inspector.call(inspectEndpoint, { body: passedInspection(a.id) });
    assert.equal(passed.stage, 'ForEvaluation');
    assert.equal(passed.inspections.length, 2);
    const i = passed.inspections[0]!;
    assert.equal(i.result, 'Passed');
    assert.equal(i.wireLengthM, '28.50');
    assert.equal(i.buildingLatitude, '12.3456789');
    assert.equal(i.sealReason, 'WithPlasticSeal');
    assert.equal(i.electricianLicenceNo, 'PEE-004512');
    assert.equal(i.reinspectOn, null);
    assert.deepEqual(
      passed.timeline.map((s) => s.stage),
      ['ForInspection', 'ForEvaluation'],
    );
    const twice = await n.inspector.send(inspectEndpoint, { body: passedInspection(a.id) });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(STAGE_MESSAGES.notForInspection));
  });

  test('My work counts the applications to inspect and to evaluate', async () => {
    await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
    const toInspect = (await n.inspector.call(myWorkEndpoint)).items.find(
      (i) => i.key === 'msd.applications-to-inspect',
    );
    assert.ok(toInspect !== undefined && toInspect.count >= 1);
    assert.equal(toInspect.link, '/isd/msd/inspections');
    const toEvaluate = (await n.officer.call(myWorkEndpoint)).items.find(
      (i) => i.key === 'msd.applications-to-evaluate',
    );
    assert.ok(toEvaluate !== undefined && toEvaluate.count >= 1);
  });

  test('a pass needs the electrician licence; no inspection dated in the future', async () => {
    const a = await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
    const noLicence = await n.inspector.send(inspectEndpoint, {
      body: { ...passedInspection(a.id), electricianLicenceNo: null },
    });
    assert.equal(noLicence.status, 400);
    assert.ok(errorsOf(noLicence.body).includes("Enter the electrician's licence number."));
    const future = await n.inspector.send(inspectEndpoint, {
      body: { ...passedInspection(a.id), inspectedOn: '2099-01-01' },
    });
    assert.equal(future.status, 400);
    assert.ok(errorsOf(future.body).includes(INSPECTION_DATE_FUTURE));
    const badGps = await n.inspector.send(inspectEndpoint, {
      body: { ...passedInspection(a.id), buildingLatitude: '123.5' },
    });
    assert.equal(badGps.status, 400);
    const detail = await n.clerk.call(getConnectionApplicationEndpoint, { params: { id: a.id } });
    assert.equal(detail.inspections.length, 0);
  });

  test('the list filters by result and search, and exports; roles are checked', async () => {
    const a = await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
    await n.inspector.call(inspectEndpoint, { body: passedInspection(a.id) });
    const page = await n.inspectionsViewer.call(listConnectionInspectionsEndpoint, {
      query: { search: a.applicationNo, result: 'Passed' },
    });
    assert.equal(page.total, 1);
    assert.equal(page.data[0]!.applicationId, a.id);
    assert.equal(page.data[0]!.poleNumber, 'P-1021');
    const none = await n.inspectionsViewer.call(listConnectionInspectionsEndpoint, {
      query: { search: a.applicationNo, result: 'ReInspect' },
    });
    assert.equal(none.total, 0);
    const file = await n.inspectionsViewer.request(
      'GET',
      contractUrl(exportConnectionInspectionsEndpoint, undefined, { result: 'Passed' }),
    );
    assert.equal(file.status, 200);
    assert.equal(file.raw.subarray(0, 2).toString(), 'PK');
    const viewerCannotInspect = await n.inspectionsViewer.send(inspectEndpoint, { body: passedInspection(a.id) });
    assert.equal(viewerCannotInspect.status, 403);
    const clerkCannotInspect = await n.clerk.send(inspectEndpoint, { body: passedInspection(a.id) });
    assert.equal(clerkCannotInspect.status, 403);
    const outsider = await n.outsider.send(listConnectionInspectionsEndpoint, { query: {} });
    assert.equal(outsider.status, 403);
  });
});
