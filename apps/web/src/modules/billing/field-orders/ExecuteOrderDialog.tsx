// Executing a disconnection or reconnection order at the meter: the reading, the seal, a photo of
// the meter and GPS (shared field evidence, SPEC.md section 9). Works at phone width. Without
// signal the execution is kept on the phone with its photo and sent by the orders' field sync
// (decision 114).
import { executeFieldOrderEndpoint } from '@ilaw/contracts/billing/field-orders/execute-field-order';
import {
  executeFieldOrderFields,
  FIELD_ORDER_MESSAGES,
  type FieldOrder,
} from '@ilaw/contracts/billing/field-orders/field-order';
import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { listMeterImagesEndpoint } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import { listDisconnectionCandidatesEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-candidates';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { FieldEvidence, useFieldEvidence } from '#web/shared/field/FieldEvidence.tsx';
import { gpsBody } from '#web/shared/field/GpsCapture.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { isNoSignal } from '#web/shared/offline/use-outbox.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import type { FieldOrderOutbox } from './field-order-outbox.ts';

export function ExecuteOrderDialog({
  order,
  outbox,
  onClose,
}: {
  order: FieldOrder;
  /** The crew's outbox: without signal the execution waits there. */
  outbox?: FieldOrderOutbox | undefined;
  onClose: () => void;
}) {
  const form = useForm(executeFieldOrderFields, { reading: '', sealNo: '', remarks: '', ...gpsBody(null) });
  const evidence = useFieldEvidence(FIELD_ORDER_MESSAGES.photo, (gps) => form.setValues((v) => ({ ...v, ...gps })));
  const execute = useEndpointMutation(executeFieldOrderEndpoint, {
    invalidates: [listFieldOrdersEndpoint, listMeterImagesEndpoint, listDisconnectionCandidatesEndpoint],
  });
  const submit = async () => {
    const body = form.values;
    const parsed = executeFieldOrderFields.safeParse(body);
    const hasPhoto = evidence.checkPhotos();
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    if (!hasPhoto) return;
    const keepOnPhone = async (box: FieldOrderOutbox) => {
      await box.keep(
        {
          ...body,
          orderId: order.id,
          orderNo: order.orderNo,
          crew: order.crew,
          executedAt: new Date().toISOString(),
        },
        evidence.photos,
      );
      notify.info(`${order.orderNo} is kept on this phone and sent when it is back online.`);
      onClose();
    };
    if (outbox && !navigator.onLine) return keepOnPhone(outbox);
    try {
      await execute.mutateAsync({
        params: { id: order.id },
        body,
        files: { file: evidence.photos },
        ...(outbox ? { quietStatuses: [0, 502, 503, 504] } : {}),
      });
      notify.success(
        order.kind === 'Disconnection'
          ? `${order.accountNo} is disconnected.`
          : `${order.accountNo} is reconnected and active again.`,
      );
      onClose();
    } catch (err) {
      // The signal dropped while sending: the execution waits on the phone instead.
      if (outbox && isNoSignal(err)) return keepOnPhone(outbox);
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
        <FieldEvidence
          evidence={evidence}
          photoLabel="Photo of the meter"
          gpsError={form.errors.latitude ?? form.errors.longitude}
        />
      </Stack>
    </FormDialog>
  );
}
