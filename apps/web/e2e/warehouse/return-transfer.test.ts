// A return and a transfer in the browser: the crew's unused materials come back on a credit
// ticket against their charge ticket (at the cost charged), and stock moves to a branch warehouse
// on a transfer; the administrator approves both on their lists and the bin cards show them.
import { test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { Role } from '@ilaw/contracts/roles';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
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
  return { page, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

test('a credit ticket returns at the cost charged and a transfer moves stock to a branch warehouse', async () => {
  const tag = uniqueName('wt').split('.')[1]!.toUpperCase();
  const clerk = await staff(['WarehouseMan', 'WarehouseManAdmin'], 'e2e.whclerk');
  const admin = await staff(['WarehouseAdmin'], 'e2e.whboss');
  const main = await clerk.api.call(createLocationEndpoint, {
    body: { code: `M${tag}`.slice(0, 10), name: `E2E Main ${tag}`, branchCode: 5 },
  });
  const branch = await clerk.api.call(createLocationEndpoint, {
    body: { code: `R${tag}`.slice(0, 10), name: `E2E Rizal ${tag}`, branchCode: 15 },
  });
  const unitId = (await clerk.api.call(listUnitsEndpoint, {})).find((u) => u.code === 'pc')!.id;
  const typeId = (await clerk.api.call(listMaterialTypesEndpoint, {})).find((x) => x.code === 'LM')!.id;
  const categoryId = (await clerk.api.call(listMaterialCategoriesEndpoint, {})).find((x) => x.code === 'LINE')!.id;
  const description = `Pin insulator E2E ${tag}`;
  const material = await clerk.api.call(createMaterialEndpoint, { body: { description, unitId, typeId, categoryId } });
  const approve = async (requestId: number) =>
    admin.api.call(decideApprovalEndpoint, { params: { id: requestId }, body: { approve: true } });
  const mrr = await clerk.api.call(createStockDocumentEndpoint, {
    body: {
      kind: 'MRR',
      documentDate: '2026-11-02',
      locationId: main.id,
      supplier: 'Luzon Insulators',
      vatType: 'Exclusive',
      lines: [{ materialId: material.id, quantity: '30', unitPrice: '300' }],
    },
  });
  await approve(mrr.approval!.requestId);
  const mct = await clerk.api.call(createStockDocumentEndpoint, {
    body: {
      kind: 'MCT',
      documentDate: '2026-11-03',
      locationId: main.id,
      chargeAccount: `107.1-${tag}`,
      lines: [{ materialId: material.id, quantity: '10' }],
    },
  });
  await approve(mct.approval!.requestId);

  // The crew returns 4 of the 10 on a credit ticket chosen by its charge ticket.
  const credit = new StockDocumentsPage(clerk.page);
  await credit.goto('/isd/warehouse/material-credit-ticket', 'Material Credit Ticket');
  await credit.openNew('Material Credit Ticket');
  await credit.choose('Charge ticket returned against', new RegExp(mct.controlNo));
  await clerk.page
    .getByRole('dialog')
    .getByTestId('document-line')
    .first()
    .getByLabel(/^Quantity/)
    .fill('4');
  const creditNo = await credit.save();
  await credit.closeDetail();

  // A transfer of 6 to the Rizal warehouse.
  const transfer = new StockDocumentsPage(clerk.page);
  await transfer.goto('/isd/warehouse/material-transfer-stock', 'Material Transfer Stock');
  await transfer.openNew('Material Transfer Stock');
  await transfer.choose('From location', main.name);
  await transfer.choose('To location', branch.name);
  await transfer.line(0, description, '6');
  const transferNo = await transfer.save();
  await transfer.closeDetail();

  const boss = new StockDocumentsPage(admin.page);
  await boss.goto('/isd/warehouse/material-credit-ticket', 'Material Credit Ticket');
  await boss.decide(creditNo, 'Approve');
  await boss.row(creditNo).getByText('Posted').waitFor();
  await boss.goto('/isd/warehouse/material-transfer-stock', 'Material Transfer Stock');
  await boss.decide(transferNo, 'Approve');
  await boss.row(transferNo).getByText('Posted').waitFor();

  // Main: 30 in, 10 out, 4 back, 6 out = 18 at 300 = 5,400; Rizal: 6 at 300 = 1,800.
  const card = new BinCardPage(clerk.page);
  await card.open(material.id, main.id);
  await card.table.getByRole('row').filter({ hasText: creditNo }).getByText('1,200.00').first().waitFor();
  await card.closing.getByText('₱5,400.00').waitFor();
  await card.open(material.id, branch.id);
  await card.table.getByRole('row').filter({ hasText: transferNo }).waitFor();
  await card.closing.getByText('₱1,800.00').waitFor();
});
