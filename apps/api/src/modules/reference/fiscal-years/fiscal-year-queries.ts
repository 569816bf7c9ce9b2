import type { FiscalYear } from '@ilaw/contracts/reference/fiscal-years';
import { FISCAL_YEAR_TAKEN } from '@ilaw/contracts/reference/fiscal-years';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';

export function toFiscalYear(r: Selectable<Database['fiscal_years']>): FiscalYear {
  return { id: r.id, year: r.year, name: r.name, startDate: r.start_date, endDate: r.end_date, isActive: r.is_active };
}

export async function loadFiscalYear(db: Kysely<Database>, id: number): Promise<FiscalYear | null> {
  const r = await db.selectFrom('fiscal_years').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toFiscalYear(r) : null;
}

export async function checkFiscalYearFree(trx: Transaction<Database>, year: number, exceptId: number | null) {
  let q = trx.selectFrom('fiscal_years').select('id').where('year', '=', year);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(FISCAL_YEAR_TAKEN, 'year');
}

/** One active fiscal year at a time: activating one deactivates the rest first. */
export async function deactivateOtherFiscalYears(trx: Transaction<Database>, exceptId: number | null) {
  let q = trx
    .updateTable('fiscal_years')
    .set({ is_active: false, updated_at: new Date() })
    .where('is_active', '=', true);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  await q.execute();
}
