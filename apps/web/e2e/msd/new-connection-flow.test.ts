// A new connection in the browser: the clerk files a single owner's application with its
// documents, enrols and marks the applicant at a seminar, the inspector records a passed PUE
// inspection with a photo (For Evaluation), and another officer evaluates it (For Payment); the
// timeline names each stage. Unique names per run (the browser tests share one database).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import type { Role } from '@ilaw/contracts/roles';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { NewConnectionsPage } from './pages/new-connections.page.ts';

const portal = usePortal();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function staff(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  return { ...u, page, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

test('a new connection goes from application through the seminar and inspection to For Payment', async () => {
  const tag = uniqueName('nca').split('.')[1]!.toUpperCase();
  const clerk = await staff(['ConsumerPms'], 'e2e.ncaclerk');
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const seminar = await clerk.api.call(createPmsSeminarEndpoint, {
    body: { seminarDate: today, startTime: '09:00', venue: `Hall ${tag}`, branchCode: 5, seats: 30 },
  });

  const desk = new NewConnectionsPage(clerk.page);
  await desk.gotoApplications();
  const applicationNo = await desk.fileApplication({
    name: `LAUREL ${tag}, PEDRO`,
    barangay: 'Poblacion',
    address: 'Purok 2, beside the school',
    loadKw: '4.5',
    documents: [
      'Valid ID of the applicant',
      'Land title or tax declaration',
      'LGU electrical permit',
      'Electrical wiring plan signed by a licensed electrician',
      'Location sketch',
    ],
  });
  assert.deepEqual(await desk.timelineStages(), ['For Inspection']);
  await desk.enrolAndMarkAttended(seminar.id, applicationNo);

  const inspectorUser = await staff(['ConnectionInspector'], 'e2e.ncainsp');
  const field = new NewConnectionsPage(inspectorUser.page);
  await field.gotoInspections();
  await field.recordPassedInspection(applicationNo, { licenceNo: `RME-${tag}`, wireLength: '28.5' });
  await field.addInspectionPhoto({ name: 'meter-base.png', mimeType: 'image/png', buffer: PNG });
  assert.deepEqual(await field.timelineStages(), ['For Inspection', 'For Evaluation']);

  // The filer may not evaluate their own application; another officer does.
  await desk.gotoApplications(applicationNo);
  await clerk.page.getByRole('button', { name: applicationNo }).click();
  await desk.application().getByText('You filed this application; another officer evaluates it.').waitFor();
  const officer = await staff(['ConsumerPms'], 'e2e.ncaoff');
  const office = new NewConnectionsPage(officer.page);
  await office.gotoApplications(applicationNo);
  await officer.page.getByRole('button', { name: applicationNo }).click();
  await office.moveTo('For Payment', 'Checklist complete');
  assert.deepEqual(await office.timelineStages(), ['For Inspection', 'For Evaluation', 'For Payment']);
});

test('on a phone (390 px) the applications are cards and an application opens full screen with its timeline', async () => {
  const tag = uniqueName('ncaph').split('.')[1]!.toUpperCase();
  const u = await createUserWithRoles(portal.baseUrl, ['ConsumerPms'], 'e2e.ncaphone');
  const api = await ApiSession.signIn(portal.baseUrl, u.username, u.password);
  const a = await api.call(createConnectionApplicationEndpoint, {
    body: {
      applicantType: 'Joint',
      capacity: 'Tenant',
      applicantName: `MAGSINO ${tag}, LUZ`,
      spouseName: `MAGSINO ${tag}, BEN`,
      branchCode: 5,
      barangay: 'Bubog',
      address: 'Sitio Ilaya',
      locationType: 'Residential',
      loadKw: '2.5',
      documents: ['ValidId'],
    },
  });
  const page = await portal.newPhonePage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(u.username, u.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/isd/msd/new-connections?search=${encodeURIComponent(a.applicationNo)}`);
  const cards = page.getByRole('list', { name: 'New connection applications' }).getByRole('listitem');
  await cards.filter({ hasText: a.applicationNo }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await page.getByRole('button', { name: a.applicationNo }).click();
  const desk = new NewConnectionsPage(page);
  assert.deepEqual(await desk.timelineStages(), ['For Inspection']);
  await desk.application().getByText("Spouse's valid ID").waitFor();
  assert.match(page.url(), new RegExp(`open=${a.id}`));
});
