// An annualized tax (the December cut-off, a 13th-month or special line after the annualization or
// in the final period; decisions 064 and 119) is computed from the year's posted payrolls. Posting
// takes one lock per year, so postings of a year are serialised, and refuses a payroll whose
// annualized lines were computed from a year-to-date that another posting has since changed.
import { annualTaxChangedMeanwhile } from '@ilaw/contracts/payroll/payrolls/payroll';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { yearToDate } from './year-to-date.ts';

export const ANNUAL_TAX_LOCK = 'payroll-annual-tax';

export async function assertAnnualBasis(
  trx: Transaction<Database>,
  payroll: { id: number; period_end: string },
  lock: boolean,
): Promise<void> {
  const year = payroll.period_end.slice(0, 4);
  if (lock) await lockSubject(trx, ANNUAL_TAX_LOCK, Number(year));
  const mine = await trx
    .selectFrom('payroll_lines')
    .select(['employee_id', 'employee_code', 'employee_name', 'annual_taxable_basis', 'annual_withheld_basis'])
    .where('payroll_id', '=', payroll.id)
    .where('annual_taxable_basis', 'is not', null)
    .orderBy('employee_id')
    .execute();
  if (mine.length === 0) return;
  const now = await yearToDate(
    trx,
    { id: payroll.id, periodEnd: payroll.period_end },
    mine.map((m) => m.employee_id),
  );
  for (const m of mine) {
    const y = now.get(m.employee_id);
    const same =
      new Decimal(y?.taxableBefore ?? 0).eq(m.annual_taxable_basis ?? 0) &&
      new Decimal(y?.withheldBefore ?? 0).eq(m.annual_withheld_basis ?? 0);
    if (!same) throw conflict(annualTaxChangedMeanwhile(`${m.employee_code} ${m.employee_name}`, year));
  }
}
