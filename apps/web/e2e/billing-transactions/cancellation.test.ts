import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { requestCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/request-cancellation';
import { addCancellationApproverEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/add-cancellation-approver';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import type { Page } from 'playwright-core';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { ApiSession } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { ApproversAdminPage, BillCancellationApprovalPage, BillCancellationPage } from './pages/cancellation.page.ts';
import { billingUser, seedRoute } from './seed.ts';

const portal = usePortal();

async function signedIn(username: string, password: string): Promise<Page> {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(username, password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a cancellation asked by billing transactions is rejected, asked again and approved by a configured approver; the bill shows cancelled', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.clerk');
  const txn = await billingUser(portal.baseUrl, ['BillingTransactions'], 'e2e.txn');
  const approver = await billingUser(portal.baseUrl, ['BillCancellationApprover'], 'e2e.approver');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['DIZON, DORA']);
  const accountNo = seeded.accounts[0]!;
  await txn.api.call(enterReadingEndpoint, {
    body: {
      billMonthId: seeded.billMonthId,
      accountNo,
      presentReading: '1100',
    },
  });
  const computed = await clerk.api.call(computeBillEndpoint, { body: { billMonthId: seeded.billMonthId, accountNo } });
  const bill = computed.bill;
  assert.ok(bill, JSON.stringify(computed.result));

  // The admin configures the approver on the admin page.
  const adminPage = await signedIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  const approvers = new ApproversAdminPage(adminPage);
  await approvers.goto();
  await approvers.add(approver.username);
  await approvers.row(approver.username).getByText('Has the role').waitFor();

  // Billing transactions asks for the cancellation.
  const txnPage = await signedIn(txn.username, txn.password);
  const request = new BillCancellationPage(txnPage);
  await request.goto();
  await request.chooseConsumer(accountNo);
  await request.billRow(bill.billNo).locator('[data-status="posted"]').waitFor();
  await request.requestCancellation(bill.billNo, 'Reading was keyed for the wrong account.');
  await request.requestRow(bill.billNo).locator('[data-status="pending"]').waitFor();
  await request.billRow(bill.billNo).getByRole('button', { name: 'Pending' }).waitFor();

  // The approver sees it pending with who asked and why, and rejects it with remarks: the bill stands.
  const approverPage = await signedIn(approver.username, approver.password);
  const approval = new BillCancellationApprovalPage(approverPage);
  await approval.goto();
  const pending = approval.row(bill.billNo);
  await pending.getByText(`Requested by Test ${txn.username}`, { exact: false }).waitFor();
  await pending.getByText('Reading was keyed for the wrong account.', { exact: false }).waitFor();
  await approval.decide(bill.billNo, false, 'The reading is right; the bill stands.');
  await approval.row(bill.billNo).waitFor({ state: 'detached' });
  await approval.showTab('Rejected');
  await approval.row(bill.billNo).getByText(`Rejected by Test ${approver.username}`, { exact: false }).waitFor();
  await approval.row(bill.billNo).getByText('The reading is right; the bill stands.', { exact: false }).waitFor();

  // Asked again with a better reason, and approved this time.
  await request.goto();
  await request.chooseConsumer(accountNo);
  await request.billRow(bill.billNo).locator('[data-status="posted"]').waitFor();
  await request.requestRow(bill.billNo).locator('[data-status="rejected"]').waitFor();
  await request.requestCancellation(bill.billNo, 'The meter belongs to the neighbour; see the field report.');
  await request.requestRow(bill.billNo).locator('[data-status="pending"]').waitFor();
  await approval.goto();
  await approval.row(bill.billNo).getByText('The meter belongs to the neighbour', { exact: false }).waitFor();
  await approval.decide(bill.billNo, true, 'Confirmed with the reader.');
  await approval.row(bill.billNo).waitFor({ state: 'detached' });
  await approval.showTab('Approved');
  const approved = approval.row(bill.billNo);
  await approved.getByText(`Approved by Test ${approver.username}`, { exact: false }).waitFor();
  await approved.getByText('Confirmed with the reader.', { exact: false }).waitFor();

  // The requester sees the bill cancelled and the ledger credited.
  await request.goto();
  await request.chooseConsumer(accountNo);
  await request.billRow(bill.billNo).locator('[data-status="cancelled"]').waitFor();
  await request.requestRow(bill.billNo).locator('[data-status="approved"]').waitFor();
  const ledgerRows = request.ledgerRows(accountNo);
  await ledgerRows.filter({ hasText: 'Cancellation' }).waitFor();
  assert.equal(await ledgerRows.count(), 2);

  const ledger = await txn.api.call(ledgerEndpoint, { params: { accountNo } });
  assert.deepEqual(
    ledger.entries.map((e) => [e.kind, e.debit, e.credit]),
    [
      ['Bill', bill.totalAmount, '0.00'],
      ['Cancellation', '0.00', bill.totalAmount],
    ],
  );
  assert.equal(Number(ledger.balance), 0);
});

