import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Attachment } from '@ilaw/contracts/hr/attachments/attachment';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import type { FamilyMember } from '@ilaw/contracts/hr/family/family-member';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { PNG, employeeBody, upload, type Errors } from './hr-support.ts';

let t: TestApp;
let hr: TestClient;
let nobody: TestClient;
let emp: Employee;

before(async () => {
  t = await createTestApp();
  hr = await t.userWithRoles(['Employee']);
  nobody = await t.userWithRoles([]);
  emp = (await hr.post<Employee>('/api/isd/hr/Employees', employeeBody({ employeeId: 'PH-1' }))).body;
});
after(async () => t.close());

test('no photo: the image answers 204 with no body', async () => {
  const res = await hr.get(`/api/isd/hr/Employees/${emp.id}/image`);
  assert.equal(res.status, 204);
  assert.equal(res.raw.length, 0);
  assert.equal((await hr.get('/api/isd/hr/Employees/999999/image')).status, 404);
});

test('photo upload: a PNG is kept and served back byte for byte; the change is audited', async () => {
  const res = await upload<Employee>(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
    { name: 'file', fileName: 'me.bin', contentType: 'application/octet-stream', bytes: PNG },
  ]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.hasPhoto, true);
  const img = await hr.get(`/api/isd/hr/Employees/${emp.id}/image`);
  assert.equal(img.status, 200);
  assert.equal(img.headers['content-type'], 'image/png');
  assert.ok(img.raw.equals(PNG));
  // Replacing it removes the old file.
  const firstFile = res.body.photoVersion!;
  const again = await upload<Employee>(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
    { name: 'file', fileName: 'me.png', contentType: 'image/png', bytes: PNG },
  ]);
  assert.notEqual(again.body.photoVersion, firstFile);
  const old = await t.running.database.db
    .selectFrom('stored_files')
    .select('id')
    .where('id', '=', firstFile)
    .executeTakeFirst();
  assert.equal(old, undefined);
  const history = await hr.get<{ action: string }[]>(`/api/v2/audit/employee/${emp.id}`);
  assert.ok(history.body.filter((h) => h.action === 'photo-changed').length === 2);
});

test('photo upload: type judged by content (415), size limit (413), nothing changes', async () => {
  const fake = await upload<Errors>(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
    {
      name: 'file',
      fileName: 'photo.png',
      contentType: 'image/png',
      bytes: Buffer.from('this is not an image at all'),
    },
  ]);
  assert.equal(fake.status, 415);
  assert.deepEqual(fake.body.errors['generalErrors'], ['The photo must be a JPEG, PNG or WebP image.']);
  const pdf = await upload(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
    {
      name: 'file',
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
    },
  ]);
  assert.equal(pdf.status, 415);
  const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
  const tooBig = await upload(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
    { name: 'file', fileName: 'big.png', contentType: 'image/png', bytes: big },
  ]);
  assert.equal(tooBig.status, 413);
  const img = await hr.get(`/api/isd/hr/Employees/${emp.id}/image`);
  assert.ok(img.raw.equals(PNG), 'the earlier photo stays');
  const none = await upload(hr, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [{ name: 'note', value: 'x' }]);
  assert.equal(none.status, 400);
  assert.equal(
    (
      await upload(nobody, `/api/isd/hr/Employees/${emp.id}/UpdateImage`, [
        { name: 'file', fileName: 'a.png', bytes: PNG },
      ])
    ).status,
    403,
  );
});

