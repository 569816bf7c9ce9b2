import { APPROVAL, CORRECTION_WITHDRAWN } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import { type DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import {
  personalCorrectionBody,
  personalCorrectionEndpoint,
} from '@ilaw/contracts/dtr/correction-requests/request-correction';
import { personalCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-my-correction-requests';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { weekdayOf } from '../components/period.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';

export type CorrectionRequest = ResponseOf<typeof personalCorrectionEndpoint>;

const STATUS_KEY: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'declined', 3: 'cancelled' };
const STATUS_LABEL: Record<number, string> = Object.fromEntries(
  [...Object.values(APPROVAL), CORRECTION_WITHDRAWN].map((a) => [a.value, a.label]),
);

export function CorrectionStatus({ status }: { status: number }) {
  return <StatusChip status={STATUS_KEY[status] ?? 'unknown'} label={STATUS_LABEL[status] ?? String(status)} />;
}

const punches = (r: { amIn: string | null; amOut: string | null; pmIn: string | null; pmOut: string | null }) =>
  [r.amIn, r.amOut, r.pmIn, r.pmOut].map((p) => p?.slice(0, 5) ?? '-').join(' / ');

/** Columns of a correction-request list; `actions` adds the department's approve/reject buttons. */
export function correctionColumns(
  withName: boolean,
  actions?: (r: CorrectionRequest) => ReactNode,
): Column<CorrectionRequest>[] {
  const cols: Column<CorrectionRequest>[] = [
    {
      key: 'date',
      header: 'Day',
      render: (r) => `${formatDate(r.recordDate)} ${weekdayOf(r.recordDate)}`,
    },
    { key: 'punches', header: 'Asked for (AM in/out, PM in/out)', render: punches },
    { key: 'reason', header: 'Reason', render: (r) => r.reason },
    { key: 'requested', header: 'Filed', render: (r) => formatDateTime(r.requestedAt) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <CorrectionStatus status={r.status} />
          <ApprovalStepLine approval={r.approval} />
        </>
      ),
    },
    {
      key: 'decided',
      header: 'Decision',
      render: (r) =>
        r.decidedAt ? `${formatDateTime(r.decidedAt)}${r.decisionRemarks ? `: ${r.decisionRemarks}` : ''}` : '-',
    },
  ];
  if (withName) cols.unshift({ key: 'name', header: 'Employee', render: (r) => r.fullName });
  if (actions) cols.push({ key: 'actions', header: 'Actions', align: 'right', render: actions });
  return cols;
}

type PunchKey = 'amIn' | 'amOut' | 'pmIn' | 'pmOut';
interface TextBinding {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string;
}

export interface PunchValues {
  amIn: string;
  amOut: string;
  pmIn: string;
  pmOut: string;
  reason: string;
}

const blankToNull = (v: string) => (v === '' ? null : v.slice(0, 5));

/** The four time fields of a day (24-hour, keyboard-friendly native time inputs). */
export function PunchFields({ form }: { form: { text: (name: PunchKey) => TextBinding } }) {
  const props = { type: 'time', slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 60 } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label="AM in" {...props} {...form.text('amIn')} />
      <TextField label="AM out" {...props} {...form.text('amOut')} />
      <TextField label="PM in" {...props} {...form.text('pmIn')} />
      <TextField label="PM out" {...props} {...form.text('pmOut')} />
    </Stack>
  );
}

/** Starting values for a day's punch form: what the day shows now. */
export function punchValues(record: DailyTimeRecord): PunchValues {
  return {
    amIn: record.amIn ?? '',
    amOut: record.amOut ?? '',
    pmIn: record.pmIn ?? '',
    pmOut: record.pmOut ?? '',
    reason: '',
  };
}

/** Blank time fields mean "no punch" (null) in the contract's body. */
export function punchPayload(v: PunchValues) {
  return {
    amIn: blankToNull(v.amIn),
    amOut: blankToNull(v.amOut),
    pmIn: blankToNull(v.pmIn),
    pmOut: blankToNull(v.pmOut),
    reason: v.reason,
  };
}

/** The employee asks for a day's punches to be corrected; the department decides. */
export function CorrectionDialog({
  record,
  onClose,
  onFiled,
}: {
  record: DailyTimeRecord;
  onClose: () => void;
  onFiled: (r: CorrectionRequest) => void;
}) {
  const schema = {
    safeParse: (v: unknown) => {
      const values = v as PunchValues & { recordDate: string };
      return personalCorrectionBody.safeParse({ ...punchPayload(values), recordDate: values.recordDate });
    },
  };
  const form = useForm(schema, { ...punchValues(record), recordDate: record.dailyTimeRecordDate });
  const file = useEndpointMutation(personalCorrectionEndpoint, { invalidates: [personalCorrectionRequestsEndpoint] });
  const { busy: saving, submit } = useDialogSubmit(form, (body) => file.mutateAsync({ body }), onFiled);
  return (
    <FormDialog
      open
      title={`Request a correction for ${formatDate(record.dailyTimeRecordDate)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
      submitLabel="Send request"
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enter the times as they should be (leave a time blank for no punch). Your department approves the request; the
        logs themselves stay as they are. The logs show:{' '}
        {[record.logAmIn, record.logAmOut, record.logPmIn, record.logPmOut].map((p) => p ?? '-').join(' / ')}.
      </Typography>
      <PunchFields form={form} />
      <TextField label="Reason" required fullWidth multiline minRows={2} sx={{ mt: 2 }} {...form.text('reason')} />
      <GeneralError message={form.errors.generalErrors ?? form.errors.recordDate} />
    </FormDialog>
  );
}
