// Checks shared by creating and changing a payroll.
import {
  PAYROLL_NOT_DRAFT,
  PAYROLL_NOT_FOUND,
  PAYROLL_SAME_PERIOD,
  PAYROLL_TYPE_INACTIVE,
  PAYROLL_TYPE_NOT_FOUND,
  payrollFieldsSchema,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { PAYROLL_LOCK } from './payroll-queries.ts';

type Fields = z.output<typeof payrollFieldsSchema>;

export async function checkPayrollFields(trx: Transaction<Database>, body: Fields, id: number | null): Promise<void> {
  const type = await trx
    .selectFrom('payroll_types')
    .select(['is_active'])
    .where('id', '=', body.payrollTypeId)
    .executeTakeFirst();
  if (!type) throw fieldError('payrollTypeId', PAYROLL_TYPE_NOT_FOUND);
  if (!type.is_active) throw fieldError('payrollTypeId', PAYROLL_TYPE_INACTIVE);
  if (body.departmentId !== null) {
    const d = await trx.selectFrom('departments').select('id').where('id', '=', body.departmentId).executeTakeFirst();
    if (!d) throw fieldError('departmentId', 'The department was not found.');
  }
  // An adjustment payroll shares its posted payroll's type, period and employees (decision 064).
  if (id !== null) {
    const self = await trx.selectFrom('payrolls').select('adjusts_payroll_id').where('id', '=', id).executeTakeFirst();
    if (self?.adjusts_payroll_id != null) return;
  }
  // One payroll per type, period and set of employees (a cancelled one and adjustments do not count).
  await lockSubject(trx, PAYROLL_LOCK.create, `${body.payrollTypeId}|${body.periodStart}|${body.periodEnd}`);
  let same = trx
    .selectFrom('payrolls')
    .select('id')
    .where('payroll_type_id', '=', body.payrollTypeId)
    .where('period_start', '=', body.periodStart)
    .where('period_end', '=', body.periodEnd)
    .where('status', '<>', 'Cancelled')
    .where('adjusts_payroll_id', 'is', null)
    .where((eb) =>
      eb.and([
        body.departmentId === null ? eb('department_id', 'is', null) : eb('department_id', '=', body.departmentId),
        body.employeeStatus === null
          ? eb('employee_status', 'is', null)
          : eb('employee_status', '=', body.employeeStatus),
        body.employmentType === null
          ? eb('employment_type', 'is', null)
          : eb('employment_type', '=', body.employmentType),
      ]),
    );
  if (id !== null) same = same.where('id', '<>', id);
  if (await same.executeTakeFirst()) throw conflict(PAYROLL_SAME_PERIOD, 'periodStart');
}

/** Locks a payroll and refuses unless it is a draft. */
export async function lockDraft(trx: Transaction<Database>, id: number) {
  await lockSubject(trx, PAYROLL_LOCK.payroll, id);
  const row = await trx.selectFrom('payrolls').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PAYROLL_NOT_FOUND);
  if (row.status !== 'Draft') throw conflict(PAYROLL_NOT_DRAFT);
  return row;
}

export function payrollValues(body: Fields) {
  return {
    name: body.name,
    payroll_type_id: body.payrollTypeId,
    period_start: body.periodStart,
    period_end: body.periodEnd,
    pay_date: body.payDate,
    department_id: body.departmentId,
    employee_status: body.employeeStatus,
    employment_type: body.employmentType,
    remarks: body.remarks,
  };
}
