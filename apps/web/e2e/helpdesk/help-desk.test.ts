// An IT help desk request in the browser, from the end user to resolution: filed, taken by the IT
// personnel (the screenshot opens in the image viewer) and answered, resolved, reopened by the requester, resolved again and confirmed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { createUserWithRoles } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';
import { HelpDeskPage } from './pages/help-desk.page.ts';

const portal = usePortal();

/** A 1x1 PNG screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(user: { username: string; password: string }): Promise<Page> {
  const page = await portal.newPage();
  await new SignInPage(page).goto();
  await new SignInPage(page).signIn(user.username, user.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

test('a help-desk request goes from the end user to a confirmed resolution', async () => {
  const tag = uniqueTag();
  const staff = await createUserWithRoles(portal.baseUrl, [], 'e2e.hd');
  const it = await createUserWithRoles(portal.baseUrl, ['ITPersonnel'], 'e2e.hdit');
  const subject = `Printer jams ${tag}`;

  const userPage = await signIn(staff);
  const user = new HelpDeskPage(userPage);
  await user.gotoEndUser();
  const ticketNo = await user.file(subject, 'The printer jams on every second page.');
  await user.conversation().waitFor({ state: 'attached' });
  await user.attach('screen.png', PNG);
  await user.dialog().getByRole('img', { name: 'screen.png' }).waitFor();

  const itPage = await signIn(it);
  const desk = new HelpDeskPage(itPage);
  await desk.gotoAdmin(ticketNo);
  await desk.row(ticketNo).click();
  // IT opens the screenshot in the image viewer.
  await desk.dialog().getByRole('img', { name: 'screen.png' }).click();
  await itPage.getByRole('dialog', { name: 'screen.png' }).getByRole('img', { name: 'screen.png' }).waitFor();
  await itPage.keyboard.press('Escape');
  await itPage.getByRole('dialog', { name: 'screen.png' }).waitFor({ state: 'detached' });
  await desk.press('Assign to me');
  await desk
    .dialog()
    .getByText(/Assigned to: .+/)
    .filter({ hasNotText: 'nobody' })
    .waitFor();
  await desk.comment('Cleaning the rollers now.');
  await desk.press('Send comment');
  await desk
    .conversation()
    .getByText(/Cleaning the rollers now\./)
    .waitFor();
  await desk.comment('Cleaned the rollers.');
  await desk.press('Resolve');
  await desk.dialog().getByText('Resolution: Cleaned the rollers.').waitFor();

  // The requester sees the answer, reopens, and after the second fix confirms.
  await userPage.reload();
  await user
    .conversation()
    .getByText(/Cleaning the rollers now\./)
    .waitFor();
  await user.comment('Still jams after lunch.');
  await user.press('Reopen');
  await user.dialog().getByText('In progress').waitFor();

  await itPage.reload();
  await desk.comment('Replaced the pickup roller.');
  await desk.press('Resolve');
  await desk.dialog().getByText('Resolution: Replaced the pickup roller.').waitFor();

  await userPage.reload();
  await user.press('Confirm resolved');
  await user.dialog().getByText('Closed', { exact: true }).waitFor();
  const lines = (await user.conversation().textContent()) ?? '';
  assert.match(lines, /Reopened: Still jams after lunch\./);
  assert.match(lines, /Resolution confirmed; closed\./);
  assert.equal(await user.dialog().getByRole('button', { name: 'Send comment' }).count(), 0);
});
