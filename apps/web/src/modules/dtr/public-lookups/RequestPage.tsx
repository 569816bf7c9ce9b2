// The public /request page: an employee enters Employee ID and date of birth and sees (and
// prints) their own logs and DTR for a period. Nothing else: no names are suggested, a wrong
// pair gets one message, and the server counts attempts (429 with its message).
import type { BiometricLog } from '@ilaw/contracts/dtr/logs/biometric-log';
import type { EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import { requestBiometricLogsEndpoint } from '@ilaw/contracts/dtr/public-lookups/list-public-biometric-logs';
import { requestDtrEndpoint } from '@ilaw/contracts/dtr/public-lookups/get-public-dtr';
import { requestLookupQuery } from '@ilaw/contracts/dtr/public-lookups/public-lookup';
import { todayInManila } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { DtrHeading, DtrTable } from '../records/DtrTable.tsx';
import { InPlacePrintSheets, printInPlace } from '../records/print/Form48.tsx';
import { LogsTable } from '../logs/LogsTable.tsx';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { monthOf, monthPeriod, periodLabel } from '../components/period.ts';
import { DateField } from '#web/shared/forms/DateField.tsx';

export default function RequestPage() {
  const form = useForm(requestLookupQuery, {
    employeeId: '',
    birthDate: '',
    ...monthPeriod(monthOf(todayInManila())),
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<{ dtr: EmployeeDtr; logs: BiometricLog[] } | null>(null);
  const [view, setView] = useState<'dtr' | 'logs'>('dtr');

  const lookUp = async () => {
    const query = form.validate();
    if (!query) return;
    setBusy(true);
    setRefusal(null);
    try {
      const dtr = await callEndpoint(requestDtrEndpoint, { query });
      const logs = await callEndpoint(requestBiometricLogsEndpoint, { query });
      setResult({ dtr, logs });
    } catch (error) {
      setResult(null);
      // 400 (no such pair) and 429 (too many attempts) carry the server's sentence.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        form.applyServerErrors(error);
        setRefusal(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title="Request"
        subtitle="See and print your own biometric logs and daily time record. Enter your Employee ID and date of birth."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          component="form"
          noValidate
          aria-label="Look up my daily time record"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void lookUp();
          }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField label="Employee ID" required autoComplete="off" autoFocus {...form.text('employeeId')} />
            <DateField label="Date of birth" required {...form.text('birthDate')} />
          </Stack>
          <PeriodPicker
            period={{ from: form.values.from, to: form.values.to }}
            onChange={(p) => form.setValues((v) => ({ ...v, ...p }))}
          />
          {(form.errors.to ?? form.errors.from) && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {form.errors.to ?? form.errors.from}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<Search />} loading={busy}>
              Show my records
            </Button>
            {result && (
              <Button startIcon={<Print />} onClick={printInPlace}>
                Print DTR
              </Button>
            )}
          </Stack>
        </Box>
      </Paper>
      {refusal && (
        <Alert severity="error" role="alert" data-testid="request-refusal" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {result && (
        <Paper variant="outlined" aria-label="My records">
          <DtrHeading dtr={result.dtr} />
          <Tabs value={view} onChange={(_, v: 'dtr' | 'logs') => setView(v)} sx={{ px: 2 }}>
            <Tab value="dtr" label={`Daily time record · ${periodLabel(result.dtr)}`} />
            <Tab value="logs" label={`Biometric logs (${result.logs.length})`} />
          </Tabs>
          {view === 'dtr' ? (
            <DtrTable dtr={result.dtr} caption="My daily time record" />
          ) : (
            <LogsTable logs={result.logs} loading={false} caption="My biometric logs" />
          )}
          <InPlacePrintSheets sheets={[result.dtr]} paper="a4" copies={2} />
        </Paper>
      )}
    </Box>
  );
}
