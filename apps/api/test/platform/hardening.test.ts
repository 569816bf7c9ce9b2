// Issue 10 (hardening): input that used to reach PostgreSQL raw, the percent-encoded /api prefix,
// workbooks that unpack past the bound, too many files in one request, files left behind by a
// failed upload, and a crashed job retried past its attempts. Decision 007.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { INVALID_ID, dateRangeMessage } from '@ilaw/contracts/primitives';
import { sql } from 'kysely';
import { TEXT_NOT_ALLOWED } from '@ilaw/contracts/validation';
import { JOB_WORKER_LOST } from '../../src/platform/jobs/job-queue.ts';
import { workbookTooLarge } from '../../src/platform/files/workbook.ts';
import { employeeBody, multipart, type Errors } from '../hr/hr-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { buildZip, xlsxHead } from '../support/zip.ts';

let t: TestApp;
let hr: TestClient;
const LIMITS = { maxUncompressedBytes: 4 * 1024 * 1024, maxEntries: 100 };

before(async () => {
  t = await createTestApp({ IMPORT_MAX_UNCOMPRESSED_MB: '4', IMPORT_MAX_ZIP_ENTRIES: '100', UPLOAD_MAX_FILES: '5' });
  hr = await t.userWithRoles(['Payroll', 'LeaveLedger', 'Employee']);
});
after(async () => t.close());

const RANGE = dateRangeMessage('1900-01-01', '2100-12-31');

function storedFiles(): string[] {
  const root = path.join(t.running.services.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

describe('input that reached PostgreSQL raw answers 400 in the error contract', () => {
  test('a NUL byte, anonymously: sign-in, forgot password and the public DTR lookup', async () => {
    const anon = t.anonymous();
    const login = await anon.post<Errors>('/api/auth/login', { username: 'ad\u0000min', password: 'x' });
    assert.equal(login.status, 400);
    assert.deepEqual(login.body.errors['username'], [TEXT_NOT_ALLOWED]);
    const forgot = await anon.post<Errors>('/api/v2/auth/forgot-password', { usernameOrEmail: 'a\u0000' });
    assert.equal(forgot.status, 400);
    assert.deepEqual(forgot.body.errors['usernameOrEmail'], [TEXT_NOT_ALLOWED]);
    const lookup = await anon.get<Errors>('/api/requests/DailyTimeRecord', {
      query: { employeeId: 'E\u00001', birthDate: '1990-01-01', from: '2026-01-01', to: '2026-01-31' },
    });
    assert.equal(lookup.status, 400);
    assert.deepEqual(lookup.body.errors['employeeId'], [TEXT_NOT_ALLOWED]);
  });

  test('a lone surrogate in audited text', async () => {
    const res = await t.admin.post<Errors>('/api/v2/admin/departments', { code: 'SUR', name: 'Broken \uD800 name' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors['name'], [TEXT_NOT_ALLOWED]);
    const employee = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ address: '\uDC00' }));
    assert.deepEqual(employee.body.errors['address'], [TEXT_NOT_ALLOWED]);
  });

  test('impossible and far-off dates', async () => {
    const impossible = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ dateHired: '2026-02-30' }));
    assert.equal(impossible.status, 400);
    assert.deepEqual(impossible.body.errors['dateHired'], ['Enter a valid date.']);
    const farHire = await hr.post<Errors>('/api/isd/hr/Employees', employeeBody({ dateHired: '9999-12-31' }));
    assert.equal(farHire.status, 400);
    assert.match(farHire.body.errors['dateHired']?.[0] ?? '', /^Enter a date from Jan 01, 1900 to /);
    const fiscal = await t.admin.post<Errors>('/api/FiscalYears', {
      year: 2099,
      startDate: '2099-01-01',
      endDate: '9999-12-31',
    });
    assert.deepEqual(fiscal.body.errors['endDate'], [RANGE]);
    const leave = await hr.post<Errors>('/api/v2/isd/hr/leave-applications', {
      employeeId: 1,
      leaveTypeId: 1,
      dateFrom: '2026-03-02',
      dateTo: '9999-12-31',
      days: '1',
      reason: 'x',
    });
    assert.deepEqual(leave.body.errors['dateTo'], [RANGE]);
    const billing = await t.userWithRoles(['BillingReport']);
    const month = await billing.post<Errors>('/api/v2/billing/bill-months', {
      period: '2026-03',
      readingDate: '2026-03-05',
      dueDate: '2026-02-30',
    });
    assert.deepEqual(month.body.errors['dueDate'], ['Enter a valid date.']);
  });

  test('true is not employee 1, and ids past the integer range are refused', async () => {
    const salary = await hr.post<Errors>('/api/isd/hr/Salaries', {
      employeeId: true,
      salaryType: 1,
      amount: '20000',
      effectiveDate: '2026-01-01',
    });
    assert.equal(salary.status, 400);
    assert.deepEqual(salary.body.errors['employeeId'], ['This field is required.']);
    const typed = await hr.post<Errors>('/api/isd/hr/Salaries', {
      employeeId: 1,
      salaryType: true,
      amount: '20000',
      effectiveDate: '2026-01-01',
    });
    assert.deepEqual(typed.body.errors['salaryType'], ['This field is required.']);
    for (const bad of ['true', '2147483648', '1e3', '-1']) {
      const res = await t.admin.get<Errors>(`/api/admin/users/${bad}`);
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.body.errors['id'], [INVALID_ID]);
    }
    const page = await t.admin.get<Errors>('/api/admin/users', { query: { page: '99999999999999999' } });
    assert.equal(page.status, 400);
  });

  test('what no contract guards (a device serial) still answers 4xx, never 500', async () => {
    const res = await t.anonymous().request('GET', '/iclock/cdata?SN=%00&options=all');
    assert.ok(res.status >= 400 && res.status < 500, String(res.status));
  });
});

