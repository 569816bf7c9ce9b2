// OGM documents through the API: uploaded (CoopDocumentUploader), approved through the engine by
// CoopDocumentApprover (never by the uploader), published to all staff or to departments, read
// marks per version, search, versions kept; outsiders get 404.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { DOCUMENT_MESSAGES, type DocumentDetail, type DocumentFields } from '@ilaw/contracts/documents/document';
import { downloadDocumentVersionEndpoint } from '@ilaw/contracts/documents/download-document-version';
import { getDocumentEndpoint } from '@ilaw/contracts/documents/get-document';
import { listDocumentsEndpoint } from '@ilaw/contracts/documents/list-documents';
import { listMyDocumentsEndpoint } from '@ilaw/contracts/documents/list-my-documents';
import { markDocumentReadEndpoint } from '@ilaw/contracts/documents/mark-document-read';
import { submitDocumentEndpoint } from '@ilaw/contracts/documents/submit-document';
import { uploadDocumentEndpoint } from '@ilaw/contracts/documents/upload-document';
import { uploadDocumentVersionEndpoint } from '@ilaw/contracts/documents/upload-document-version';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { newDepartment, uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };
let t: TestApp;
let uploader: User;
let approver: User;
let reader: User;
let outsider: User;
let dept = 0;
before(async () => {
  t = await createTestApp();
  dept = (await newDepartment(t.admin, 'Finance')).id;
  const other = (await newDepartment(t.admin, 'Engineering')).id;
  // The uploader also holds the approver role: the engine still refuses their own upload.
  uploader = await t.userWithRoles(['CoopDocumentUploader', 'CoopDocumentApprover']);
  approver = await t.userWithRoles(['CoopDocumentApprover']);
  reader = await t.userWithRoles([], { departmentId: dept });
  outsider = await t.userWithRoles([], { departmentId: other });
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function send(who: TestClient, fields: Partial<DocumentFields>, file = { name: 'memo.pdf', bytes: PDF }) {
  const f: Record<string, string> = {
    kind: 'Memorandum',
    title: 'Memo',
    audience: 'All',
    departmentIds: '',
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v ?? '')])),
  };
  return upload<DocumentDetail>(who, contractUrl(uploadDocumentEndpoint), f, file);
}

async function publish(d: DocumentDetail): Promise<DocumentDetail> {
  const sent = await uploader.call(submitDocumentEndpoint, { params: { id: d.id } });
  assert.equal(sent.status, 'Pending');
  await approver.call(decideApprovalEndpoint, {
    params: { id: sent.approval!.requestId },
    body: { approve: true, remarks: null },
  });
  return uploader.call(getDocumentEndpoint, { params: { id: d.id } });
}

