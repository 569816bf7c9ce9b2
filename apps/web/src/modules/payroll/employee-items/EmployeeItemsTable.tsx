// The recurring payments and deductions list shared by the recurring payments screen and an
// employee's payments: each item with its monthly amount, balance or arrears; Change and Schedule.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import {
  EMPLOYEE_ITEM_CATEGORY_LABELS,
  EMPLOYEE_ITEM_KIND_LABELS,
  type EmployeeItem,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { getEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/get-employee-item';
import { updateEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/update-employee-item';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from '@ilaw/contracts/http';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { EmployeeItemDialog } from './EmployeeItemDialog.tsx';

export function ItemSchedule({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(endpointQuery(getEmployeeItemEndpoint, { params: { id } }));
  const d = detail.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{d ? `${d.label}: ${d.employeeName}` : 'Schedule'}</DialogTitle>
      <DialogContent>
        {d && (
          <Typography sx={{ mb: 2 }}>
            {d.kind === 'Loan'
              ? `Principal ${formatPeso(d.principal)}, ${formatPeso(d.amount)} a month; paid ${formatPeso(d.settled)}, balance ${formatPeso(d.balance)}${d.monthsLeft ? ` (about ${d.monthsLeft} more months)` : ''}.`
              : `${EMPLOYEE_ITEM_KIND_LABELS[d.kind]} of ${formatPeso(d.amount)}; settled ${formatPeso(d.settled)}.`}
          </Typography>
        )}
        <SimpleTable
          caption="Payrolls that used it"
          rows={d?.uses}
          loading={detail.isFetching}
          rowKey={(u) => u.payrollId}
          emptyText="No payroll has used it yet."
          columns={[
            { key: 'payroll', header: 'Payroll', render: (u) => u.payrollName },
            { key: 'periodEnd', header: 'Period end', render: (u) => formatDate(u.periodEnd) },
            { key: 'status', header: 'Status', render: (u) => u.payrollStatus },
            { key: 'due', header: 'Due', align: 'right', render: (u) => formatPeso(u.due) },
            { key: 'taken', header: 'Taken or paid', align: 'right', render: (u) => formatPeso(u.taken) },
            { key: 'balance', header: 'Balance after', align: 'right', render: (u) => formatPeso(u.balanceAfter) },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function EmployeeItemsTable({
  result,
  loading,
  table,
  showEmployee,
}: {
  result: Paged<EmployeeItem> | undefined;
  loading: boolean;
  table: Omit<Parameters<typeof DataTable<EmployeeItem>>[0], 'columns' | 'result' | 'rowKey'>;
  showEmployee: boolean;
}) {
  const [editing, setEditing] = useState<EmployeeItem | null>(null);
  const [schedule, setSchedule] = useState<number | null>(null);
  const can = useCan();
  const columns: Column<EmployeeItem>[] = [
    ...(showEmployee
      ? [{ key: 'employee', header: 'Employee', render: (i: EmployeeItem) => `${i.employeeCode} ${i.employeeName}` }]
      : []),
    { key: 'label', header: 'Description', render: (i) => i.label },
    { key: 'kind', header: 'Kind', render: (i) => EMPLOYEE_ITEM_KIND_LABELS[i.kind] },
    { key: 'category', header: 'Category', render: (i) => EMPLOYEE_ITEM_CATEGORY_LABELS[i.category] },
    { key: 'amount', header: 'Amount', align: 'right', render: (i) => formatPeso(i.amount) },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      render: (i) =>
        i.balance !== null ? formatPeso(i.balance) : i.arrears !== '0.00' ? `${formatPeso(i.arrears)} owed` : '-',
    },
    {
      key: 'period',
      header: 'In force',
      render: (i) =>
        i.payrollName ?? `${formatDate(i.startDate)} - ${i.endDate ? formatDate(i.endDate) : 'until stopped'}`,
    },
    {
      key: 'active',
      header: 'Status',
      render: (i) => (
        <StatusChip status={i.isActive ? 'Active' : 'Inactive'} label={i.isActive ? 'Active' : 'Stopped'} />
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (i) => (
        <>
          <Button size="small" onClick={() => setSchedule(i.id)}>
            Schedule
          </Button>
          {can(updateEmployeeItemEndpoint) && (
            <Button size="small" onClick={() => setEditing(i)}>
              Change
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        result={result}
        loading={loading}
        {...table}
        rowKey={(i) => i.id}
        caption="Recurring payments and deductions"
        emptyText="No recurring payments or deductions."
      />
      {editing && (
        <EmployeeItemDialog item={editing} employeeId={editing.employeeId} onClose={() => setEditing(null)} />
      )}
      {schedule !== null && <ItemSchedule id={schedule} onClose={() => setSchedule(null)} />}
    </>
  );
}
