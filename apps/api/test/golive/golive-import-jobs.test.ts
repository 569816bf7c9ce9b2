// Go-live imports as background jobs (decision 019): the upload answers 202 with a job at once;
// the job reads, checks and posts the file as the Import endpoint does, reports its progress and
// keeps the ImportResult; a dry run keeps nothing; a non-spreadsheet is refused before any job.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Job } from '@ilaw/contracts/platform/jobs';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { sql } from 'kysely';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let admin: TestClient;
const P = `J${randomBytes(3).toString('hex').toUpperCase()}`;
const acct = (n: number) => `${P}-${String(n).padStart(4, '0')}`;

before(async () => {
  t = await createTestApp();
  admin = await t.userWithRoles(['Admin']);
});
after(async () => t.close());

function multipart(bytes: Buffer, name = 'consumers.csv') {
  const boundary = `----job${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const file = Buffer.from(
  [
    'Account No,Name,Branch,Town,Barangay,Class',
    `${acct(1)},"TRABAHO, ANA",San Jose,San Jose,Poblacion,R`,
    `${acct(2)},"TRABAHO, BEN",San Jose,San Jose,Poblacion,R`,
    `${acct(3)},,San Jose,San Jose,Poblacion,R`,
  ].join('\r\n'),
);

async function start(client: TestClient, query = '', bytes = file) {
  return client.request<{ jobId: string }>('POST', `/api/admin/GoLive/consumers/Jobs${query}`, multipart(bytes));
}
const consumers = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM billing_consumers WHERE account_no LIKE ${`${P}-%`}`.execute(
        t.running.database.db,
      )
    ).rows[0]!.n,
  );
const storedFiles = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM stored_files`.execute(t.running.database.db)).rows[0]!.n,
  );

test('the upload answers with a job at once; the job posts the good rows and keeps the result', async () => {
  const filesBefore = await storedFiles();
  const started = await start(admin);
  assert.equal(started.status, 202, JSON.stringify(started.body));
  const queued = await admin.get<Job>(`/api/v2/jobs/${started.body.jobId}`);
  assert.equal(queued.body.status, 'queued');
  assert.equal(await consumers(), 0, 'nothing is posted in the request');
  assert.equal(await t.running.services.jobs.drain(), 1);
  const done = await admin.get<Job>(`/api/v2/jobs/${started.body.jobId}`);
  assert.equal(done.body.status, 'succeeded', JSON.stringify(done.body));
  assert.deepEqual(done.body.messages, ['Read 3 rows; checking each.', 'Checked 3 rows; posting the good ones.']);
  assert.deepEqual([done.body.progressDone, done.body.progressTotal], [3, 3]);
  const result = done.body.result as ImportResult;
  assert.deepEqual([result.read, result.posted, result.failed], [3, 2, 1]);
  assert.equal(result.errors[0]?.row, 4);
  assert.ok(result.batchId !== null);
  assert.equal(await consumers(), 2);
  assert.equal(await storedFiles(), filesBefore, 'the kept file is removed once imported');

  // The same file again: nothing more is posted (the pipeline's replay rules hold in a job too).
  const again = await start(admin);
  await t.running.services.jobs.drain();
  const second = (await admin.get<Job>(`/api/v2/jobs/${again.body.jobId}`)).body.result as ImportResult;
  assert.equal(second.posted, 0);
  assert.equal(await consumers(), 2);
});

test('a dry run job keeps nothing; a non-spreadsheet and a missing file are refused before any job', async () => {
  const other = Buffer.from(
    ['Account No,Name,Branch,Town,Barangay,Class', `${acct(9)},"TRABAHO, CY",San Jose,San Jose,Poblacion,R`].join(
      '\r\n',
    ),
  );
  const dry = await start(admin, '?dryRun=true', other);
  assert.equal(dry.status, 202);
  await t.running.services.jobs.drain();
  const job = (await admin.get<Job>(`/api/v2/jobs/${dry.body.jobId}`)).body;
  assert.equal((job.result as ImportResult).dryRun, true);
  assert.equal((job.result as ImportResult).posted, 1);
  assert.equal(await consumers(), 2);

  const png = await start(admin, '', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  assert.equal(png.status, 415);
  const none = await admin.request('POST', '/api/admin/GoLive/consumers/Jobs', multipart(Buffer.alloc(0)));
  assert.equal(none.status, 400);
  const clerk = await t.userWithRoles(['BillingReport']);
  assert.equal((await start(clerk)).status, 403);
});
