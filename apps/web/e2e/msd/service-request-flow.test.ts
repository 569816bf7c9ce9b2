// A complaint from filing to accomplishment in the browser: the member services clerk files it
// for a consumer found by account number, the first approver approves it on its page (the second
// through the API), the assigner gives it to a crew, and the lineman records the dispatch, the
// arrival, the findings with a photo and the accomplishment on the technical side's screen; the
// timeline shows every step and the clock stays within the target.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import type { Role } from '@ilaw/contracts/roles';
import type { Page } from 'playwright-core';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

const portal = usePortal();

// A 1x1 PNG (the crew's photo).
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

async function act(page: Page, action: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a complaint is filed, approved, assigned and accomplished by a crew with a photo; its timeline shows each step', async () => {
  const admin = await ApiSession.admin(portal.baseUrl);
  const tag = uniqueName('sr').split('.')[1]!.toUpperCase();
  const team = await admin.call(createTeamEndpoint, {
    body: { name: `E2E Crew ${tag}`, branchCode: 5, leaderName: 'Rogelio Marquez', members: ['Rogelio Marquez'] },
  });
  const billing = await createUserWithRoles(portal.baseUrl, ['BillingReport'], 'e2e.srbill');
  const billingApi = await ApiSession.signIn(portal.baseUrl, billing.username, billing.password);
  const consumer = await billingApi.call(createConsumerEndpoint, {
    body: {
      accountNo: `05-${tag}`,
      branchCode: 5,
      name: `BAUTISTA ${tag}, ROSA`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: 'R',
    },
  });

  // The clerk files the complaint.
  const clerk = await staff(['ServiceRequest'], 'e2e.srclerk');
  await clerk.page.goto('/isd/msd/service-requests');
  await clerk.page.getByRole('button', { name: 'New service request' }).click();
  const form = clerk.page.getByRole('dialog');
  await form.getByRole('combobox', { name: 'Type', exact: true }).click();
  await clerk.page.getByRole('option', { name: 'Pole and Line' }).click();
  await form.getByRole('combobox', { name: 'Subtype', exact: true }).click();
  await clerk.page.getByRole('option', { name: 'Leaning pole' }).click();
  await form.getByRole('combobox', { name: /^Consumer/ }).fill(consumer.accountNo);
  await clerk.page.getByRole('option', { name: new RegExp(consumer.accountNo) }).click();
  await form.getByLabel('Description').fill('Pole leaning toward the house after the storm.');
  await form.getByRole('button', { name: 'File request' }).click();
  await clerk.page.waitForURL(/\/isd\/msd\/service-requests\/\d+$/);
  const id = Number(clerk.page.url().split('/').at(-1));
  const timeline = (p: Page) => p.getByRole('list', { name: 'Timeline' });
  await timeline(clerk.page).getByText('Filed').waitFor();
  await clerk.page.getByText('For approval').waitFor();

  // First approval on the page, second through the API.
  const approver1 = await staff(['ServiceRequestApprover'], 'e2e.srappr');
  await approver1.page.goto(`/isd/msd/service-requests/${id}`);
  await act(approver1.page, 'Approve', (d) => d.getByLabel('Remarks').fill('Verified by phone.'));
  await timeline(approver1.page).getByText('First approval').waitFor();
  const approver2 = await createUserWithRoles(portal.baseUrl, ['ServiceRequestApprover'], 'e2e.srappr2');
  const approver2Api = await ApiSession.signIn(portal.baseUrl, approver2.username, approver2.password);
  await approver2Api.call(changeServiceRequestStatusEndpoint, { body: { serviceRequestId: id, action: 'Approve' } });

  // The assigner gives it to the crew.
  const assigner = await staff(['ServiceRequestAssigner'], 'e2e.srasgn');
  await assigner.page.goto(`/tsd/service-requests/${id}`);
  await act(assigner.page, 'Assign to team', async (d) => {
    await d.getByRole('combobox', { name: 'Team', exact: true }).click();
    await assigner.page.getByRole('option', { name: new RegExp(team.name) }).click();
  });
  await timeline(assigner.page).getByText('Assigned to team').waitFor();

  // The crew: dispatched, arrived, findings, a photo, accomplished.
  const lineman = await staff(['ServiceRequestLineman'], 'e2e.srcrew');
  const crew = lineman.page;
  await crew.goto('/tsd/service-requests');
  await crew.getByRole('link', { name: /^SR-/ }).first().waitFor();
  await crew.goto(`/tsd/service-requests/${id}`);
  await act(crew, 'Crew dispatched');
  await act(crew, 'Crew arrived');
  await act(crew, 'Findings', async (d) => {
    await d.getByLabel('Findings').fill('Pole leaning 15 degrees; straightened and guyed.');
    await d.getByLabel('Materials used').fill('Guy wire 10 m, 1 anchor rod');
  });
  await crew.getByLabel('Attachment files').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: PNG });
  await crew.getByRole('img', { name: 'after.png' }).waitFor();
  await act(crew, 'Accomplish');
  await crew.getByText('Accomplished', { exact: true }).first().waitFor();

  // The timeline, oldest first, names every step.
  await crew.reload();
  await timeline(crew).getByText('Crew arrived').waitFor();
  const steps = await timeline(crew).getByRole('listitem').locator('strong').allTextContents();
  assert.deepEqual(steps, [
    'Filed',
    'First approval',
    'Second approval',
    'Assigned to team',
    'Crew dispatched',
    'Crew arrived',
    'Uploaded findings',
    'Uploaded attachments',
    'Accomplished',
  ]);
  assert.match((await crew.getByTestId('clock').textContent()) ?? '', /of 40 working h/);
  // The photo opens in the viewer.
  await crew.getByRole('img', { name: 'after.png' }).click();
  await crew.getByRole('dialog').getByRole('img', { name: 'after.png' }).waitFor();
});
