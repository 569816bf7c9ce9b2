// The office's review of a finding into an action (never by the one who recorded it). A bill
// adjustment names the adjustment request made on Bill Adjustment for the consumer.
import {
  FINDING_ACTION,
  reviewFieldFindingFields,
  type FieldFinding,
  type FindingAction,
} from '@ilaw/contracts/billing/field-findings/field-finding';
import { listFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/list-field-findings';
import { reviewFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/review-field-finding';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

const REFERENCE_LABEL: Record<FindingAction, string> = {
  ServiceRequest: 'Service request no.',
  ConnectionOrder: 'Connection order no.',
  BillAdjustment: 'Adjustment request no.',
  MeterChange: 'Meter change (service request) no.',
  NoAction: 'Reference (optional)',
};

export function ReviewFindingDialog({ finding, onClose }: { finding: FieldFinding; onClose: () => void }) {
  const form = useForm(reviewFieldFindingFields, { action: '' as FindingAction | '', reference: '', note: '' });
  const review = useEndpointMutation(reviewFieldFindingEndpoint, { invalidates: [listFieldFindingsEndpoint] });
  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      await review.mutateAsync({ params: { id: finding.id }, body });
      notify.success(`${finding.findingNo} reviewed.`);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  const action = form.values.action;
  return (
    <FormDialog
      open
      title={`Review ${finding.findingNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={review.isPending}
      submitLabel="Save review"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {finding.accountNo ? `${finding.accountNo} ${finding.name ?? ''}` : finding.locationText} ·{' '}
        {finding.remarks ?? ''}
      </Typography>
      <Stack spacing={1}>
        <TextField
          select
          required
          fullWidth
          label="Action"
          name="action"
          value={action}
          onChange={(e) => form.set('action', e.target.value as FindingAction)}
          error={form.errors.action !== undefined}
          helperText={form.errors.action ?? ' '}
        >
          {Object.values(FINDING_ACTION).map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={action === '' ? 'Reference' : REFERENCE_LABEL[action]}
          {...form.text('reference')}
        />
        <TextField fullWidth required multiline minRows={2} label="Note" {...form.text('note')} />
      </Stack>
    </FormDialog>
  );
}
