// The HR employee page's Payslips tab: that employee's published payslips (posted payrolls), each
// opening the payslip print. Payroll staff only; others see the no-access state.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { listEmployeePayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-employee-payslips';
import type { PayslipSummary } from '@ilaw/contracts/payroll/payslips/payslip';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';

function Payslips({ employeeId }: { employeeId: number }) {
  const list = useListParams({});
  const payslips = usePagedEndpoint(listEmployeePayslipsEndpoint, { params: { employeeId }, query: list.query });
  const columns: Column<PayslipSummary>[] = [
    { key: 'payroll', header: 'Payroll', render: (p) => p.payrollName },
    {
      key: 'period',
      header: 'Period',
      render: (p) => `${formatDate(p.periodStart)} - ${formatDate(p.periodEnd)}`,
    },
    { key: 'payDate', header: 'Pay date', render: (p) => formatDate(p.payDate) },
    { key: 'gross', header: 'Gross', align: 'right', render: (p) => formatPeso(p.grossPay) },
    { key: 'deductions', header: 'Deductions', align: 'right', render: (p) => formatPeso(p.totalDeductions) },
    { key: 'net', header: 'Net pay', align: 'right', render: (p) => formatPeso(p.netPay) },
  ];
  return (
    <DataTable
      columns={columns}
      result={payslips.data}
      loading={payslips.isFetching}
      {...list.table}
      rowKey={(p) => p.payrollId}
      rowHref={(p) => `/isd/hr/payroll-management/payrolls/${p.payrollId}/${employeeId}/payslip`}
      caption="Payslips"
      emptyText="No published payslips yet."
    />
  );
}

export function EmployeePayslipsTab({ employeeId }: { employeeId: number }) {
  return (
    <ScreenAccess reads={listEmployeePayslipsEndpoint}>
      <Payslips employeeId={employeeId} />
    </ScreenAccess>
  );
}
