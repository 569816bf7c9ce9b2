import type { BiometricLog } from '@ilaw/contracts/dtr/logs/biometric-log';
import type { DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import { hrManualEditBody, hrManualEditEndpoint } from '@ilaw/contracts/dtr/records/update-daily-time-record';
import { formatDate } from '@ilaw/contracts/format';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import {
  PunchFields,
  punchPayload,
  punchValues,
  type PunchValues,
} from '../correction-requests/CorrectionRequests.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { HR_DTR_READS } from './dtr-reads.ts';

interface Values extends PunchValues {
  employeeId: number;
  recordDate: string;
  isTravel: boolean;
  overtimeAuthorized: boolean;
}

/** DtrManualInput: set a day's punches (or travel/overtime) with a reason; the logs stay beside it. */
export function ManualEditDialog({
  employeeId,
  fullName,
  record,
  logs,
  onClose,
  onSaved,
}: {
  employeeId: number;
  fullName: string;
  record: DailyTimeRecord;
  /** The raw logs of the day, shown beside the form. */
  logs: readonly BiometricLog[];
  onClose: () => void;
  onSaved: (r: DailyTimeRecord) => void;
}) {
  const schema = {
    safeParse: (v: unknown) => {
      const values = v as Values;
      return hrManualEditBody.safeParse({
        ...punchPayload(values),
        employeeId: values.employeeId,
        recordDate: values.recordDate,
        isTravel: values.isTravel,
        overtimeAuthorized: values.overtimeAuthorized,
      });
    },
  };
  const form = useForm(schema, {
    ...punchValues(record),
    employeeId,
    recordDate: record.dailyTimeRecordDate,
    isTravel: record.isTravel,
    overtimeAuthorized: record.overtimeAuthorized,
  } satisfies Values);
  const save = useEndpointMutation(hrManualEditEndpoint, { invalidates: HR_DTR_READS });
  const { busy: saving, submit } = useDialogSubmit(form, (body) => save.mutateAsync({ body }), onSaved);
  const logPunches = [record.logAmIn, record.logAmOut, record.logPmIn, record.logPmOut];
  return (
    <FormDialog
      open
      title={`Manual input: ${fullName}, ${formatDate(record.dailyTimeRecordDate)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
      maxWidth="md"
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <PunchFields form={form} />
          <Stack direction="row" spacing={2}>
            <FormControlLabel
              control={
                <Checkbox checked={form.values.isTravel} onChange={(e) => form.set('isTravel', e.target.checked)} />
              }
              label="On official travel"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.values.overtimeAuthorized}
                  onChange={(e) => form.set('overtimeAuthorized', e.target.checked)}
                />
              }
              label="Overtime authorised"
            />
          </Stack>
          <TextField label="Reason" required fullWidth multiline minRows={2} sx={{ mt: 1 }} {...form.text('reason')} />
          <GeneralError message={form.errors.generalErrors} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} aria-label="Original logs">
          <Typography variant="subtitle2">From the logs</Typography>
          <Typography variant="body2" sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }}>
            AM {logPunches[0] ?? '-'} - {logPunches[1] ?? '-'}
            <br />
            PM {logPunches[2] ?? '-'} - {logPunches[3] ?? '-'}
          </Typography>
          <Typography variant="subtitle2">Punches of the day</Typography>
          {logs.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None.
            </Typography>
          ) : (
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2, fontVariantNumeric: 'tabular-nums' }}>
              {logs.map((l) => (
                <li key={l.id}>
                  {l.logTime.slice(0, 5)} <small>({l.deviceSerial})</small>
                </li>
              ))}
            </Typography>
          )}
          {record.isManual && record.manualReason && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Last edit: {record.manualReason}
            </Typography>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
