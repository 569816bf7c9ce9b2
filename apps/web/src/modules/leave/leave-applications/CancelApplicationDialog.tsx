// Withdraw (employee, pending only) or cancel (HR: pending, or approved by reversal) a leave
// application, with the reason the contract requires.
import { cancelLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/cancel-leave-application';
import {
  cancelReasonSchema,
  type CancelReasonFields,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { withdrawMyLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/withdraw-my-leave-application';
import { formatDate } from '@ilaw/contracts/format';
import type { LeaveApplicationRow } from '@ilaw/contracts/leave/leave-applications/leave-application';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { formatDays } from '../components/leave-labels.ts';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';

export function CancelApplicationDialog({
  application,
  mine,
  onClose,
  onDone,
}: {
  application: LeaveApplicationRow;
  /** The employee's own withdrawal; otherwise HR's cancellation. */
  mine: boolean;
  onClose: () => void;
  onDone: (a: LeaveApplicationRow) => void;
}) {
  const form = useForm<CancelReasonFields, CancelReasonFields>(cancelReasonSchema, { reason: '' });
  const approved = application.status === 1;
  const withdraw = useEndpointMutation(withdrawMyLeaveApplicationEndpoint, { invalidates: LEAVE_POSTING_READS });
  const cancel = useEndpointMutation(cancelLeaveApplicationEndpoint, { invalidates: LEAVE_POSTING_READS });
  // A 409 (already decided or cancelled) or a closed year comes back with the server's sentence.
  const { busy, submit } = useDialogSubmit(
    form,
    (body: CancelReasonFields) => (mine ? withdraw : cancel).mutateAsync({ params: { id: application.id }, body }),
    onDone,
  );
  return (
    <FormDialog
      open
      title={mine ? 'Withdraw leave application' : approved ? 'Reverse approved leave' : 'Cancel leave application'}
      submitLabel={mine ? 'Withdraw' : approved ? 'Reverse' : 'Cancel application'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Typography sx={{ mb: 2 }}>
        {mine ? '' : `${application.employeeName}: `}
        {formatDays(application.days)} day(s) of {application.leaveTypeName}, {formatDate(application.dateFrom)} to{' '}
        {formatDate(application.dateTo)}.
        {approved &&
          ` Lines reversing the ${formatDays(application.paidDays)} day(s) used and ${formatDays(application.withoutPayDays)} day(s) without pay will be posted, and the DTR will no longer show the leave.`}
      </Typography>
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
        {...form.text('reason')}
      />
    </FormDialog>
  );
}
