// A transformer application from intake to installation in the browser: member services takes it
// for a consumer; TSD schedules nothing, inspects it, evaluates it with a tested unit and its fees;
// a manager (not the evaluator) approves it; the teller is paid; the installation crew installs
// the unit; the prints carry the fees and the approval's signatories. Seeded data is unique per run.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import type { Role } from '@ilaw/contracts/roles';
import { createDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/create-data-sheet';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import type { Locator, Page } from 'playwright-core';
import { billingUser, seedRoute } from '../billing-transactions/seed.ts';
import { accountOf, seedTeller } from '../collection/seed.ts';
import { ShellPage } from '../pages/shell.page.ts';
import { SignInPage } from '../pages/sign-in.page.ts';
import { ApiSession, createUserWithRoles, uniqueName } from '../support/api.ts';
import { usePortal } from '../support/fixture.ts';

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

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const daysAgo = (n: number) => new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

test('a transformer application goes from intake through inspection, evaluation, approval and payment to installation', async () => {
  const tag = uniqueName('ta').split('.')[1]!.toUpperCase();
  // A consumer of their own, a tested unit of their own, a teller of their own.
  const clerk = await billingUser(portal.baseUrl, ['BillingReport', 'BillingTransactions'], 'e2e.ta.clerk');
  const route = await seedRoute(portal.baseUrl, clerk.api, [`MENDOZA, CARLO ${tag}`]);
  const accountNo = route.accounts[0]!;
  const registrar = await createUserWithRoles(portal.baseUrl, ['DistributionTransformer', 'MeterLab'], 'e2e.ta.reg');
  const reg = await ApiSession.signIn(portal.baseUrl, registrar.username, registrar.password);
  const brand = await reg.call(createTransformerBrandEndpoint, { body: { name: `TA Brand ${tag}` } });
  const serialNo = `TA-${tag}`;
  const unit = await reg.call(createTransformerEndpoint, {
    body: {
      serialNo,
      brandId: brand.id,
      kva: '25',
      phase: 'SinglePhase',
      primaryVoltage: 7620,
      secondaryVoltage: 240,
      core: 'SiliconSteelCore',
      bushing: 'DoubleBushing',
      coolingClass: 'OA',
      temperatureRise: 65,
      ownership: 'SoleUser',
      branchCode: 5,
    },
  });
  const sheet = await reg.call(createDataSheetEndpoint, {
    body: {
      transformerId: unit.id,
      testDate: daysAgo(1),
      purpose: 'Acceptance',
      testerName: 'Noel C. Manalo',
      instrument: 'Megger TTR300',
    },
  });
  await reg.call(storeTestResultEndpoint, {
    body: {
      dataSheetId: sheet.id,
      turnsRatio: [{ tap: 3, phase: 'A', hvTapVolts: 7620, measuredRatio: '31.76' }],
      measuredPolarity: 'Additive',
      irTestVoltage: 2500,
      irTempC: '30',
      irHvLv: '8000',
      irHvG: '9000',
      irLvG: '500',
    },
  });

  // Member services takes the application (and later installs: one desk's user holds both roles).
  const desk = await staff(
    ['TransformerApplication', 'TransformerForInspection', 'TransformerInstallation'],
    'e2e.ta.desk',
  );
  const page = desk.page;
  await page.goto('/isd/msd/transformer');
  await page.getByRole('heading', { name: 'Transformer Application' }).waitFor();
  await page.getByRole('button', { name: 'New application' }).click();
  const intake = page.getByRole('dialog');
  await choose(page, intake, 'Application type', 'Uprating of Loads');
  await intake.getByLabel('Account no.').fill(accountNo);
  await intake.getByLabel('Address').fill('Purok 2, Poblacion, San Jose');
  await intake.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/isd\/msd\/transformer\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  const heading = await page.getByRole('heading', { name: /^Transformer application TA-/ }).innerText();
  const applicationNo = heading.replace('Transformer application ', '');

  // Inspection: the desk's list, the application opened with its inspection form.
  await page.goto('/tsd/transformer-application/for-inspection');
  await searchAndOpen(page, applicationNo);
  await page.waitForURL(new RegExp(`/for-inspection/inspection/${id}$`));
  const inspection = page.getByRole('dialog');
  await inspection.getByLabel('Findings').fill('Pole can carry the unit.');
  await inspection.getByLabel('Pole no.').fill(`P-${tag}`);
  await inspection.getByRole('button', { name: 'Save' }).click();
  await inspection.waitFor({ state: 'detached' });
  await page.getByText('For evaluation', { exact: true }).waitFor();

  // Evaluation by TSD's tester: the unit, its passed sheet, the default fees.
  const evaluator = await staff(['TransformerForTesting'], 'e2e.ta.eval');
  await evaluator.page.goto(`/tsd/transformer-application/for-testing/form/${id}`);
  const evaluation = evaluator.page.getByRole('dialog');
  await evaluation.getByRole('combobox', { name: 'Transformer' }).fill(serialNo);
  await evaluator.page.getByRole('option', { name: new RegExp(serialNo) }).click();
  await evaluation.getByRole('combobox', { name: 'Data sheet (passed test)', exact: true }).click();
  await evaluator.page.getByRole('option', { name: new RegExp(sheet.sheetNo) }).click();
  await evaluation.getByRole('button', { name: 'Submit for approval' }).click();
  await evaluation.waitFor({ state: 'detached' });
  await evaluator.page.getByText('For approval', { exact: true }).waitFor();
  // Testing 1,500 + 180 EVAT and inspection 500 + 60 at the starting prices.
  await evaluator.page.getByText('₱2,240.00').waitFor();
  assert.equal(await evaluator.page.getByRole('button', { name: 'Approve' }).count(), 0);

  // A manager approves.
  const manager = await staff(['Manager'], 'e2e.ta.mgr');
  await manager.page.goto(`/tsd/transformer-application/for-testing/${id}`);
  await manager.page.getByRole('button', { name: 'Approve' }).click();
  const decision = manager.page.getByRole('dialog');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await decision.waitFor({ state: 'detached' });
  await manager.page.getByText('For payment', { exact: true }).waitFor();

  // The fees are paid at the teller (collection's own screen is tested elsewhere).
  const approved = await desk.api.call(getTransformerApplicationEndpoint, { params: { id } });
  const teller = await seedTeller(portal.baseUrl, 'e2e.ta.teller');
  await teller.api.call(openTellerDayEndpoint, { body: {} });
  const account = await accountOf(teller.api, accountNo);
  const bill = account.nonPowerBills.find((b) => b.billNo === approved.billNo);
  assert.ok(bill, `bill ${approved.billNo} on the account`);
  await teller.api.call(createPaymentEndpoint, {
    body: {
      idempotencyKey: randomUUID(),
      consumerId: account.consumer.consumerId,
      billIds: [],
      nonPowerBillIds: [bill.id],
      cash: approved.feesTotal,
    },
  });

  // Installation: the crew's list shows it; the unit goes up at the pole.
  await page.goto('/tsd/transformer-installation');
  await searchAndOpen(page, applicationNo);
  await page.getByRole('button', { name: 'Install' }).click();
  const install = page.getByRole('dialog');
  await install.getByRole('button', { name: 'Install' }).click();
  await install.waitFor({ state: 'detached' });
  await page.getByText('Installed', { exact: true }).first().waitFor();

  // The prints: the payment order with its total, the evaluation signed through the engine.
  await page.goto(`/isd/msd/transformer/for-payment/print/${id}`);
  const order = page.getByTestId('report-print-pack');
  await order.getByText('₱2,240.00').first().waitFor();
  await manager.page.goto(`/tsd/transformer-application/for-testing/print/${id}`);
  const evaluationPrint = manager.page.getByTestId('report-print-pack');
  await evaluationPrint.getByText(serialNo).first().waitFor();
  const text = (await evaluationPrint.textContent()) ?? '';
  assert.ok(text.includes('Prepared by'), text);
  assert.ok(text.includes('Approver'), text);
});

/** Searches a list for the application and opens its row (after the search has reached the URL). */
async function searchAndOpen(page: Page, applicationNo: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(applicationNo);
  await page.waitForURL(new RegExp(`search=${applicationNo}`));
  await page.getByRole('cell', { name: applicationNo, exact: true }).click();
}
