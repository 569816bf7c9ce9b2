// The warehouse in the browser: a delivery is received (MRR filed by the warehouseman, approved
// by the warehouse administrator on the list), a crew's charge ticket issues at the moving
// average, and the bin card shows both with the running balance and exports to Excel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { Role } from '@ilaw/contracts/roles';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
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

test('a delivery is received and approved, a charge ticket issues at the average, the bin card shows and exports both', async () => {
  const tag = uniqueName('wh').split('.')[1]!.toUpperCase();
  const clerk = await staff(['WarehouseMan'], 'e2e.whman');
  const admin = await staff(['WarehouseAdmin'], 'e2e.whadmin');
  const location = await clerk.api.call(createLocationEndpoint, {
    body: { code: `E${tag}`.slice(0, 10), name: `E2E Warehouse ${tag}`, branchCode: 5 },
  });
  const unitId = (await clerk.api.call(listUnitsEndpoint, {})).find((u) => u.code === 'pc')!.id;
  const typeId = (await clerk.api.call(listMaterialTypesEndpoint, {})).find((x) => x.code === 'LM')!.id;
  const categoryId = (await clerk.api.call(listMaterialCategoriesEndpoint, {})).find((x) => x.code === 'LINE')!.id;
  const description = `Fuse link E2E ${tag}`;
  const material = await clerk.api.call(createMaterialEndpoint, { body: { description, unitId, typeId, categoryId } });

  // The warehouseman receives a delivery of 20 at 56.00 VAT-inclusive (50.00 net).
  const mrr = new StockDocumentsPage(clerk.page);
  await mrr.goto('/isd/warehouse/material-receiving-report', 'Material Receiving Report');
  await mrr.openNew('Material Receiving Report');
  await mrr.choose('Location', location.name);
  await mrr.fill('supplier', `Mindoro Electrical ${tag}`);
  await mrr.line(0, description, '20', '56');
  const mrrNo = await mrr.save();
  assert.match(mrrNo, /^MRR-\d{4}-\d{6}$/);
  await mrr.closeDetail();

  // The administrator approves it on the list; it posts.
  const approvals = new StockDocumentsPage(admin.page);
  await approvals.goto('/isd/warehouse/material-receiving-report', 'Material Receiving Report');
  await approvals.decide(mrrNo, 'Approve');
  await approvals.row(mrrNo).getByText('Posted').waitFor();

  // A crew's charge ticket for 5, approved through the engine.
  const mct = new StockDocumentsPage(clerk.page);
  await mct.goto('/isd/warehouse/material-charge-ticket', 'Material Charge Ticket');
  await mct.openNew('Material Charge Ticket');
  await mct.choose('Location', location.name);
  await mct.fill('chargeAccount', '593 Maintenance of lines');
  await mct.line(0, description, '5');
  const mctNo = await mct.save();
  await mct.closeDetail();
  const pending = await admin.api.call(listStockDocumentsEndpoint, { query: { kind: 'MCT', search: mctNo } });
  await admin.api.call(decideApprovalEndpoint, {
    params: { id: pending.data[0]!.approval!.requestId },
    body: { approve: true },
  });

  // The charge ticket's print view shows its account's total.
  await clerk.page.goto(`/isd/warehouse/viewer/mct/${pending.data[0]!.id}`);
  await clerk.page.getByTestId('document-total').getByText('₱250.00').waitFor();

  // The bin card: received 20, issued 5 at 50.0000, 15 on hand worth 750.00.
  const card = new BinCardPage(clerk.page);
  await card.open(material.id, location.id);
  await card.table.getByRole('row').filter({ hasText: mrrNo }).waitFor();
  await card.table.getByRole('row').filter({ hasText: mctNo }).getByText('250.00').waitFor();
  await card.closing.getByText('₱750.00').waitFor();
  const download = await card.exportToExcel();
  assert.match(download.suggestedFilename(), /^BinCard-.*\.xlsx$/);
  await card.openBalances(description);
  await clerk.page.getByRole('row').filter({ hasText: description }).getByText('750.00').waitFor();
});
