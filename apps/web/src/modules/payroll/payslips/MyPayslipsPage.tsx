// /user/payslips: the signed-in employee's own payslips, of approved (posted) payrolls only.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { listMyPayslipsEndpoint } from '@ilaw/contracts/payroll/payslips/list-my-payslips';
import type { PayslipSummary } from '@ilaw/contracts/payroll/payslips/payslip';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

export default function MyPayslipsPage() {
  const list = useListParams({ filters: {}, sortable: [] });
  const slips = usePagedEndpoint(listMyPayslipsEndpoint, { query: list.query });
  const columns: Column<PayslipSummary>[] = [
    { key: 'payroll', header: 'Payroll', render: (s) => s.payrollName },
    {
      key: 'period',
      header: 'Period',
      render: (s) => `${formatDate(s.periodStart)} - ${formatDate(s.periodEnd)}`,
    },
    { key: 'payDate', header: 'Pay date', render: (s) => formatDate(s.payDate) },
    { key: 'gross', header: 'Gross', align: 'right', render: (s) => formatPeso(s.grossPay) },
    { key: 'deductions', header: 'Deductions', align: 'right', render: (s) => formatPeso(s.totalDeductions) },
    { key: 'net', header: 'Net pay', align: 'right', render: (s) => formatPeso(s.netPay) },
  ];
  return (
    <Box>
      <PageHeader title="Payslips" subtitle="Your payslips of approved payrolls" />
      <Paper variant="outlined">
        <DataTable
          columns={columns}
          result={slips.data}
          loading={slips.isFetching}
          {...list.table}
          rowKey={(s) => String(s.payrollId)}
          rowHref={(s) => `/user/payslips/${s.payrollId}`}
          caption="Your payslips"
          emptyText="No payslips yet: they appear here once a payroll is approved."
        />
      </Paper>
    </Box>
  );
}
