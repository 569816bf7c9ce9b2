import { exportLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/export-leave-balances';
import type { EmployeeBalancesRow } from '@ilaw/contracts/leave/leave-balances/leave-balance';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { resolveFiscalYear } from '../ledger.ts';
import { leaveBalanceEmployees, withLeaveBalances } from './leave-balance-queries.ts';

export const exportLeaveBalances = defineRoute({
  endpoint: exportLeaveBalancesEndpoint,
  // The list's own access.
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const fiscalYearId = await resolveFiscalYear(db, query.fiscalYearId);
    const year = await db
      .selectFrom('fiscal_years')
      .select('name')
      .where('id', '=', fiscalYearId)
      .executeTakeFirstOrThrow();
    // The screen's columns: the leave types that hold balances (earned monthly or yearly).
    const types = await db
      .selectFrom('leave_types')
      .select(['id', 'code'])
      .where('earning_rule', '!=', 'None')
      .orderBy('id')
      .execute();
    const columns: ExportColumn<EmployeeBalancesRow>[] = [
      { header: 'Employee ID', width: 14, value: (r) => r.employeeCode },
      { header: 'Name', width: 30, value: (r) => r.employeeName },
      { header: 'Department', width: 24, value: (r) => r.departmentName },
      ...types.map((t): ExportColumn<EmployeeBalancesRow> => ({
        header: t.code,
        width: 10,
        format: 'days',
        value: (r) => r.balances[String(t.id)] ?? '0',
      })),
      { header: 'Without pay', width: 12, format: 'days', value: (r) => r.withoutPay },
    ];
    const bytes = await listQueryWorkbook({
      sheet: `Leave balances ${year.name}`,
      columns,
      list: leaveBalanceEmployees(db, fiscalYearId, query),
      toRows: (rows) => withLeaveBalances(db, fiscalYearId, rows),
    });
    return fileResponse(exportFileName(`Leave balances ${year.name}`, manilaToday()), XLSX_TYPE, bytes);
  },
});
