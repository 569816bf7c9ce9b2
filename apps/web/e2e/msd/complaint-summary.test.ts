// The NEA "Summary of Complaints Received and Acted Upon" in the browser (issue 14 item 11): two
// leaning-pole complaints of a crew of its own (the browser tests share one database, so the
// report is filtered to that crew), one accomplished and one still scheduled; the summary shows
// two received and one acted upon under 4b, the crew's average hours, and the same figures in
// its .xlsx.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { changeServiceRequestStatusTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import type { Role } from '@ilaw/contracts/roles';
import ExcelJS from 'exceljs';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

async function api(roles: Role[], prefix: string) {
  const u = await createUserWithRoles(portal.baseUrl, roles, prefix);
  return { ...u, api: await ApiSession.signIn(portal.baseUrl, u.username, u.password) };
}

test('the NEA complaint summary counts received and acted-upon complaints per nature, and exports them', async () => {
  const admin = await ApiSession.admin(portal.baseUrl);
  const tag = uniqueName('nea').split('.')[1]!.toUpperCase();
  const team = await admin.call(createTeamEndpoint, {
    body: { name: `NEA Crew ${tag}`, branchCode: 5, leaderName: 'Danilo Cruz', members: ['Danilo Cruz'] },
  });
  const billing = await api(['BillingReport'], 'e2e.neabill');
  const consumer = await billing.api.call(createConsumerEndpoint, {
    body: {
      accountNo: `05-${tag}`,
      branchCode: 5,
      name: `DELA CRUZ ${tag}, ROMEO`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: 'R',
    },
  });
  const clerk = await api(['ServiceRequest'], 'e2e.neaclerk');
  const approvers = [
    await api(['ServiceRequestApprover'], 'e2e.neaappr1'),
    await api(['ServiceRequestApprover'], 'e2e.neaappr2'),
  ];
  const assigner = await api(['ServiceRequestAssigner'], 'e2e.neaasgn');
  const crew = await api(['ServiceRequestLineman'], 'e2e.neacrew');
  const types = await clerk.api.call(listServiceRequestTypesEndpoint, { query: {} });
  const typeId = types.find((x) => x.code === 'POLE')!.id;
  const subtypeId = types.find((x) => x.code === 'POLE-LEAN')!.id;
  const status = changeServiceRequestStatusEndpoint;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

  const ids: number[] = [];
  for (const description of ['Pole leaning over the road.', 'Pole leaning toward the school.']) {
    const sr = await clerk.api.call(createServiceRequestEndpoint, {
      body: {
        typeId,
        subtypeId,
        consumerId: consumer.id,
        locationType: 'Residential',
        requesterName: 'Romeo Dela Cruz',
        contactNo: '0917 555 0101',
        description,
      },
    });
    if (sr.approvalState === 'Pending') {
      for (const a of approvers) await a.api.call(status, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    }
    await assigner.api.call(status, {
      body: { serviceRequestId: sr.id, action: 'Assign', teamId: team.id, scheduleDate: today },
    });
    ids.push(sr.id);
  }
  // The first is worked to the end on the crew's side; the second stays scheduled.
  const first = ids[0]!;
  const onSite = changeServiceRequestStatusTsdEndpoint;
  await crew.api.call(onSite, { body: { serviceRequestId: first, action: 'Dispatch' } });
  await crew.api.call(onSite, { body: { serviceRequestId: first, action: 'Arrive' } });
  await crew.api.call(onSite, {
    body: {
      serviceRequestId: first,
      action: 'Findings',
      findings: 'Straightened and guyed.',
      actionTaken: '',
      materialsUsed: '',
    },
  });
  await crew.api.call(onSite, { body: { serviceRequestId: first, action: 'Accomplish' } });

  const reporter = await createUserWithRoles(
    portal.baseUrl,
    ['ServiceRequest', 'ServiceRequestReport'],
    'e2e.neareport',
  );
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(reporter.username, reporter.password);
  await new ShellPage(page).waitForDashboard();
  await page.goto(`/isd/msd/service-requests/reports?dateFrom=${today}&dateTo=${today}&teamId=${team.id}`);
  await page.getByRole('tab', { name: 'Complaints summary (NEA)' }).click();
  await page.waitForURL(/view=summary/);
  // The printed title (the print pack's, hidden on screen).
  await page.getByText('Summary of Complaints Received and Acted Upon').first().waitFor({ state: 'attached' });

  const allAreas = page.getByRole('table', { name: 'All areas' });
  const leaning = allAreas.getByRole('row').filter({ hasText: /^4b/ });
  await leaning.getByRole('cell').nth(2).filter({ hasText: '2' }).waitFor();
  const cells = await leaning.getByRole('cell').allTextContents();
  assert.deepEqual([cells[0], cells[2], cells[3]], ['4b', '2', '1']);
  const crews = page.getByRole('table', { name: 'Crew average hours' });
  const ours = crews.getByRole('row').filter({ hasText: team.name });
  assert.equal(await ours.getByRole('cell').nth(1).textContent(), '1');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const sheet = wb.getWorksheet('All areas')!;
  assert.match(String(sheet.getCell('A1').value), /^SUMMARY OF COMPLAINTS RECEIVED AND ACTED UPON/);
  const row = sheet.getRows(1, sheet.rowCount)!.find((r) => r.getCell(1).value === '4b')!;
  assert.equal(row.getCell(3).value, 2);
  assert.equal(row.getCell(4).value, 1);
  const crewSheet = wb.getWorksheet('Crew average hours')!;
  assert.ok(
    crewSheet.getRows(1, crewSheet.rowCount)!.some((r) => r.getCell(1).value === team.name && r.getCell(2).value === 1),
  );
  await page.close();
});