describe('the /api prefix is decided on the decoded path', () => {
  test('/%61pi/ gets the CSRF check and Cache-Control like /api/', async () => {
    const client = await t.userWithRoles([]);
    const refused = await client.request<Errors>('POST', '/%61pi/auth/logout', { noXhrHeader: true });
    assert.equal(refused.status, 403);
    assert.equal((await client.get('/api/auth/user')).status, 200, 'the session was not ended');
    const read = await client.get('/%61pi/auth/user');
    assert.equal(read.status, 200, 'the session is resolved as for /api/');
    assert.equal(read.headers['cache-control'], 'no-store');
    const unknown = await client.request<Errors>('POST', '/%61pi/no/such/thing', { noXhrHeader: true });
    assert.equal(unknown.status, 403);
  });
});

describe('uploads', () => {
  async function newEmployee(): Promise<number> {
    const res = await hr.post<{ id: number }>('/api/isd/hr/Employees', employeeBody());
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.id;
  }

  test('a workbook that unpacks past the bound is refused with 413 by every import', async () => {
    const zeros = Buffer.alloc(64 * 1024);
    const bomb = await buildZip([
      ...xlsxHead(),
      { name: 'xl/worksheets/sheet1.xml', repeat: { chunk: zeros, times: 128 }, declaredSize: 2048 },
    ]);
    const message = workbookTooLarge(LIMITS);
    const billing = await t.userWithRoles(['BillingReport']);
    for (const [client, url, fields] of [
      [hr, '/api/isd/hr/Salaries/import', []],
      [hr, '/api/v2/isd/hr/leaves/opening-balances/import', []],
      [billing, '/api/v2/billing/rates/import', [{ name: 'billMonthId', value: '1' }]],
    ] as const) {
      const { payload, headers } = multipart([...fields, { name: 'file', fileName: 'bomb.xlsx', bytes: bomb }]);
      const res = await client.request<Errors>('POST', url, { payload, headers });
      // The rates import may first find no bill month 1 (404): refused either way before unpacking.
      if (res.status === 404) continue;
      assert.equal(res.status, 413, `${url}: ${JSON.stringify(res.body)}`);
      assert.deepEqual(res.body.errors['generalErrors'], [message]);
    }
  });

  test('at most UPLOAD_MAX_FILES files in one request: 20 answer 413 and store nothing', async () => {
    const id = await newEmployee();
    const files = Array.from({ length: 20 }, (_, i) => ({
      name: 'file',
      fileName: `f${i}.txt`,
      bytes: Buffer.from(`file ${i}`),
    }));
    const { payload, headers } = multipart(files);
    const res = await hr.request<Errors>('POST', `/api/v2/isd/hr/employees/${id}/attachments`, { payload, headers });
    assert.equal(res.status, 413);
    assert.deepEqual(res.body.errors['generalErrors'], ['Too many files in one request: send at most 5.']);
    const listed = await hr.get<unknown[]>(`/api/v2/isd/hr/employees/${id}/attachments`);
    assert.equal(listed.body.length, 0);
    const ok = multipart(files.slice(0, 5));
    const five = await hr.request('POST', `/api/v2/isd/hr/employees/${id}/attachments`, ok);
    assert.equal(five.status, 201);
  });

  test('an upload that fails after its bytes were written leaves no file and no row', async () => {
    const id = await newEmployee();
    const db = t.running.database.db;
    const before = storedFiles().length;
    const rowsBefore = (await db.selectFrom('stored_files').select('id').execute()).length;
    // A check that fails in the database after the bytes are on disk (as a later rule would).
    await sql`CREATE FUNCTION refuse_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'attachment refused' USING ERRCODE = '23514'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_attachment BEFORE INSERT ON employee_attachments
      FOR EACH ROW EXECUTE FUNCTION refuse_attachment()`.execute(db);
    try {
      const { payload, headers } = multipart([
        { name: 'file', fileName: 'a.txt', bytes: Buffer.from('first') },
        { name: 'file', fileName: 'b.txt', bytes: Buffer.from('second') },
      ]);
      const res = await hr.request('POST', `/api/v2/isd/hr/employees/${id}/attachments`, { payload, headers });
      assert.ok(res.status >= 400, String(res.status));
      assert.equal(storedFiles().length, before, 'no file is left on disk');
      assert.equal((await db.selectFrom('stored_files').select('id').execute()).length, rowsBefore, 'no row');
    } finally {
      await sql`DROP TRIGGER refuse_attachment ON employee_attachments`.execute(db);
      await sql`DROP FUNCTION refuse_attachment()`.execute(db);
    }
    const { payload, headers } = multipart([{ name: 'file', fileName: 'c.txt', bytes: Buffer.from('kept') }]);
    const kept = await hr.request('POST', `/api/v2/isd/hr/employees/${id}/attachments`, { payload, headers });
    assert.equal(kept.status, 201);
    assert.equal(storedFiles().length, before + 1, 'a good upload keeps its file');
  });
});

describe('jobs', () => {
  test('a crashed job on its last attempt ends failed instead of running again', async () => {
    const { jobs } = t.running.services;
    let calls = 0;
    jobs.register('test.crashed', async () => {
      calls += 1;
      return 'ran';
    });
    const id = await jobs.enqueue('test.crashed', {}, { maxAttempts: 2 });
    const db = t.running.database.db;
    // Its worker died during attempt 2 of 2: the lease ran out with the job still running.
    await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 2, locked_by: 'dead-worker', locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await jobs.drain();
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(calls, 0, 'not run a third time');
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, 2);
    assert.equal(row.error, JOB_WORKER_LOST);
    assert.ok(row.finished_at);
  });
});
