import type { BiometricLog } from '@ilaw/contracts/dtr/logs/biometric-log';
import { formatDate } from '@ilaw/contracts/format';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { weekdayOf } from '../components/period.ts';

/** ZKTeco verify modes and punch states as the devices send them. */
const VERIFY: Record<number, string> = { 0: 'Password', 1: 'Fingerprint', 2: 'Card', 15: 'Face' };
const STATE: Record<number, string> = {
  0: 'Check in',
  1: 'Check out',
  2: 'Break out',
  3: 'Break in',
  4: 'OT in',
  5: 'OT out',
};

/** Columns of a log list; `sortable` marks those a paged list sorts by on the server. */
export function logColumns(withName = false, sortable = false): Column<BiometricLog>[] {
  const cols: Column<BiometricLog>[] = [
    {
      key: 'logDate',
      header: 'Date',
      sortable,
      render: (l) => `${formatDate(l.logDate)} ${weekdayOf(l.logDate)}`,
    },
    { key: 'time', header: 'Time', render: (l) => l.logTime.slice(0, 5) },
    {
      key: 'state',
      header: 'Punch',
      render: (l) => (l.inOutState === null ? '-' : (STATE[l.inOutState] ?? l.inOutState)),
    },
    {
      key: 'verify',
      header: 'Verified by',
      render: (l) => (l.verifyMode === null ? '-' : (VERIFY[l.verifyMode] ?? `Mode ${l.verifyMode}`)),
    },
    { key: 'deviceSerial', header: 'Device', sortable, render: (l) => l.deviceSerial },
  ];
  if (withName)
    cols.splice(0, 0, {
      key: 'fullName',
      header: 'Employee',
      sortable,
      render: (l) => l.fullName ?? l.biometricUserId,
    });
  return cols;
}

/** A whole (unpaged) list of logs, oldest first as they happened. */
export function LogsTable({
  logs,
  loading,
  caption = 'Biometric logs',
}: {
  logs: readonly BiometricLog[] | undefined;
  loading: boolean;
  caption?: string;
}) {
  return (
    <SimpleTable
      columns={logColumns()}
      rows={logs}
      loading={loading}
      rowKey={(l) => l.id}
      caption={caption}
      emptyText="No logs in this period."
    />
  );
}
