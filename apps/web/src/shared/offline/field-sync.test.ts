import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sendOutbox, PHOTOS_PER_UPLOAD, type RecordAnswer } from './field-sync.ts';
import { keepInOutbox, outboxEntries } from './outbox.ts';
import { shrunkSize } from './shrink-photo.ts';

interface Execution {
  key: string;
  orderNo: string;
  photoKeys: string[];
}
const SCOPE = 'billing.field-order';
const photo = (n: number) => ({
  key: crypto.randomUUID(),
  blob: new Blob([new Uint8Array([n])], { type: 'image/jpeg' }),
  sent: false,
});

async function keepExecution(userId: number, orderNo: string, photos: number) {
  const kept = Array.from({ length: photos }, (_, i) => photo(i));
  const key = crypto.randomUUID();
  await keepInOutbox<Execution>(
    {
      userId,
      scope: SCOPE,
      subject: orderNo,
      payload: { key, orderNo, photoKeys: kept.map((p) => p.key) },
      photos: kept,
    },
    key,
  );
  return { key, photoKeys: kept.map((p) => p.key) };
}

test('photos are kept with the record as Blobs and sent before it, a few per request', async () => {
  const a = await keepExecution(1, 'DO-1', 4);
  const b = await keepExecution(1, 'DO-2', 3);
  const [first] = await outboxEntries<Execution>(1, SCOPE);
  assert.ok(first!.photos[0]!.blob instanceof Blob);
  assert.deepEqual(new Uint8Array(await first!.photos[1]!.blob.arrayBuffer()), new Uint8Array([1]));

  const uploads: string[][] = [];
  const sent: string[] = [];
  const result = await sendOutbox<Execution>(1, SCOPE, {
    uploadPhotos: (photos) => {
      uploads.push(Object.keys(photos));
      return Promise.resolve();
    },
    sendRecords: (payloads) => {
      // Every photo a record names reached the office before the record.
      for (const p of payloads) for (const k of p.photoKeys) assert.ok(uploads.flat().includes(k));
      sent.push(...payloads.map((p) => p.orderNo));
      return Promise.resolve(payloads.map((p): RecordAnswer => ({ key: p.key, outcome: 'posted', message: null })));
    },
  });
  assert.deepEqual(result, { taken: 2, notTaken: 0 });
  assert.deepEqual(
    uploads.map((u) => u.length),
    [PHOTOS_PER_UPLOAD, 7 - PHOTOS_PER_UPLOAD],
  );
  assert.deepEqual(uploads.flat(), [...a.photoKeys, ...b.photoKeys]);
  assert.deepEqual(sent, ['DO-1', 'DO-2']);
  assert.deepEqual(await outboxEntries(1, SCOPE), []);
});

test('a sync cut off after the photos resends only the record; a conflict stays with its photos', async () => {
  const a = await keepExecution(2, 'DO-3', 2);
  let uploads = 0;
  const offline = sendOutbox<Execution>(2, SCOPE, {
    uploadPhotos: () => {
      uploads += 1;
      return Promise.resolve();
    },
    sendRecords: () => Promise.reject(new Error('no signal')),
  });
  await assert.rejects(offline, /no signal/);
  const [kept] = await outboxEntries<Execution>(2, SCOPE);
  assert.equal(kept!.status, 'waiting');
  assert.deepEqual(
    kept!.photos.map((p) => p.sent),
    [true, true],
  );

  await sendOutbox<Execution>(2, SCOPE, {
    uploadPhotos: () => {
      uploads += 1;
      return Promise.resolve();
    },
    sendRecords: (payloads) =>
      Promise.resolve(
        payloads.map((p): RecordAnswer => ({
          key: p.key,
          outcome: 'conflict',
          message: 'DO-3 was cancelled in the office.',
        })),
      ),
  });
  assert.equal(uploads, 1);
  const [conflict] = await outboxEntries<Execution>(2, SCOPE);
  assert.deepEqual(
    [conflict!.key, conflict!.status, conflict!.message],
    [a.key, 'conflict', 'DO-3 was cancelled in the office.'],
  );
  assert.equal(conflict!.photos.length, 2);
});

test('a photo upload that fails leaves everything waiting, unsent', async () => {
  await keepExecution(3, 'DO-4', 1);
  await assert.rejects(
    sendOutbox<Execution>(3, SCOPE, {
      uploadPhotos: () => Promise.reject(new Error('no signal')),
      sendRecords: () => assert.fail('no record is sent before its photos'),
    }),
  );
  const [entry] = await outboxEntries<Execution>(3, SCOPE);
  assert.deepEqual([entry!.status, entry!.photos[0]!.sent], ['waiting', false]);
});

test('photos are drawn at most 1600 px on their longest side, never enlarged', () => {
  const cases: [number, number, { width: number; height: number }][] = [
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [12000, 10, { width: 1600, height: 1 }],
  ];
  for (const [w, h, expected] of cases) assert.deepEqual(shrunkSize(w, h), expected, `${w}x${h}`);
});
