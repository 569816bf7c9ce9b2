// What generation reads of the employees' recurring payments and deductions (decision 064): the
// items that apply to the payroll's period, with what submitted and posted payrolls already did
// with them, and the de minimis exemptions already used in the ceilings' windows.
import type { EmployeeItemKind } from '@ilaw/contracts/payroll/employee-items/employee-item';
import type { DeMinimisBody } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { deMinimisWindow, type EmployeeItemState } from '../compute/employee-items.ts';

/** Payrolls whose use of an item counts: submitted (ForApproval) or posted. */
export const SETTLING_STATUSES: ('ForApproval' | 'Posted')[] = ['ForApproval', 'Posted'];

export async function itemsForGeneration(
  db: Kysely<Database>,
  payroll: { id: number; periodStart: string; periodEnd: string },
  employeeIds: readonly number[],
): Promise<Map<number, EmployeeItemState[]>> {
  const out = new Map<number, EmployeeItemState[]>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .selectFrom('payroll_employee_items as i')
    .leftJoin('payroll_line_employee_items as u', (j) =>
      j.onRef('u.employee_item_id', '=', 'i.id').on('u.payroll_id', '<>', payroll.id),
    )
    .leftJoin('payrolls as up', (j) => j.onRef('up.id', '=', 'u.payroll_id').on('up.status', 'in', SETTLING_STATUSES))
    .select([
      'i.id',
      'i.employee_id',
      'i.kind',
      'i.label',
      'i.amount',
      'i.principal',
      'i.taxable',
      'i.de_minimis_code',
      'i.priority',
      'i.payroll_id',
      'i.billing_consumer_id',
      'i.reference',
      sql<string>`coalesce(sum(u.taken) FILTER (WHERE up.id IS NOT NULL), 0)::text`.as('settled'),
      sql<string>`coalesce(sum(u.scheduled) FILTER (WHERE up.id IS NOT NULL), 0)::text`.as('scheduled_so_far'),
    ])
    .where('i.is_active', '=', true)
    .where('i.employee_id', 'in', [...employeeIds])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('i.payroll_id', 'is', null),
          eb('i.start_date', '<=', payroll.periodEnd),
          eb.or([eb('i.end_date', 'is', null), eb('i.end_date', '>=', payroll.periodStart)]),
        ]),
        eb('i.payroll_id', '=', payroll.id),
        // The unpaid rest of a one-time deduction of an earlier submitted or posted payroll.
        eb.and([
          eb('i.kind', '=', 'OneTimeDeduction'),
          eb.exists(
            eb
              .selectFrom('payrolls as tp')
              .select(sql`1`.as('x'))
              .whereRef('tp.id', '=', 'i.payroll_id')
              .where('tp.status', 'in', SETTLING_STATUSES)
              .where('tp.period_end', '<', payroll.periodEnd),
          ),
        ]),
      ]),
    )
    .groupBy('i.id')
    .orderBy('i.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.employee_id) ?? [];
    list.push({
      id: r.id,
      kind: r.kind as EmployeeItemKind,
      label: r.label,
      amount: r.amount,
      principal: r.principal,
      taxable: r.taxable,
      deMinimisCode: r.de_minimis_code,
      priority: r.priority,
      payrollId: r.payroll_id,
      settled: r.settled,
      scheduledSoFar: r.scheduled_so_far,
      ...(r.billing_consumer_id === null
        ? {}
        : { powerBill: { consumerId: r.billing_consumer_id, accountNo: r.reference ?? '', unpaid: '0.00' } }),
    });
    out.set(r.employee_id, list);
  }
  return out;
}

/**
 * De minimis exempted so far per employee and benefit code, within each benefit's window on the
 * payroll's date, by submitted and posted payrolls other than this one.
 */
export async function deMinimisExemptSoFar(
  db: Kysely<Database>,
  payroll: { id: number; periodEnd: string },
  table: DeMinimisBody | null,
  employeeIds: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>();
  if (!table || employeeIds.length === 0) return out;
  const windows = new Map<string, { from: string; to: string }>();
  for (const b of table.items) {
    const w = deMinimisWindow(b.per, payroll.periodEnd);
    if (w && b.per !== 'Occasion') windows.set(b.code, w);
  }
  if (windows.size === 0) return out;
  const yearStart = `${payroll.periodEnd.slice(0, 4)}-01-01`;
  const rows = await db
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payroll_employee_items as i', 'i.id', 'u.employee_item_id')
    .innerJoin('payrolls as p', 'p.id', 'u.payroll_id')
    .select(['u.employee_id', 'i.de_minimis_code', 'p.period_end', 'u.exempt'])
    .where('u.employee_id', 'in', [...employeeIds])
    .where('i.de_minimis_code', 'in', [...windows.keys()])
    .where('p.status', 'in', SETTLING_STATUSES)
    .where('p.id', '<>', payroll.id)
    .where('p.period_end', '>=', yearStart)
    .where('p.period_end', '<=', payroll.periodEnd)
    .execute();
  for (const r of rows) {
    const code = r.de_minimis_code;
    const w = code === null ? undefined : windows.get(code);
    if (code === null || !w || r.period_end < w.from || r.period_end > w.to) continue;
    const byCode = out.get(r.employee_id) ?? new Map<string, string>();
    byCode.set(code, new Decimal(byCode.get(code) ?? 0).plus(r.exempt).toFixed(2));
    out.set(r.employee_id, byCode);
  }
  return out;
}
