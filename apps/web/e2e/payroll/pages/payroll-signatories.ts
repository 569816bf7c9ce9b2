// The payroll's four signatories for the browser tests (decision 063): fresh accounts with the roles
// each step takes (unique names: the browser tests share one database), and the sign-off of a
// submitted payroll by each in order on its screen.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ShellPage } from '../../pages/shell.page.ts';
import { SignInPage } from '../../pages/sign-in.page.ts';
import { createUserWithRoles } from '../../support/api.ts';
import type { Portal } from '../../support/fixture.ts';
import { PayrollDetailPage } from './payroll-sign-off.page.ts';

type Account = { username: string; password: string };

/** A new page signed in as the account, on the dashboard. */
export async function signedIn(portal: Portal, account: Account): Promise<Page> {
  const page = await portal.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.username, account.password);
  await new ShellPage(page).waitForDashboard();
  return page;
}

export class PayrollSignatories {
  private readonly portal: Portal;
  /** In the chain's order, each with the step it signs. */
  readonly chain: readonly [Account, string][];
  private constructor(portal: Portal, chain: readonly [Account, string][]) {
    this.portal = portal;
    this.chain = chain;
  }

  /** Payroll Checker (Payroll), Recommender (Manager), Auditor (AuditViewer), Approver (Manager). */
  static async create(portal: Portal, prefix: string): Promise<PayrollSignatories> {
    const base = portal.baseUrl;
    return new PayrollSignatories(portal, [
      [await createUserWithRoles(base, ['Payroll'], `${prefix}chk`), 'Payroll Checker'],
      [await createUserWithRoles(base, ['Manager'], `${prefix}rec`), 'Payroll Recommender'],
      [await createUserWithRoles(base, ['AuditViewer'], `${prefix}aud`), 'Payroll Auditor'],
      [await createUserWithRoles(base, ['Manager'], `${prefix}app`), 'Payroll Approver'],
    ]);
  }

  /** Each opens the submitted payroll, sees their own step current, and approves it. */
  async signOff(payrollId: number): Promise<void> {
    for (const [account, title] of this.chain) {
      const screen = new PayrollDetailPage(await signedIn(this.portal, account));
      await screen.open(payrollId);
      assert.match(await screen.stepText(), new RegExp(`: ${title}`));
      await screen.approve(`Checked as ${title}`);
    }
  }
}