test('an approver cannot decide their own request, and one not on the approver list is told so before trying (decision 014)', async () => {
  const clerk = await billingUser(portal.baseUrl, ['BillingReport'], 'e2e.clerk');
  // Both roles: asks for cancellations and is a configured approver.
  const self = await billingUser(portal.baseUrl, ['BillingTransactions', 'BillCancellationApprover'], 'e2e.self');
  const unlisted = await billingUser(portal.baseUrl, ['BillCancellationApprover'], 'e2e.unlisted');
  const unlistedAdmin = await billingUser(portal.baseUrl, ['BillCancellationApprover', 'Admin'], 'e2e.unlistedadm');
  const seeded = await seedRoute(portal.baseUrl, clerk.api, ['ESTRADA, EMMA']);
  const accountNo = seeded.accounts[0]!;
  await self.api.call(enterReadingEndpoint, {
    body: { billMonthId: seeded.billMonthId, accountNo, presentReading: '1100' },
  });
  const bill = (await clerk.api.call(computeBillEndpoint, { body: { billMonthId: seeded.billMonthId, accountNo } }))
    .bill;
  assert.ok(bill);
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  await admin.call(addCancellationApproverEndpoint, { body: { userId: self.userId } });
  await self.api.call(requestCancellationEndpoint, {
    params: { id: bill.id },
    body: { reason: 'Keyed on the wrong account.' },
  });

  // The requester, an approver too, sees their own request with Approve/Reject off and why.
  const selfApproval = new BillCancellationApprovalPage(await signedIn(self.username, self.password));
  await selfApproval.goto();
  await selfApproval.row(bill.billNo).getByText(`Requested by Test ${self.username}`, { exact: false }).waitFor();
  assert.equal(await selfApproval.decisionButton(bill.billNo, 'Approve').isDisabled(), true);
  assert.equal(await selfApproval.decisionButton(bill.billNo, 'Reject').isDisabled(), true);
  const tip = await selfApproval.hoverDecision(bill.billNo);
  await tip.getByText('You asked for this cancellation: another approver decides it.').waitFor();
  assert.equal(await selfApproval.notOnListNote().count(), 0);

  // An Admin approver not on the list is told at the top at once; the buttons are off.
  const adminApproval = new BillCancellationApprovalPage(
    await signedIn(unlistedAdmin.username, unlistedAdmin.password),
  );
  await adminApproval.goto();
  await adminApproval.notOnListNote().waitFor();
  await adminApproval.row(bill.billNo).waitFor();
  assert.equal(await adminApproval.decisionButton(bill.billNo, 'Approve').isDisabled(), true);

  // An approver who may not read the list is told at once too: the server says who may decide each step.
  const unlistedPage = await signedIn(unlisted.username, unlisted.password);
  const unlistedApproval = new BillCancellationApprovalPage(unlistedPage);
  await unlistedApproval.goto();
  await unlistedApproval.row(bill.billNo).waitFor();
  await unlistedApproval.notOnListNote().waitFor();
  assert.equal(await unlistedApproval.decisionButton(bill.billNo, 'Approve').isDisabled(), true);
  const why = await unlistedApproval.hoverDecision(bill.billNo);
  await why.getByText("You are not a signatory of this request's current step (Approver).").waitFor();

  // Once listed, the Admin approver's note goes and the request (not theirs) can be decided.
  await admin.call(addCancellationApproverEndpoint, { body: { userId: unlistedAdmin.userId } });
  await adminApproval.goto();
  await adminApproval.row(bill.billNo).waitFor();
  // decide() clicks Approve, which waits for the button to be enabled (the list answer).
  await adminApproval.decide(bill.billNo, true, 'Confirmed.');
  await adminApproval.row(bill.billNo).waitFor({ state: 'detached' });
  assert.equal(await adminApproval.notOnListNote().count(), 0);
});
