import type { PayrollType } from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import { PAYROLL_TYPE_NAME_TAKEN } from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function payrollTypeQuery(db: Db) {
  return db
    .selectFrom('payroll_types as t')
    .select([
      't.id',
      't.name',
      't.kind',
      't.pay_frequency',
      't.deducts_contributions',
      't.is_active',
      't.benefit_code',
      sql<number>`(SELECT count(*)::int FROM payrolls p WHERE p.payroll_type_id = t.id)`.as('payroll_count'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof payrollTypeQuery>['executeTakeFirstOrThrow']>>;

export function toPayrollType(r: Row): PayrollType {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    payFrequency: r.pay_frequency,
    deductsContributions: r.deducts_contributions,
    isActive: r.is_active,
    benefitCode: r.benefit_code,
    payrollCount: r.payroll_count,
  };
}

export async function loadPayrollType(db: Db, id: number): Promise<PayrollType | null> {
  const row = await payrollTypeQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toPayrollType(row) : null;
}

export const payrollTypeNameTaken = duplicateToConflict({
  constraint: 'payroll_types_name_key',
  message: PAYROLL_TYPE_NAME_TAKEN,
  field: 'name',
});