test('family: spouse and children with birth dates; one spouse (409); child needs a birth date', async () => {
  const url = `/api/v2/isd/hr/employees/${emp.id}/family`;
  const spouse = await hr.post<FamilyMember>(url, {
    relationship: 'Spouse',
    fullName: 'Maria Dela Cruz',
    birthDate: '1991-02-03',
    occupation: 'Teacher',
  });
  assert.equal(spouse.status, 201, JSON.stringify(spouse.body));
  const second = await hr.post<Errors>(url, { relationship: 'Spouse', fullName: 'Other Person' });
  assert.equal(second.status, 409);
  assert.deepEqual(second.body.errors['relationship'], ['This employee already has a spouse on record.']);
  const noDate = await hr.post<Errors>(url, { relationship: 'Child', fullName: 'Baby Dela Cruz' });
  assert.equal(noDate.status, 400);
  assert.deepEqual(noDate.body.errors['birthDate'], ['This field is required.']);
  const future = await hr.post<Errors>(url, {
    relationship: 'Child',
    fullName: 'Baby Dela Cruz',
    birthDate: '2999-01-01',
  });
  assert.deepEqual(future.body.errors['birthDate'], ['Date cannot be in the future.']);
  const kid2 = await hr.post<FamilyMember>(url, {
    relationship: 'Child',
    fullName: 'Pedro Dela Cruz',
    birthDate: '2020-06-01',
    isDependent: true,
  });
  const kid1 = await hr.post<FamilyMember>(url, {
    relationship: 'Child',
    fullName: 'Ana Dela Cruz',
    birthDate: '2018-01-15',
    isDependent: true,
  });
  assert.equal(kid1.status, 201);
  const list = await hr.get<FamilyMember[]>(url);
  assert.deepEqual(
    list.body.map((m) => m.fullName),
    ['Maria Dela Cruz', 'Ana Dela Cruz', 'Pedro Dela Cruz'],
  );
  const edited = await hr.put<FamilyMember>(`/api/v2/isd/hr/family-members/${kid2.body.id}`, {
    relationship: 'Child',
    fullName: 'Pedro Dela Cruz Jr.',
    birthDate: '2020-06-01',
  });
  assert.equal(edited.status, 200);
  assert.equal(edited.body.fullName, 'Pedro Dela Cruz Jr.');
  const toSpouse = await hr.put(`/api/v2/isd/hr/family-members/${kid2.body.id}`, {
    relationship: 'Spouse',
    fullName: 'X Y',
  });
  assert.equal(toSpouse.status, 409);
  assert.equal((await hr.delete(`/api/v2/isd/hr/family-members/${kid2.body.id}`)).status, 200);
  assert.equal((await hr.delete(`/api/v2/isd/hr/family-members/${kid2.body.id}`)).status, 404);
  const history = await hr.get<{ action: string }[]>(`/api/v2/audit/employee/${emp.id}`);
  const actions = history.body.map((h) => h.action);
  assert.ok(
    actions.includes('family-member-added') &&
      actions.includes('family-member-updated') &&
      actions.includes('family-member-removed'),
  );
  assert.equal((await nobody.get(url)).status, 403);
});

test('attachments: any file, kind from the extension, downloaded with its name', async () => {
  const url = `/api/v2/isd/hr/employees/${emp.id}/attachments`;
  const res = await upload<Attachment[]>(hr, url, [
    { name: 'description', value: '201 file' },
    {
      name: 'file',
      fileName: 'Appointment Paper.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
    },
    { name: 'file', fileName: 'ratings.xlsx', bytes: Buffer.from('PK\u0003\u0004 not really') },
    { name: 'file', fileName: 'notes', bytes: Buffer.from('plain notes') },
  ]);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.deepEqual(
    res.body.map((a) => [a.fileName, a.fileKind, a.description]),
    [
      ['Appointment Paper.pdf', 0, '201 file'],
      ['ratings.xlsx', 5, '201 file'],
      ['notes', 7, '201 file'],
    ],
  );
  const list = await hr.get<Attachment[]>(url);
  assert.equal(list.body.length, 3);
  const dl = await hr.get(`/api/v2/isd/hr/employee-attachments/${res.body[0]!.id}`);
  assert.equal(dl.status, 200);
  assert.match(String(dl.headers['content-disposition']), /attachment; filename="Appointment Paper.pdf"/);
  assert.ok(dl.raw.toString().startsWith('%PDF'));
  const big = await upload(hr, url, [{ name: 'file', fileName: 'huge.zip', bytes: Buffer.alloc(11 * 1024 * 1024) }]);
  assert.equal(big.status, 413);
  assert.equal((await hr.get<Attachment[]>(url)).body.length, 3);
  assert.equal((await hr.delete(`/api/v2/isd/hr/employee-attachments/${res.body[2]!.id}`)).status, 200);
  assert.equal((await hr.get(`/api/v2/isd/hr/employee-attachments/${res.body[2]!.id}`)).status, 404);
  assert.equal((await nobody.get(`/api/v2/isd/hr/employee-attachments/${res.body[0]!.id}`)).status, 403);
});
