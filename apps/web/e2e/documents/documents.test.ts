// A document published and read in the browser: the uploader uploads a memorandum to all staff
// and sends it for approval, another approves it, and a staff member finds it, opens it and marks
// it read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { getDocumentEndpoint } from '@ilaw/contracts/documents/get-document';
import { uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function signIn(user: { username: string; password: string }): Promise<Page> {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a memorandum is uploaded, approved by another, published and read', async () => {
  const tag = uniqueTag();
  const title = `Holy Week office hours ${tag}`;
  const uploader = await createUserWithRoles(portal.baseUrl, ['CoopDocumentUploader', 'OgmStaff'], 'e2e.docup');
  const approver = await createUserWithRoles(portal.baseUrl, ['CoopDocumentApprover'], 'e2e.docok');
  const reader = await createUserWithRoles(portal.baseUrl, [], 'e2e.docrd');

  const page = await signIn(uploader);
  await page.goto('/ogm/documents');
  await page.getByRole('button', { name: 'Upload a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('Offices close at noon on Holy Wednesday.');
  await dialog.getByLabel('Document file').setInputFiles({
    name: 'memo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const opened = page.getByRole('dialog', { name: new RegExp(title) });
  await opened.getByText('memo.pdf').waitFor();
  await opened.getByRole('button', { name: 'Send for approval' }).click();
  await page.getByRole('dialog', { name: 'Send for approval' }).getByRole('button', { name: 'Send' }).click();
  await opened.getByText('Pending', { exact: true }).waitFor();
  // The uploader cannot approve their own upload: no Approve button.
  assert.equal(await opened.getByRole('button', { name: 'Approve' }).count(), 0);
  const id = Number(new URL(page.url()).searchParams.get('document'));

  const signer = await ApiSession.signIn(portal.baseUrl, approver.username, approver.password);
  const doc = await signer.call(getDocumentEndpoint, { params: { id } });
  assert.equal(doc.approval?.canDecide, true);
  await signer.call(decideApprovalEndpoint, {
    params: { id: doc.approval.requestId },
    body: { approve: true, remarks: null },
  });

  const readerPage = await signIn(reader);
  await readerPage.goto('/user/documents');
  await readerPage.getByLabel('Search documents').fill(tag);
  const row = readerPage.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Mark read' }).click();
  await row.getByText(/^Read /).waitFor();
  const back = await signer.call(getDocumentEndpoint, { params: { id } });
  assert.equal(back.reads, 1);
  assert.equal(back.status, 'Published');
});
