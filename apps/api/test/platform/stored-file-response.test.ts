// storedFileResponse (decision 120): what every "download a stored file" route answers, on the
// real file store: 404s with the route's messages, the access hook, and when a file is inline.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { storedFileResponse } from '../../src/platform/files/stored-file-response.ts';
import { HttpError } from '../../src/platform/http/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The smallest PNG (1x1) and a PDF header: the store sniffs their types from the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let t: TestApp;
let ctx: Parameters<typeof storedFileResponse>[0];
let png: string;
let pdf: string;

before(async () => {
  t = await createTestApp();
  ctx = { db: t.running.database.db, services: t.running.services };
  png = (await t.running.services.files.save(ctx.db, { bytes: PNG, originalName: 'meter.png', createdBy: null })).id;
  pdf = (await t.running.services.files.save(ctx.db, { bytes: PDF, originalName: 'memo.pdf', createdBy: null })).id;
});
after(() => t.close());

async function status(work: Promise<unknown>): Promise<[number, string]> {
  try {
    await work;
  } catch (e) {
    if (e instanceof HttpError) return [e.status, JSON.stringify(e.body)];
    throw e;
  }
  return [200, ''];
}

test('a found file goes with its stored type and name, saved unless the route shows it inline', async () => {
  const file = await storedFileResponse(ctx, { record: { file_id: pdf }, fileId: (r) => r.file_id, notFound: 'x' });
  assert.equal(file.contentType, 'application/pdf');
  assert.equal(file.fileName, 'memo.pdf');
  assert.equal(file.disposition, 'attachment');
  assert.deepEqual(Buffer.from(file.body as Buffer), PDF);
  const photo = await storedFileResponse(ctx, {
    record: { file_id: png },
    fileId: (r) => r.file_id,
    notFound: 'x',
    disposition: 'inline',
    fileName: (f) => `E-001.${f.contentType.split('/')[1] ?? 'png'}`,
  });
  assert.equal(photo.disposition, 'inline');
  assert.equal(photo.fileName, 'E-001.png');
});

test('inline when asked is for images only; anything else is still saved', async () => {
  const answer = (fileId: string, inline: boolean | undefined) =>
    storedFileResponse(ctx, {
      record: { fileId },
      fileId: (r) => r.fileId,
      notFound: 'x',
      disposition: { inlineImages: inline },
    });
  assert.equal((await answer(png, true)).disposition, 'inline');
  assert.equal((await answer(png, undefined)).disposition, 'attachment');
  assert.equal((await answer(pdf, true)).disposition, 'attachment');
});

test('no record, no file, or a reader the hook refuses: 404 with the route’s messages', async () => {
  const base = { fileId: (r: { id: string | null }) => r.id, notFound: 'The attachment was not found.' };
  const [noRecord, m1] = await status(storedFileResponse(ctx, { ...base, record: undefined }));
  assert.equal(noRecord, 404);
  assert.match(m1, /The attachment was not found\./);
  const [noFile, m2] = await status(
    storedFileResponse(ctx, { ...base, record: { id: null }, noFile: 'The pole has no photo.' }),
  );
  assert.equal(noFile, 404);
  assert.match(m2, /The pole has no photo\./);
  const [gone] = await status(
    storedFileResponse(ctx, { ...base, record: { id: '00000000-0000-0000-0000-000000000000' } }),
  );
  assert.equal(gone, 404);
  let asked = 0;
  const [denied, m3] = await status(
    storedFileResponse(ctx, {
      ...base,
      record: { id: pdf },
      allow: async () => {
        asked += 1;
        return false;
      },
      denied: 'The travel order was not found.',
    }),
  );
  assert.equal(denied, 404);
  assert.equal(asked, 1);
  assert.match(m3, /The travel order was not found\./);
});
