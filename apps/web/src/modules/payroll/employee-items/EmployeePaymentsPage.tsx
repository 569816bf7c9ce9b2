// /isd/hr/payroll-management/employees/:id?: without an id, the active employees with their
// recurring payments and deductions in short; with one, that employee's items (add, change, the
// schedule of a loan).
import { formatPeso } from '@ilaw/contracts/format';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import type { EmployeePaymentsSummary } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import { listEmployeePaymentsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-payments';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { AnnualSummaryPanel } from '../annual-summaries/AnnualSummaryPanel.tsx';
import { EmployeeItemDialog } from './EmployeeItemDialog.tsx';
import { EmployeeItemsTable } from './EmployeeItemsTable.tsx';

export default function EmployeePaymentsPage() {
  const raw = useParams()['id'];
  const id = raw === undefined ? null : Number(raw);
  return id === null || !Number.isInteger(id) ? <EmployeesList /> : <EmployeeItems employeeId={id} />;
}

function EmployeesList() {
  const list = useListParams({ filters: { search: text } });
  const rows = usePagedEndpoint(listEmployeePaymentsEndpoint, { query: { ...list.query, ...list.filters } });
  const columns: Column<EmployeePaymentsSummary>[] = [
    { key: 'employee', header: 'Employee', render: (r) => `${r.employeeCode} ${r.employeeName}` },
    { key: 'department', header: 'Department', render: (r) => r.departmentName ?? '-' },
    { key: 'items', header: 'In force', align: 'right', render: (r) => r.activeItems },
    { key: 'allowances', header: 'Allowances a month', align: 'right', render: (r) => formatPeso(r.monthlyAllowances) },
    { key: 'deductions', header: 'Deductions a month', align: 'right', render: (r) => formatPeso(r.monthlyDeductions) },
    { key: 'loans', header: 'Loan balance', align: 'right', render: (r) => formatPeso(r.loanBalance) },
  ];
  return (
    <ScreenAccess reads={listEmployeePaymentsEndpoint}>
      <Box>
        <PageHeader title="Employees Payments" subtitle="Each employee's allowances, loans and deductions." />
        <Paper variant="outlined">
          <Box sx={{ p: 2 }}>
            <SearchField
              placeholder="Name or employee ID"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
          </Box>
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(r) => r.employeeId}
            rowHref={(r) => `/isd/hr/payroll-management/employees/${r.employeeId}`}
            caption="Employees"
            emptyText="No active employees."
          />
        </Paper>
      </Box>
    </ScreenAccess>
  );
}

function EmployeeItems({ employeeId }: { employeeId: number }) {
  const list = useListParams({ filters: {} });
  const items = usePagedEndpoint(listEmployeeItemsEndpoint, { query: { ...list.query, employeeId } });
  const [adding, setAdding] = useState(false);
  const can = useCan();
  const name = items.data?.data[0]?.employeeName;
  return (
    <ScreenAccess reads={listEmployeeItemsEndpoint}>
      <Box>
        <PageHeader
          title={name ? `Payments of ${name}` : 'Employee payments'}
          actions={
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/isd/hr/payroll-management/employees">
                All employees
              </Button>
              {can(createEmployeeItemEndpoint) && (
                <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                  Add
                </Button>
              )}
            </Stack>
          }
        />
        <Paper variant="outlined">
          <EmployeeItemsTable result={items.data} loading={items.isFetching} table={list.table} showEmployee={false} />
        </Paper>
        <AnnualSummaryPanel employeeId={employeeId} />
        {adding && <EmployeeItemDialog item={null} employeeId={employeeId} onClose={() => setAdding(false)} />}
      </Box>
    </ScreenAccess>
  );
}
