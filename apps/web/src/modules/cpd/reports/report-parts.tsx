// Shared parts of the report submission screens: the state chip, the submission dialog, the links.
import { downloadSubmissionEndpoint } from '@ilaw/contracts/reports/download-submission';
import { getReportBoardEndpoint } from '@ilaw/contracts/reports/get-report-board';
import { getTemplateSubmissionsEndpoint } from '@ilaw/contracts/reports/get-template-submissions';
import { listTemplatesEndpoint } from '@ilaw/contracts/reports/list-templates';
import {
  FILE_KIND_LABELS,
  type PeriodStatus,
  type ReportTemplate,
  type SubmissionState,
} from '@ilaw/contracts/reports/report';
import { submitReportEndpoint } from '@ilaw/contracts/reports/submit-report';
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

export const REPORT_READS = [getReportBoardEndpoint, getTemplateSubmissionsEndpoint, listTemplatesEndpoint] as const;

const STATE_COLOUR: Record<SubmissionState, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  Submitted: 'success',
  Late: 'warning',
  Missing: 'error',
  Due: 'info',
  Upcoming: 'default',
};
const STATE_LABEL: Record<SubmissionState, string> = {
  Submitted: 'On time',
  Late: 'Late',
  Missing: 'Missing',
  Due: 'Due',
  Upcoming: 'Upcoming',
};

export function StateChip({ state, label }: { state: SubmissionState; label?: string }) {
  return (
    <Chip
      size="small"
      color={STATE_COLOUR[state]}
      label={label ?? STATE_LABEL[state]}
      variant={state === 'Upcoming' ? 'outlined' : 'filled'}
    />
  );
}

export const submissionFileUrl = (id: number) =>
  buildUrl(downloadSubmissionEndpoint, { id }, {}, { page: 1, itemsPerPage: 15 });

export function SubmissionList({ period }: { period: PeriodStatus }) {
  if (period.submissions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not submitted.
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25}>
      {period.submissions.map((s) => (
        <Typography key={s.id} variant="body2">
          <Link href={submissionFileUrl(s.id)}>{s.fileName}</Link> ({FILE_KIND_LABELS[s.fileKind]}), {s.submittedBy},{' '}
          {formatDateTime(s.submittedAt)}
          {s.remarks ? `: ${s.remarks}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

/** The report submission dialog: one template's period, a file of an accepted kind, remarks. */
export function ReportSubmissionDialog({
  template,
  period,
  onClose,
}: {
  template: ReportTemplate;
  period: PeriodStatus;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = useEndpointMutation(submitReportEndpoint, { invalidates: REPORT_READS });
  const send = async () => {
    if (!file) {
      setError('Choose the file of the report.');
      return;
    }
    try {
      const saved = await submit.mutateAsync({
        body: { templateId: template.id, periodKey: period.periodKey, remarks },
        files: { file: [file] },
        quietStatuses: [400],
      });
      notify.success(
        saved.state === 'Late'
          ? `${template.code} for ${period.label} was submitted late (due ${formatDate(period.dueDate)}).`
          : `${template.code} for ${period.label} was submitted.`,
      );
      onClose();
    } catch (e) {
      const messages = e instanceof ApiError ? Object.values(e.body?.errors ?? {}).flat() : [];
      setError(messages[0] ?? 'The report could not be submitted.');
    }
  };
  return (
    <FormDialog
      open
      title={`Submit ${template.code}: ${period.label}`}
      onClose={onClose}
      onSubmit={() => void send()}
      submitting={submit.isPending}
      submitLabel="Submit"
    >
      <GeneralError message={error} />
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2">
          {template.name} ({template.regulator}), due {formatDate(period.dueDate)}. Accepted files:{' '}
          {template.fileKinds.map((k) => FILE_KIND_LABELS[k]).join(', ')}.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component="label" startIcon={<UploadFile />}>
            Choose file
            <input
              type="file"
              hidden
              aria-label="Report file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {file?.name ?? 'No file chosen.'}
          </Typography>
        </Stack>
        <TextField
          label="Remarks"
          name="remarks"
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
