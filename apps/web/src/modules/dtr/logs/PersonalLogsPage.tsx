import { personalLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-my-logs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { LogsTable } from './LogsTable.tsx';
import { NotLinked } from '../components/PersonalGate.tsx';
import { PeriodPicker, usePeriod } from '../components/PeriodPicker.tsx';

/** /personal/dtr-logs: my raw biometric logs for a period, as the devices recorded them. */
export default function PersonalLogsPage() {
  const [period, setPeriod] = usePeriod();
  const logs = useQuery({
    ...endpointQuery(personalLogsEndpoint, { query: period, quietStatuses: [404] }),
    placeholderData: keepPreviousData,
  });
  return (
    <Box>
      <PageHeader title="DTR Logs" subtitle="Your punches on the biometric devices, as recorded." />
      <NotLinked error={logs.error} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <PeriodPicker period={period} onChange={setPeriod} />
      </Paper>
      {!logs.isError && (
        <Paper variant="outlined">
          <LogsTable logs={logs.data} loading={logs.isFetching} caption="My biometric logs" />
        </Paper>
      )}
    </Box>
  );
}
