// The HR employee page's Biometric Logs tab: that employee's punches, newest first, by period.
import { BIOMETRIC_LOG_SORT_COLUMNS } from '@ilaw/contracts/dtr/logs/biometric-log';
import { employeeBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-employee-biometric-logs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { logColumns } from './LogsTable.tsx';
import { PeriodPicker, usePeriod } from '../components/PeriodPicker.tsx';

export function BiometricLogsTab({ employeeId }: { employeeId: number }) {
  // Period and page in the URL (the profile's tab is too); a new period starts at page 1.
  const [period, setPeriod] = usePeriod();
  const list = useListParams({ sortable: BIOMETRIC_LOG_SORT_COLUMNS });
  const logs = usePagedEndpoint(employeeBiometricLogsEndpoint, {
    params: { employeeId },
    query: { ...list.query, ...period },
  });
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { md: 'center' } }}>
        <PeriodPicker period={period} onChange={setPeriod} />
        <Button
          component={RouterLink}
          to={`/isd/hr/daily-time-record?${new URLSearchParams({ employeeId: String(employeeId), ...period }).toString()}`}
        >
          Open DTR
        </Button>
      </Stack>
      <DataTable
        columns={logColumns(false, true)}
        result={logs.data}
        loading={logs.isFetching}
        {...list.table}
        rowKey={(l) => l.id}
        caption="Biometric logs"
        emptyText="No logs in this period."
      />
    </>
  );
}
