import {
  decideCorrectionBody,
  departmentDecideCorrectionEndpoint,
} from '@ilaw/contracts/dtr/correction-requests/decide-correction-request';
import { formatDate } from '@ilaw/contracts/format';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import type { CorrectionRequest } from './CorrectionRequests.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { DEPARTMENT_DTR_READS } from '../records/dtr-reads.ts';

/** Approve (the day takes the asked punches) or disapprove an employee's correction request. */
export function DecisionDialog({
  request,
  approve,
  onClose,
  onDecided,
}: {
  request: CorrectionRequest;
  approve: boolean;
  onClose: () => void;
  onDecided: (r: CorrectionRequest) => void;
}) {
  const form = useForm(decideCorrectionBody, {
    correctionRequestId: request.id,
    approve,
    remarks: '',
  });
  const decide = useEndpointMutation(departmentDecideCorrectionEndpoint, { invalidates: DEPARTMENT_DTR_READS });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    (body) =>
      decide.mutateAsync({
        body: { ...body, ...(body.remarks ? {} : { remarks: undefined }) },
      }),
    onDecided,
  );
  const punches = [request.amIn, request.amOut, request.pmIn, request.pmOut].map((p) => p?.slice(0, 5) ?? '-');
  return (
    <FormDialog
      open
      title={`${approve ? 'Approve' : 'Disapprove'} the correction of ${request.fullName}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
      submitLabel={approve ? 'Approve' : 'Disapprove'}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {formatDate(request.recordDate)}: AM {punches[0]} - {punches[1]}, PM {punches[2]} - {punches[3]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Reason: {request.reason}
        {approve && ' Approving sets these times on the day; the original logs are kept beside them.'}
      </Typography>
      <TextField label="Remarks" fullWidth multiline minRows={2} {...form.text('remarks')} />
    </FormDialog>
  );
}
