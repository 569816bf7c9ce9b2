// A new connection paid at the teller and installed, in the browser (issue 14 item 6, decision
// 072): the clerk bills the fees of an application For Payment, the teller collects them on the
// DCR's Non Power Bill screen (the OR moves it to For Installing), the connection order is issued
// and assigned to a crew, and the lineman energizes it from /tsd/connection-order: the account is
// open in billing and the application Accomplished. Unique names and accounts per run (the
// browser tests share one database).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { moveConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import { recordPmsAttendanceEndpoint } from '@ilaw/contracts/msd/pms-seminars/record-pms-attendance';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import type { Role } from '@ilaw/contracts/roles';
import { passedInspection, SINGLE_OWNER_DOCUMENTS } from '../../../api/test/msd/connection-support.ts';
import { seedTeller } from '../collection/seed.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';
import { NewConnectionsPage } from './pages/new-connections.page.ts';

const portal = usePortal();

async function staff(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return { ...u, page, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

test('a connection order paid at the teller is issued, assigned and energized into billing', async () => {
  const tag = uniqueName('co').split('.')[1]!.toUpperCase();
  const accountNo = `05-${tag}`;
  // Through the API: an application For Payment (filed, seminar attended, inspected, evaluated).
  const clerk = await staff(['ConsumerPms'], 'e2e.coclerk');
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const seminar = await clerk.api.call(createPmsSeminarEndpoint, {
    body: { seminarDate: today, startTime: '09:00', venue: `Hall ${tag}`, branchCode: 5, seats: 30 },
  });
  const filed = await clerk.api.call(createConnectionApplicationEndpoint, {
    body: {
      applicantType: 'Single',
      capacity: 'Owner',
      applicantName: `SALAZAR ${tag}, ROSA`,
      branchCode: 5,
      town: 'San Jose',
      barangay: 'Poblacion',
      address: 'Purok 1, near the market',
      locationType: 'Residential',
      loadKw: '3.00',
      documents: [...SINGLE_OWNER_DOCUMENTS],
    },
  });
  for (const action of ['Enrol', 'Attended'] as const) {
    await clerk.api.call(recordPmsAttendanceEndpoint, {
      params: { id: seminar.id },
      body: { applicationId: filed.id, action },
    });
  }
  const inspector = await ApiSession.signIn(
    portal.baseUrl,
    ...(await createUserWithRoles(portal.baseUrl, ['ConnectionInspector'], 'e2e.coinsp').then(
      (u) => [u.username, u.password] as const,
    )),
  );
  await inspector.call(createConnectionInspectionEndpoint, { body: passedInspection(filed.id) });
  const officer = await createUserWithRoles(portal.baseUrl, ['ConsumerPms'], 'e2e.cooff');
  const officerApi = await ApiSession.signIn(portal.baseUrl, officer.username, officer.password);
  await officerApi.call(moveConnectionApplicationEndpoint, { params: { id: filed.id }, body: { to: 'ForPayment' } });

  // The clerk prints the application and the inspection form, and bills the fees.
  const desk = new NewConnectionsPage(clerk.page);
  await desk.gotoApplications(filed.applicationNo);
  await clerk.page.getByRole('button', { name: filed.applicationNo }).click();
  const dialog = desk.application();
  await dialog.getByRole('button', { name: 'Print application' }).click();
  const form = clerk.page.getByRole('dialog', { name: 'Application form' });
  await form.getByRole('table', { name: 'Applicant' }).getByText(`SALAZAR ${tag}, ROSA`).waitFor();
  await form.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Print inspection form' }).click();
  const pue = clerk.page.getByRole('dialog', { name: 'Inspection form' });
  await pue
    .getByRole('table', { name: 'PUE inspection' })
    .getByText(/PEE-004512/)
    .waitFor();
  await pue.getByRole('button', { name: 'Close' }).click();
  await dialog.getByLabel('Fees (₱)').fill('1500.00');
  await dialog.getByLabel('Description').fill('Connection fee and meter deposit');
  await dialog.getByRole('button', { name: 'Bill the fees' }).click();
  const fees = dialog.getByTestId('connection-fees');
  await fees.getByText(/NPB-\d{4}-\d{6}/).waitFor();
  const billNo = /NPB-\d{4}-\d{6}/.exec((await fees.textContent()) ?? '')![0];

  // The teller collects them as a walk-in payer's non-power bill.
  const teller = await seedTeller(portal.baseUrl, 'e2e.coteller');
  await teller.api.call(openTellerDayEndpoint, { body: {} });
  const tellerPage = await portal.newPage();
  const signIn = new SignInPage(tellerPage);
  await signIn.goto();
  await signIn.signIn(teller.username, teller.password);
  await new ShellPage(tellerPage).waitForDashboard();
  await tellerPage.goto('/fsd/collection/daily-collection-report/non-power-bill');
  await tellerPage.getByLabel('Non-power bill no. or payer').fill(billNo);
  await tellerPage.getByRole('button', { name: 'Find bills' }).click();
  await tellerPage.getByRole('checkbox', { name: `Pay ${billNo}` }).check();
  await tellerPage.getByLabel('Cash received from the payer').fill('1500.00');
  await tellerPage.getByRole('button', { name: 'Post walk-in payment' }).click();
  await tellerPage.getByTestId('official-receipt').waitFor();
  const orNumber = teller.firstOr;

  // The office sees it For Installing with the OR, and issues and assigns the connection order.
  const admin = await ApiSession.signIn(portal.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  await admin.call(createTeamEndpoint, {
    body: { name: `CO Crew ${tag}`, branchCode: 5, leaderName: 'Nestor Ramos', members: ['Nestor Ramos'] },
  });
  const issuer = await staff(['ConsumerPms', 'ConnectionOrder'], 'e2e.coissuer');
  const office = new NewConnectionsPage(issuer.page);
  await office.gotoApplications(filed.applicationNo);
  await issuer.page.getByRole('button', { name: filed.applicationNo }).click();
  await office
    .application()
    .getByText(new RegExp(`Paid, OR ${orNumber}`))
    .waitFor();
  assert.deepEqual(await office.timelineStages(), [
    'For Inspection',
    'For Evaluation',
    'For Payment',
    'For Installing',
  ]);
  await office.application().getByLabel('Account no.').fill(accountNo);
  await office.application().getByRole('button', { name: 'Issue connection order' }).click();
  await issuer.page.getByRole('heading', { name: /^Connection order CO-05-\d{4}-\d{6}$/ }).waitFor();
  const coNumber = /CO-05-\d{4}-\d{6}/.exec((await issuer.page.getByRole('heading').first().textContent()) ?? '')![0];
  await issuer.page.getByRole('combobox', { name: 'Crew' }).click();
  await issuer.page.getByRole('option', { name: `CO Crew ${tag}` }).click();
  await issuer.page.getByLabel('Schedule').fill(today);
  await issuer.page.getByRole('textbox', { name: 'Meter serial', exact: true }).fill(`MTR-${tag}`);
  await issuer.page.getByRole('textbox', { name: 'Seal no.', exact: true }).fill(`SEAL-${tag}`);
  await issuer.page.getByRole('button', { name: 'Assign', exact: true }).click();
  await issuer.page.getByText('Reassign', { exact: true }).waitFor();

  // The lineman finds it among the assigned orders and energizes it.
  const lineman = await staff(['ConnectionOrderLineman'], 'e2e.colineman');
  await lineman.page.goto(`/tsd/connection-order?search=${encodeURIComponent(coNumber)}`);
  await lineman.page.getByRole('link', { name: coNumber }).click();
  await lineman.page.getByLabel('Initial reading (kWh)').fill('3.5');
  await lineman.page.getByRole('button', { name: 'Energize', exact: true }).click();
  await lineman.page.getByRole('button', { name: 'Energize', exact: true }).waitFor({ state: 'detached' });

  const done = await clerk.api.call(getConnectionApplicationEndpoint, { params: { id: filed.id } });
  assert.equal(done.stage, 'Accomplished');
  assert.equal(done.orNumber, orNumber);
  assert.equal(done.connectionOrder?.coNumber, coNumber);
  const billing = await createUserWithRoles(portal.baseUrl, ['BillingReport'], 'e2e.cobill');
  const billingApi = await ApiSession.signIn(portal.baseUrl, billing.username, billing.password);
  const consumer = await billingApi.call(getConsumerEndpoint, { params: { accountNo } });
  assert.equal(consumer.meterSerial, `MTR-${tag}`);
  assert.equal(consumer.initialReading, '3.50');
  assert.equal(consumer.accountStatus, 1);
});
