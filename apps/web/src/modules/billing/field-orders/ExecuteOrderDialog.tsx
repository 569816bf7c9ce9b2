// Executing a disconnection or reconnection order at the meter: the reading, the seal, a photo of
// the meter and GPS (shared capture, SPEC.md section 9). Works at phone width.
import { executeFieldOrderEndpoint } from '@ilaw/contracts/billing/field-orders/execute-field-order';
import { executeFieldOrderFields, type FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { listMeterImagesEndpoint } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import { listDisconnectionCandidatesEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-candidates';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GpsCapture, gpsBody, type Coordinates } from '#web/shared/field/GpsCapture.tsx';
import { PhotoCapture } from '#web/shared/field/PhotoCapture.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

const PHOTO_MESSAGE = 'Attach a photo of the meter.';

export function ExecuteOrderDialog({ order, onClose }: { order: FieldOrder; onClose: () => void }) {
  const form = useForm(executeFieldOrderFields, { reading: '', sealNo: '', remarks: '', ...gpsBody(null) });
  const [gps, setGps] = useState<Coordinates | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const execute = useEndpointMutation(executeFieldOrderEndpoint, {
    invalidates: [listFieldOrdersEndpoint, listMeterImagesEndpoint, listDisconnectionCandidatesEndpoint],
  });
  const submit = async () => {
    const body = form.values;
    const parsed = executeFieldOrderFields.safeParse(body);
    setPhotoError(photos.length === 0 ? PHOTO_MESSAGE : undefined);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    if (photos.length === 0) return;
    try {
      await execute.mutateAsync({ params: { id: order.id }, body, files: { file: photos } });
      notify.success(
        order.kind === 'Disconnection'
          ? `${order.accountNo} is disconnected.`
          : `${order.accountNo} is reconnected and active again.`,
      );
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  return (
    <FormDialog
      open
      title={`${order.kind === 'Disconnection' ? 'Disconnect' : 'Reconnect'} ${order.accountNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={execute.isPending}
      submitLabel={order.kind === 'Disconnection' ? 'Record disconnection' : 'Record reconnection'}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {order.orderNo} · {order.name} · {order.address ?? ''}
      </Typography>
      <Stack spacing={1}>
        <TextField
          required
          fullWidth
          label="Meter reading"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...form.text('reading')}
        />
        <TextField required fullWidth label="Seal no." {...form.text('sealNo')} />
        <TextField fullWidth multiline minRows={2} label="Remarks" {...form.text('remarks')} />
        <PhotoCapture files={photos} onChange={setPhotos} label="Photo of the meter" error={photoError} />
        <GpsCapture
          value={gps}
          onChange={(c) => {
            setGps(c);
            form.setValues((v) => ({ ...v, ...gpsBody(c) }));
          }}
          error={form.errors.latitude ?? form.errors.longitude}
        />
      </Stack>
    </FormDialog>
  );
}
