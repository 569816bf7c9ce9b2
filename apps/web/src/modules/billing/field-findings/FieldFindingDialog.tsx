// The field findings dialog (lazy): what a reader or crew found at a meter, with photos and GPS
// (shared capture, SPEC.md section 9). Works at phone width.
import { createFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/create-field-finding';
import {
  createFieldFindingFields,
  FINDING_KIND,
  FINDING_MESSAGES,
  type FindingKind,
} from '@ilaw/contracts/billing/field-findings/field-finding';
import { listFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/list-field-findings';
import { listMeterImagesEndpoint } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { FieldEvidence, useFieldEvidence } from '#web/shared/field/FieldEvidence.tsx';
import { gpsBody } from '#web/shared/field/GpsCapture.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { isNoSignal } from '#web/shared/offline/use-outbox.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import type { FieldFindingOutbox } from './field-finding-outbox.ts';

export default function FieldFindingDialog({
  outbox,
  onClose,
}: {
  /** The user's outbox: without signal the finding waits there with its photos (decision 114). */
  outbox?: FieldFindingOutbox | undefined;
  onClose: () => void;
}) {
  const form = useForm(createFieldFindingFields, {
    kind: '' as FindingKind | '',
    accountNo: '',
    locationText: '',
    remarks: '',
    ...gpsBody(null),
  });
  const evidence = useFieldEvidence(FINDING_MESSAGES.photo, (gps) => form.setValues((v) => ({ ...v, ...gps })));
  const create = useEndpointMutation(createFieldFindingEndpoint, {
    invalidates: [listFieldFindingsEndpoint, listMeterImagesEndpoint],
  });
  const submit = async () => {
    const hasPhoto = evidence.checkPhotos();
    const body = form.validate();
    if (!body || !hasPhoto) return;
    const keepOnPhone = async (box: FieldFindingOutbox) => {
      await box.keep({ ...body, foundAt: new Date().toISOString() }, evidence.photos);
      notify.info('The finding is kept on this phone and sent when it is back online.');
      onClose();
    };
    if (outbox && !navigator.onLine) return keepOnPhone(outbox);
    try {
      const { accuracyM, ...rest } = body;
      const saved = await create.mutateAsync({
        body: { ...rest, ...(accuracyM === null ? {} : { accuracyM }) },
        files: { file: evidence.photos },
        ...(outbox ? { quietStatuses: [0, 502, 503, 504] } : {}),
      });
      notify.success(`Field finding ${saved.findingNo} recorded.`);
      onClose();
    } catch (err) {
      // The signal dropped while sending: the finding waits on the phone instead.
      if (outbox && isNoSignal(err)) return keepOnPhone(outbox);
      form.applyServerErrors(err);
    }
  };
  return (
    <FormDialog
      open
      title="Field finding"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
      submitLabel="Record finding"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1}>
        <TextField
          select
          required
          fullWidth
          label="What was found"
          name="kind"
          value={form.values.kind}
          onChange={(e) => form.set('kind', e.target.value as FindingKind)}
          error={form.errors.kind !== undefined}
          helperText={form.errors.kind ?? ' '}
        >
          {Object.values(FINDING_KIND).map((k) => (
            <MenuItem key={k.value} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField fullWidth label="Account no." {...form.text('accountNo')} />
        <TextField fullWidth label="Where (when there is no account)" {...form.text('locationText')} />
        <TextField fullWidth multiline minRows={2} label="Remarks" {...form.text('remarks')} />
        <FieldEvidence
          evidence={evidence}
          photoLabel="Add a photo"
          multiple
          gpsError={form.errors.latitude ?? form.errors.longitude}
        />
      </Stack>
    </FormDialog>
  );
}
