// The documents and data privacy demo: published documents (one read by some), one waiting for the
// approver, a draft; agreement v1 accepted by every user, so nobody is stopped at sign-in.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listDocumentsEndpoint } from '@ilaw/contracts/documents/list-documents';
import { listMyDocumentsEndpoint } from '@ilaw/contracts/documents/list-my-documents';
import { listAgreementsEndpoint } from '@ilaw/contracts/privacy/list-agreements';
import { listBreachesEndpoint } from '@ilaw/contracts/privacy/list-breaches';
import { seedDocumentsDemo } from '../../src/modules/documents/demo/seed-documents-demo.ts';
import { seedPrivacyDemo } from '../../src/modules/privacy/demo/seed-privacy-demo.ts';
import { newDepartment } from '../support/fixtures.ts';
import { createTestApp, USER_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('documents at every state and agreement v1 accepted by every demo user', async () => {
  await newDepartment(t.admin, 'Finance');
  await newDepartment(t.admin, 'Engineering');
  const approver = await t.userWithRoles(['CoopDocumentApprover']);
  const teller = await t.userWithRoles([], { username: 'teller' });
  const context = { files: t.running.services.files };
  const db = t.running.services.db;
  await seedDocumentsDemo(db, () => {}, context);
  await seedDocumentsDemo(db, () => {}, context);
  const all = await approver.call(listDocumentsEndpoint, { query: {} });
  assert.deepEqual(all.data.map((d) => d.status).sort(), ['Draft', 'Pending', 'Published', 'Published']);
  assert.equal(all.data.find((d) => d.status === 'Pending')?.approval?.canDecide, true);
  const mine = await teller.call(listMyDocumentsEndpoint, { query: {} });
  assert.ok(mine.data.some((d) => d.title.startsWith('Office hours') && d.readAt === null));

  await seedPrivacyDemo(db, () => {});
  await seedPrivacyDemo(db, () => {});
  const versions = await t.admin.call(listAgreementsEndpoint);
  assert.equal(versions.items.length, 1);
  const users = await db.selectFrom('users').select('id').where('is_active', '=', true).execute();
  assert.equal(versions.items[0]?.acceptances, users.length);
  const again = t.anonymous();
  const res = await again.login('teller', USER_PASSWORD);
  assert.equal((res.body as { agreementDue: number | null }).agreementDue, null);
  const breaches = await t.admin.call(listBreachesEndpoint);
  assert.deepEqual(
    breaches.items.map((b) => [b.status, b.deadline]),
    [
      ['Open', 'Pending'],
      ['Closed', 'Met'],
    ],
  );
});
