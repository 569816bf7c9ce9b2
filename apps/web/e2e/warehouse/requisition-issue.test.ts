// A requisition in the browser (decision 091): the supplies desk files a supplies requisition
// voucher, the warehouse administrator approves it, the warehouseman issues it in two charge tickets
// (decision 119) that the administrator approves, and the recipient signs for it on the signature pad; then a
// transfer request moves stock to a branch warehouse through its transfer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { Role } from '@ilaw/contracts/roles';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { listRequisitionsEndpoint } from '@ilaw/contracts/warehouse/requisitions/list-requisitions';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { BinCardPage } from './pages/bin-card.page.ts';
import { StockDocumentsPage } from './pages/stock-documents.page.ts';

const portal = usePortal();

async function staff(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return { page, name: u.username, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

/** Saves a requisition's New dialog; answers the control number shown on the opened requisition. */
async function saveRequisition(page: Page): Promise<string> {
  await page.getByRole('dialog').getByRole('button', { name: 'Save and send for approval' }).click();
  await page.getByTestId('requisition-detail').waitFor();
  const title = await page.getByRole('dialog').getByRole('heading').first().textContent();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return (title ?? '').split(' ').at(-1) ?? '';
}

test('a supplies requisition is approved, issued by a charge ticket and signed for; a transfer request moves stock to a branch', async () => {
  const tag = uniqueName('rq').split('.')[1]!.toUpperCase();
  const desk = await staff(['SuppliesRequisitionVoucher'], 'e2e.srvdesk');
  const clerk = await staff(['WarehouseMan', 'WarehouseManAdmin'], 'e2e.rqclerk');
  const admin = await staff(['WarehouseAdmin'], 'e2e.rqboss');
  const main = await clerk.api.call(createLocationEndpoint, {
    body: { code: `Q${tag}`.slice(0, 10), name: `E2E Req Main ${tag}`, branchCode: 5 },
  });
  const branch = await clerk.api.call(createLocationEndpoint, {
    body: { code: `T${tag}`.slice(0, 10), name: `E2E Req Branch ${tag}`, branchCode: 15 },
  });
  const unitId = (await clerk.api.call(listUnitsEndpoint, {})).find((u) => u.code === 'pc')!.id;
  const typeId = (await clerk.api.call(listMaterialTypesEndpoint, {})).find((x) => x.code === 'LM')!.id;
  const categoryId = (await clerk.api.call(listMaterialCategoriesEndpoint, {})).find((x) => x.code === 'LINE')!.id;
  const description = `Guy wire clamp E2E ${tag}`;
  const material = await clerk.api.call(createMaterialEndpoint, { body: { description, unitId, typeId, categoryId } });
  const mrr = await clerk.api.call(createStockDocumentEndpoint, {
    body: {
      kind: 'MRR',
      documentDate: '2026-11-02',
      locationId: main.id,
      supplier: 'Visayas Hardware',
      vatType: 'Exclusive',
      lines: [{ materialId: material.id, quantity: '20', unitPrice: '100' }],
    },
  });
  await admin.api.call(decideApprovalEndpoint, { params: { id: mrr.approval!.requestId }, body: { approve: true } });

  // The desk asks for 5 on a supplies requisition voucher.
  const srv = new StockDocumentsPage(desk.page);
  await srv.goto('/tsd/supplies-requisition-voucher', 'Supplies Requisition Voucher');
  await srv.openNew('Supplies Requisition Voucher');
  await srv.choose('Warehouse', main.name);
  await srv.fill('purpose', `Re-guying of poles ${tag}`);
  await srv.fill('chargeAccount', `593-${tag}`);
  await srv.line(0, description, '5');
  const srvNo = await saveRequisition(desk.page);
  assert.match(srvNo, /^SRV-\d{4}-\d{6}$/);

  // The administrator approves it; the warehouseman issues it with a charge ticket.
  const boss = new StockDocumentsPage(admin.page);
  await boss.goto('/tsd/supplies-requisition-voucher', 'Supplies Requisition Voucher');
  await boss.decide(srvNo, 'Approve');
  await boss.row(srvNo).getByText('Approved').waitFor();
  const warehouse = new StockDocumentsPage(clerk.page);
  await warehouse.goto('/tsd/supplies-requisition-voucher', 'Supplies Requisition Voucher');
  // In two parts (decision 119): 2 now, the requisition still Approved with 3 left; then the rest.
  await warehouse.issue(srvNo, 'Issue MCT', ['2']);
  const partly = (await clerk.api.call(listRequisitionsEndpoint, { query: { kind: 'SRV', search: srvNo } })).data[0]!;
  assert.deepEqual([partly.status, partly.lines[0]!.inIssue, partly.lines[0]!.remaining], ['Approved', '2.00', '3.00']);
  await warehouse.row(srvNo).getByText(partly.issues[0]!.controlNo).waitFor();
  await warehouse.row(srvNo).getByRole('link', { name: srvNo }).click();
  await clerk.page.getByTestId('requisition-detail').getByRole('cell', { name: '3.00', exact: true }).waitFor();
  await clerk.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await warehouse.issue(srvNo, 'Issue MCT');
  await warehouse.row(srvNo).getByText('Issued').waitFor();
  const issued = (await clerk.api.call(listRequisitionsEndpoint, { query: { kind: 'SRV', search: srvNo } })).data[0]!;
  assert.deepEqual(
    issued.lines.map((l) => [l.inIssue, l.remaining]),
    [['5.00', '0.00']],
  );
  const [firstNo, mctNo] = issued.issues.map((d) => d.controlNo) as [string, string];
  assert.equal(issued.issuedControlNo, mctNo);
  await boss.goto('/isd/warehouse/material-charge-ticket', 'Material Charge Ticket');
  for (const no of [firstNo, mctNo]) {
    await boss.decide(no, 'Approve');
    await boss.row(no).getByText('Posted').waitFor();
  }

  // The recipient signs on the desk's screen.
  await srv.goto('/tsd/supplies-requisition-voucher', 'Supplies Requisition Voucher');
  await srv.row(srvNo).getByRole('button', { name: 'Sign for receipt' }).click();
  const pad = desk.page.getByTestId('signature-pad');
  await pad.waitFor();
  const box = (await pad.boundingBox())!;
  await desk.page.mouse.move(box.x + 20, box.y + box.height / 2);
  await desk.page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await desk.page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 === 0 ? 20 : -20));
  }
  await desk.page.mouse.up();
  await desk.page.getByRole('dialog').getByLabel('Received by').fill(`Juan Dela Cruz ${tag}`);
  await desk.page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }).click();
  await srv.row(srvNo).getByText('Received').waitFor();
  await srv.row(srvNo).getByRole('link', { name: srvNo }).click();
  await desk.page.getByTestId('received-signature').getByRole('img').waitFor();
  const signed = await desk.api.call(getRequisitionEndpoint, { params: { id: issued.id } });
  assert.equal(signed.receivedByName, `Juan Dela Cruz ${tag}`);
  assert.match(signed.receivedSignature ?? '', /^data:image\/png;base64,/);

  // A transfer request of 4 to the branch, approved, issued by its transfer and posted.
  const mtr = new StockDocumentsPage(clerk.page);
  await mtr.goto('/isd/warehouse/material-transfer-request', 'Material Transfer Request');
  await mtr.openNew('Material Transfer Request');
  await mtr.choose('From warehouse', main.name);
  await mtr.choose('To warehouse', branch.name);
  await mtr.fill('purpose', `Stock for the branch crew ${tag}`);
  await mtr.line(0, description, '4');
  const mtrNo = await saveRequisition(clerk.page);
  await boss.goto('/isd/warehouse/material-transfer/admin', 'Material Transfer Admin');
  await boss.decide(mtrNo, 'Approve');
  await boss.row(mtrNo).getByText('Approved').waitFor();
  await mtr.goto('/isd/warehouse/material-transfer/admin', 'Material Transfer Admin');
  await mtr.issue(mtrNo, 'Issue transfer');
  await mtr.row(mtrNo).getByText('Issued').waitFor();
  const mtsNo = (await clerk.api.call(listRequisitionsEndpoint, { query: { kind: 'MTR', search: mtrNo } })).data[0]!
    .issuedControlNo!;
  await boss.goto('/isd/warehouse/material-transfer-ticket', 'Material Transfer Stock');
  await boss.decide(mtsNo, 'Approve');
  await boss.row(mtsNo).getByText('Posted').waitFor();

  // Main: 20 in, 5 out, 4 out = 11 at 100; the branch: 4 at 100.
  const card = new BinCardPage(clerk.page);
  await card.open(material.id, main.id);
  await card.closing.getByText('₱1,100.00').waitFor();
  await card.open(material.id, branch.id);
  await card.table.getByRole('row').filter({ hasText: mtsNo }).waitFor();
  await card.closing.getByText('₱400.00').waitFor();
});
