// Reading employees' recurring payments and deductions with what payrolls did with them: settled
// is what submitted and posted payrolls took or paid; a loan's balance is its principal less that.
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import type {
  EmployeeItem,
  EmployeeItemCategory,
  EmployeeItemKind,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const EMPLOYEE_ITEM_LOCK = 'payroll-employee-item';

export function itemQuery(db: Db) {
  return db
    .selectFrom('payroll_employee_items as i')
    .innerJoin('employees as e', 'e.id', 'i.employee_id')
    .leftJoin('payrolls as p', 'p.id', 'i.payroll_id')
    .select([
      'i.id',
      'i.employee_id',
      'e.employee_id as employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'i.kind',
      'i.category',
      'i.label',
      'i.taxable',
      'i.de_minimis_code',
      'i.amount',
      'i.principal',
      'i.start_date',
      'i.end_date',
      'i.payroll_id',
      'p.name as payroll_name',
      'i.priority',
      'i.reference',
      'i.remarks',
      'i.billing_consumer_id',
      'i.is_active',
      'i.created_at',
      'i.updated_at',
      sql<string>`(SELECT coalesce(sum(u.taken), 0) FROM payroll_line_employee_items u JOIN payrolls up ON up.id = u.payroll_id
        WHERE u.employee_item_id = i.id AND up.status IN ('ForApproval', 'Posted'))::text`.as('settled'),
      sql<string>`(SELECT coalesce(sum(u.scheduled), 0) FROM payroll_line_employee_items u JOIN payrolls up ON up.id = u.payroll_id
        WHERE u.employee_item_id = i.id AND up.status IN ('ForApproval', 'Posted'))::text`.as('scheduled'),
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

export function toEmployeeItem(r: ItemRow): EmployeeItem {
  const settled = new Decimal(r.settled);
  const kind = r.kind as EmployeeItemKind;
  const balance =
    kind === 'Loan'
      ? Decimal.max(new Decimal(r.principal ?? 0).minus(settled), 0).toFixed(2)
      : kind === 'OneTimeDeduction'
        ? Decimal.max(new Decimal(r.amount).minus(settled), 0).toFixed(2)
        : null;
  return {
    id: r.id,
    employeeId: r.employee_id,
    employeeCode: r.employee_code,
    employeeName: employeeDisplayName({
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      suffix: r.suffix,
    }),
    kind,
    category: r.category as EmployeeItemCategory,
    label: r.label,
    taxable: r.taxable,
    deMinimisCode: r.de_minimis_code,
    amount: r.amount,
    principal: r.principal,
    startDate: r.start_date,
    endDate: r.end_date,
    payrollId: r.payroll_id,
    payrollName: r.payroll_name,
    priority: r.priority,
    reference: r.reference,
    fromBilling: r.billing_consumer_id !== null,
    remarks: r.remarks,
    isActive: r.is_active,
    settled: settled.toFixed(2),
    balance,
    arrears: kind === 'Deduction' ? Decimal.max(new Decimal(r.scheduled).minus(settled), 0).toFixed(2) : '0.00',
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function loadEmployeeItem(db: Db, id: number): Promise<EmployeeItem | null> {
  const row = await itemQuery(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toEmployeeItem(row) : null;
}

/** What submitted and posted payrolls did with an item, oldest first. */
export async function itemUses(db: Db, id: number) {
  return db
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payrolls as p', 'p.id', 'u.payroll_id')
    .select(['u.payroll_id', 'p.name', 'p.period_end', 'p.status', 'u.scheduled', 'u.due', 'u.taken', 'u.exempt'])
    .where('u.employee_item_id', '=', id)
    .orderBy('p.period_end')
    .orderBy('p.id')
    .execute();
}