test('uploading: only the uploaders, with a file, and departments when addressed to departments', async () => {
  assert.equal((await send(reader, { title: 'Mine' })).status, 403);
  const noDept = await send(uploader, { audience: 'Departments' });
  assert.equal(noDept.status, 400);
  assert.deepEqual(errorsOf(noDept.body), [DOCUMENT_MESSAGES.departmentsRequired]);
  const badDept = await send(uploader, { audience: 'Departments', departmentIds: '999999' });
  assert.deepEqual(errorsOf(badDept.body), [DOCUMENT_MESSAGES.noDepartment]);
  const noFile = await send(uploader, { title: 'Empty' }, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
  assert.equal(noFile.status, 400);
  assert.equal((await reader.send(listDocumentsEndpoint, { query: {} })).status, 403);
});

test('a policy to a department: approved by another, read by its staff only, versions kept', async () => {
  const tag = uniqueTag();
  const up = await send(uploader, {
    kind: 'Policy',
    title: `Vehicle use policy ${tag}`,
    audience: 'Departments',
    departmentIds: String(dept),
  });
  assert.equal(up.status, 201, JSON.stringify(up.body));
  const d = up.body;
  assert.match(d.documentNo, /^DOC-\d{4}-\d{4}$/);
  assert.equal(d.status, 'Draft');
  assert.deepEqual(
    d.departments.map((x) => x.id),
    [dept],
  );
  assert.equal(
    (await reader.call(listMyDocumentsEndpoint, { query: { search: tag } })).total,
    0,
    'a draft is not shown',
  );

  const sent = await uploader.call(submitDocumentEndpoint, { params: { id: d.id } });
  assert.equal((await uploader.send(submitDocumentEndpoint, { params: { id: d.id } })).status, 409);
  // No self-approval, even holding the approver role.
  const own = await uploader.send(decideApprovalEndpoint, {
    params: { id: sent.approval!.requestId },
    body: { approve: true, remarks: null },
  });
  assert.ok([403, 409].includes(own.status), String(own.status));
  assert.equal((await uploader.call(getDocumentEndpoint, { params: { id: d.id } })).status, 'Pending');
  // A pending document takes no new version.
  const pendingVersion = await upload(
    uploader,
    contractUrl(uploadDocumentVersionEndpoint),
    { documentId: String(d.id) },
    { name: 'v2.pdf', bytes: PDF },
  );
  assert.equal(pendingVersion.status, 409);
  await approver.call(decideApprovalEndpoint, {
    params: { id: sent.approval!.requestId },
    body: { approve: true, remarks: null },
  });
  const published = await uploader.call(getDocumentEndpoint, { params: { id: d.id } });
  assert.equal(published.status, 'Published');
  assert.equal(published.publishedVersion, 1);

  const mine = await reader.call(listMyDocumentsEndpoint, { query: { search: tag } });
  assert.equal(mine.total, 1);
  assert.equal(mine.data[0]?.readAt, null);
  assert.equal((await outsider.call(listMyDocumentsEndpoint, { query: { search: tag } })).total, 0);
  const file = mine.data[0]!.versionId;
  assert.equal((await reader.send(downloadDocumentVersionEndpoint, { params: { id: file } })).status, 200);
  assert.equal((await outsider.send(downloadDocumentVersionEndpoint, { params: { id: file } })).status, 404);
  assert.equal((await outsider.send(markDocumentReadEndpoint, { body: { documentId: d.id } })).status, 404);

  const read = await reader.call(markDocumentReadEndpoint, { body: { documentId: d.id } });
  assert.notEqual(read.readAt, null);
  const again = await reader.call(markDocumentReadEndpoint, { body: { documentId: d.id } });
  assert.equal(again.readAt, read.readAt);
  assert.equal((await reader.call(listMyDocumentsEndpoint, { query: { search: tag, unreadOnly: 'true' } })).total, 0);
  assert.equal((await uploader.call(getDocumentEndpoint, { params: { id: d.id } })).reads, 1);

  // Version 2: readers keep version 1 until it is approved; then it is unread again.
  const v2 = await upload<DocumentDetail>(
    uploader,
    contractUrl(uploadDocumentVersionEndpoint),
    { documentId: String(d.id), note: 'Night trips added' },
    { name: 'policy-v2.pdf', bytes: PDF },
  );
  assert.equal(v2.status, 201, JSON.stringify(v2.body));
  assert.equal(v2.body.currentVersion, 2);
  assert.equal(v2.body.status, 'Draft');
  assert.equal((await reader.call(listMyDocumentsEndpoint, { query: { search: tag } })).data[0]?.version, 1);
  const v2Published = await publish(v2.body);
  assert.equal(v2Published.publishedVersion, 2);
  assert.deepEqual(
    v2Published.versions.map((v) => [v.version, v.publishedAt !== null]),
    [
      [2, true],
      [1, true],
    ],
  );
  const unread = await reader.call(listMyDocumentsEndpoint, { query: { search: tag, unreadOnly: 'true' } });
  assert.equal(unread.data[0]?.version, 2);
  // An old version is the staff's, not the readers'.
  const old = v2Published.versions.find((v) => v.version === 1)!.id;
  assert.equal((await reader.send(downloadDocumentVersionEndpoint, { params: { id: old } })).status, 404);
  assert.equal((await approver.send(downloadDocumentVersionEndpoint, { params: { id: old } })).status, 200);
});

test('a memorandum to all staff reaches everyone; a disapproved one reaches nobody; search finds older ones', async () => {
  const tag = uniqueTag();
  const memo = await publish((await send(uploader, { title: `Holy Week office hours ${tag}` })).body);
  assert.equal(memo.status, 'Published');
  for (const who of [reader, outsider, approver]) {
    assert.equal(
      (await who.call(listMyDocumentsEndpoint, { query: { search: `holy week office hours ${tag}` } })).total,
      1,
    );
  }
  const rejected = (await send(uploader, { title: `Rejected memo ${tag}` })).body;
  const sent = await uploader.call(submitDocumentEndpoint, { params: { id: rejected.id } });
  await approver.call(decideApprovalEndpoint, {
    params: { id: sent.approval!.requestId },
    body: { approve: false, remarks: 'Wrong date' },
  });
  assert.equal((await uploader.call(getDocumentEndpoint, { params: { id: rejected.id } })).status, 'Disapproved');
  assert.equal((await reader.call(listMyDocumentsEndpoint, { query: { search: `Rejected memo ${tag}` } })).total, 0);
  const list = await approver.call(listDocumentsEndpoint, { query: { search: tag } });
  assert.deepEqual(list.data.map((x) => x.status).sort(), ['Disapproved', 'Published']);
  assert.equal((await approver.call(listDocumentsEndpoint, { query: { search: tag, status: 'Published' } })).total, 1);
  assert.equal((await approver.send(getDocumentEndpoint, { params: { id: 999_999 } })).status, 404);
});
