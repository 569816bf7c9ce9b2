import type { EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { minutesLabel } from '../components/period.ts';

/** Each employee's period totals; the row (its name a link) opens their days. */
export function EmployeeTotals({
  sheets,
  loading,
  openHref,
  caption,
}: {
  sheets: readonly EmployeeDtr[] | undefined;
  loading: boolean;
  /** The address of one employee's days. */
  openHref: (employeeId: number) => string;
  caption: string;
}) {
  const columns: Column<EmployeeDtr>[] = [
    { key: 'no', header: 'Employee ID', render: (s) => s.employeeNo },
    {
      key: 'name',
      header: 'Name',
      render: (s) => (
        <Link component={RouterLink} to={openHref(s.employeeId)}>
          {s.fullName}
        </Link>
      ),
    },
    { key: 'schedule', header: 'Schedule', render: (s) => s.scheduleName ?? '-' },
    { key: 'tardyCount', header: 'Times tardy', align: 'right', render: (s) => s.totals.tardyCount || '-' },
    { key: 'tardy', header: 'Tardy', align: 'right', render: (s) => minutesLabel(s.totals.tardyMinutes) },
    { key: 'under', header: 'Undertime', align: 'right', render: (s) => minutesLabel(s.totals.undertimeMinutes) },
    {
      key: 'absent',
      header: 'Days absent',
      align: 'right',
      render: (s) => (Number(s.totals.absentDays) > 0 ? s.totals.absentDays : '-'),
    },
    {
      key: 'edited',
      header: 'Edited days',
      align: 'right',
      render: (s) => s.records.filter((r) => r.isManual).length || '-',
    },
  ];
  return (
    <SimpleTable
      columns={columns}
      rows={sheets}
      loading={loading}
      rowKey={(s) => s.employeeId}
      rowHref={(s) => openHref(s.employeeId)}
      caption={caption}
      emptyText="No employees."
    />
  );
}
