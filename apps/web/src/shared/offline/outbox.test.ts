import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dismissOutboxEntry, keepInOutbox, outboxEntries, settleOutboxEntry } from './outbox.ts';

const reading = (userId: number, subject: string, value: string) => ({
  userId,
  scope: 'billing.reading',
  subject,
  payload: { presentReading: value },
});

test('the outbox keeps records per user and scope, oldest first, each with its own key', async () => {
  const a = await keepInOutbox(reading(1, '7:A', '100'));
  const b = await keepInOutbox(reading(1, '7:B', '200'));
  await keepInOutbox(reading(2, '7:A', '999'));
  await keepInOutbox({ ...reading(1, 'x', '1'), scope: 'billing.finding' });
  const mine = await outboxEntries<{ presentReading: string }>(1, 'billing.reading');
  assert.deepEqual(
    mine.map((e) => [e.key, e.subject, e.payload.presentReading, e.status]),
    [
      [a.key, '7:A', '100', 'waiting'],
      [b.key, '7:B', '200', 'waiting'],
    ],
  );
  assert.notEqual(a.key, b.key);
  assert.equal((await outboxEntries(2, 'billing.reading')).length, 1);
});

test('a record taken again for the same subject replaces the waiting one, under a new key', async () => {
  const first = await keepInOutbox(reading(3, '7:A', '100'));
  const again = await keepInOutbox(reading(3, '7:A', '105'));
  const entries = await outboxEntries<{ presentReading: string }>(3, 'billing.reading');
  assert.deepEqual(
    entries.map((e) => [e.key, e.payload.presentReading]),
    [[again.key, '105']],
  );
  assert.notEqual(first.key, again.key);
});

test('a taken record leaves the outbox; a conflict stays with its reason until dismissed', async () => {
  const taken = await keepInOutbox(reading(4, '7:A', '100'));
  const clash = await keepInOutbox(reading(4, '7:B', '200'));
  await settleOutboxEntry(taken.key, { taken: true });
  await settleOutboxEntry(clash.key, { taken: false, status: 'conflict', message: 'The office has 210.' });
  assert.deepEqual(
    (await outboxEntries(4, 'billing.reading')).map((e) => [e.key, e.status, e.message]),
    [[clash.key, 'conflict', 'The office has 210.']],
  );
  // An answer for an entry already gone (a second tab settled it) changes nothing.
  await settleOutboxEntry(taken.key, { taken: false, status: 'refused', message: 'late' });
  assert.equal((await outboxEntries(4, 'billing.reading')).length, 1);
  await dismissOutboxEntry(clash.key);
  assert.deepEqual(await outboxEntries(4, 'billing.reading'), []);
});
