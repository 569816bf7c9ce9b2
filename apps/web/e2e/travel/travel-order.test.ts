// A travel order in the browser: OGM files it for two travellers, attaches the invitation and sends it; the travellers'
// department head recommends and the manager approves from My work; OGM prints it with the
// letterhead and its three signatories; IAD reads it; the traveller's DTR shows the travel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import type { Page } from 'playwright-core';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { MyWorkSection } from '../approvals/pages/approvals.page.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { TravelOrdersPage } from './pages/travel-orders.page.ts';

const portal = usePortal();

async function signIn(user: { username: string; password: string }): Promise<Page> {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a travel order is filed, recommended, approved, printed with its signatories, and read by IAD', async () => {
  const admin = await ApiSession.admin(portal.baseUrl);
  const dept = await newDepartment(admin, 'E2E Travel');
  const hrUser = await createUserWithRoles(portal.baseUrl, ['Employee'], 'e2e.tohr');
  const hr = await ApiSession.signIn(portal.baseUrl, hrUser.username, hrUser.password);
  const tag = uniqueName('to').split('.')[1]!.toUpperCase();
  const first = await newEmployee(hr, { departmentId: dept.id, lastName: `Viajero ${tag}`, firstName: 'Ana' });
  const second = await newEmployee(hr, { departmentId: dept.id, lastName: `Lakbay ${tag}`, firstName: 'Ben' });
  const ogm = await createUserWithRoles(portal.baseUrl, ['OgmStaff'], 'e2e.ogm');
  const head = await createUserWithRoles(portal.baseUrl, ['DepartmentDtrMonitoring'], 'e2e.tohead', dept.id);
  const manager = await createUserWithRoles(portal.baseUrl, ['Manager'], 'e2e.togm');
  const auditor = await createUserWithRoles(portal.baseUrl, ['AuditViewer'], 'e2e.toiad');
  // A year nobody else's test uses for these travellers: unique people, so any dates are free.
  const year = new Date().getFullYear();

  const ogmPage = await signIn(ogm);
  const orders = new TravelOrdersPage(ogmPage);
  await orders.goto();
  const toNumber = await orders.newOrder({
    travellers: [`Viajero ${tag}`, `Lakbay ${tag}`],
    destination: `NEA Office ${tag}`,
    purpose: 'Submit the quarterly reportorial requirements.',
    from: `${year}-02-10`,
    to: `${year}-02-11`,
    funding: 'General fund, travel expenses',
    expenses: '15250.75',
  });
  assert.match(toNumber, new RegExp(`^TO-${year}-\\d{4,}$`));
  assert.equal(await orders.status().textContent(), 'Draft');
  await orders.attach('invitation.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
  await ogmPage.getByRole('link', { name: 'invitation.pdf' }).waitFor();
  await orders.sendForApproval();
  assert.equal(await orders.printButton().count(), 0);

  // The department head recommends from My work, then the manager approves.
  for (const [signer, remarks] of [
    [head, 'Recommended.'],
    [manager, 'Approved.'],
  ] as const) {
    const page = await signIn(signer);
    const work = new MyWorkSection(page);
    await work.approvalRow(toNumber).waitFor();
    await work.decide(toNumber, true, remarks);
    await page.close();
  }

  await ogmPage.reload();
  await orders
    .status()
    .filter({ hasText: /^Approved$/ })
    .waitFor();
  await ogmPage.emulateMedia({ media: 'print' });
  try {
    // The signatures arrive with their own request: wait for them before reading the footer.
    const footer = ogmPage.getByTestId('report-signatories');
    await footer.filter({ hasText: 'Approver:' }).waitFor({ state: 'attached' });
    const signatories = (await footer.textContent()) ?? '';
    assert.match(signatories, /Prepared by:/);
    assert.match(signatories, /Recommender:/);
    assert.match(signatories, /Approver:/);
    assert.equal(await ogmPage.getByTestId('report-letterhead').isVisible(), true);
    assert.match(
      (await ogmPage.locator('.report-title').textContent()) ?? '',
      new RegExp(`TRAVEL ORDER No. ${toNumber}`),
    );
    assert.equal(await ogmPage.getByRole('button', { name: 'Print' }).isVisible(), false);
  } finally {
    await ogmPage.emulateMedia({ media: 'screen' });
  }

  // IAD reads it, without OGM's buttons.
  const iadPage = await signIn(auditor);
  const iad = new TravelOrdersPage(iadPage);
  await iad.goto('/iad/travel-orders');
  await iad.row(toNumber).click();
  await iadPage.getByRole('heading', { name: `Travel Order ${toNumber}` }).waitFor();
  await iadPage.getByText(`Viajero ${tag}, Ana`).waitFor();
  await iadPage.getByRole('link', { name: 'invitation.pdf' }).waitFor();
  assert.equal(await iadPage.getByRole('button', { name: 'Attach files' }).count(), 0);
  assert.equal(await iadPage.getByRole('button', { name: 'Cancel travel' }).count(), 0);
  assert.equal(await iadPage.getByRole('link', { name: 'Edit' }).count(), 0);

  // The travellers' DTR counts the days as travel.
  for (const employeeId of [first.id, second.id]) {
    const dtr = await hr.call(hrRangedDtrEndpoint, {
      query: { employeeId, from: `${year}-02-10`, to: `${year}-02-11` },
    });
    assert.deepEqual(
      dtr.records.map((r) => r.dayType),
      ['Travel', 'Travel'],
    );
  }
});
