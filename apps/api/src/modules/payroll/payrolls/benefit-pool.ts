// The 90,000 pool of 13th month and other benefits, per employee and calendar year (decisions 064,
// 065, 066). What a payroll exempts in it: a 13th-month or special line's non-taxable earnings, and
// any line's de minimis beyond its ceiling (`de_minimis_pooled`). Submitted and posted payrolls count
// (as loan balances, decision 064), so two drafts generated from the same room cannot both keep it:
// submitting and posting lock each employee's pool of the year and refuse the payroll whose
// exemptions no longer fit, to be generated again (it then sees the smaller room).
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { poolTakenMeanwhile } from '@ilaw/contracts/payroll/payrolls/payroll';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import { tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const POOL_LOCK = 'payroll-benefit-pool';

const poolUse = sql<string>`CASE WHEN t.kind <> 'Regular' THEN l.non_taxable_earnings ELSE 0 END + l.de_minimis_pooled`;

/** The pool each employee used in `year` in submitted and posted payrolls other than `except`. */
export async function poolUsedInYear(
  db: Db,
  year: string,
  employeeIds: readonly number[],
  except: number,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select(['l.employee_id', sql<string>`coalesce(sum(${poolUse}), 0)::text`.as('used')])
    .where('p.status', 'in', ['ForApproval', 'Posted'])
    .where('p.id', '<>', except)
    .where('p.period_end', '>=', `${year}-01-01`)
    .where('p.period_end', '<=', `${year}-12-31`)
    .where('l.employee_id', 'in', [...employeeIds])
    .groupBy('l.employee_id')
    .execute();
  for (const r of rows) out.set(r.employee_id, r.used);
  return out;
}

/**
 * Under the payroll's lock (taken by the caller): locks the pool of every employee the payroll
 * exempts something for, in employee order, and refuses (409) when what other submitted or posted
 * payrolls of the year used leaves less than this payroll exempts.
 */
export async function assertPoolRoom(trx: Transaction<Database>, payrollId: number): Promise<void> {
  const mine = await trx
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select(['l.employee_id', 'l.employee_code', 'l.employee_name', 'p.period_end', poolUse.as('used')])
    .where('l.payroll_id', '=', payrollId)
    .where(poolUse, '>', '0')
    .orderBy('l.employee_id')
    .execute();
  if (mine.length === 0) return;
  const periodEnd = mine[0]!.period_end;
  const year = periodEnd.slice(0, 4);
  await lockSubjects(
    trx,
    POOL_LOCK,
    mine.map((m) => `${year}:${m.employee_id}`),
  );
  const ceiling = (await tablesInForceOn(trx, periodEnd))['other-benefits-ceiling']?.body.amount ?? '0';
  const others = await poolUsedInYear(
    trx,
    year,
    mine.map((m) => m.employee_id),
    payrollId,
  );
  for (const m of mine) {
    const left = Decimal.max(new Decimal(ceiling).minus(others.get(m.employee_id) ?? 0), 0);
    if (new Decimal(m.used).gt(left))
      throw conflict(poolTakenMeanwhile(`${m.employee_code} ${m.employee_name}`, year, left.toFixed(2), m.used));
  }
}
