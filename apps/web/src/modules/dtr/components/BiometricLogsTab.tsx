// The HR employee page's Biometric Logs tab: that employee's punches, newest first, by period.
import { employeeBiometricLogsEndpoint } from '@ilaw/contracts/dtr/setup';
import { todayInManila } from '@ilaw/contracts/format';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { DataTable, usePaging } from '#web/shared/ui/DataTable.tsx';
import { logColumns } from './LogsTable.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { monthOf, monthPeriod, type Period } from './period.ts';

export function BiometricLogsTab({ employeeId }: { employeeId: number }) {
  const [period, setPeriod] = useState<Period>(() => monthPeriod(monthOf(todayInManila())));
  const { paging, setPaging, resetPage } = usePaging();
  const logs = useQuery({
    ...endpointQuery(employeeBiometricLogsEndpoint, { params: { employeeId }, query: { ...paging, ...period } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { md: 'center' } }}>
        <PeriodPicker period={period} onChange={(p) => (setPeriod(p), resetPage())} />
        <Button
          component={RouterLink}
          to={`/isd/hr/daily-time-record?${new URLSearchParams({ employeeId: String(employeeId), ...period }).toString()}`}
        >
          Open DTR
        </Button>
      </Stack>
      <DataTable
        columns={logColumns()}
        result={logs.data}
        loading={logs.isFetching}
        paging={paging}
        onPagingChange={setPaging}
        rowKey={(l) => l.id}
        caption="Biometric logs"
        emptyText="No logs in this period."
      />
    </>
  );
}
