// Records or corrects a meter's calibration: the three test points, seals and the tester.
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import {
  meterCalibrationFields,
  type MeterCalibration,
} from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { getMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/get-meter-receipt';
import { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '#web/shared/forms/DateField.tsx';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

export function CalibrationDialog({
  receipt,
  calibration,
  onClose,
}: {
  receipt: { id: number; serialNo: string };
  calibration: MeterCalibration | null;
  onClose: () => void;
}) {
  const invalidate = useInvalidateEndpoints();
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = useForm(meterCalibrationFields, {
    batchNo: calibration?.batchNo ?? '',
    testedOn: calibration?.testedOn ?? today,
    lightLoadError: calibration?.lightLoadError ?? '',
    fullLoadError: calibration?.fullLoadError ?? '',
    powerFactorError: calibration?.powerFactorError ?? '',
    sealNo: calibration?.sealNo ?? '',
    ercSealNo: calibration?.ercSealNo ?? '',
    testerName: calibration?.testerName ?? '',
    remarks: calibration?.remarks ?? '',
    instrument: calibration?.instrument ?? '',
    instrumentSerial: calibration?.instrumentSerial ?? '',
    instrumentCalibratedOn: calibration?.instrumentCalibratedOn ?? null,
    checkedByName: calibration?.checkedByName ?? '',
    notedByName: calibration?.notedByName ?? '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      calibration === null
        ? callEndpoint(createMeterCalibrationEndpoint, { body: { receiptId: receipt.id, ...body } })
        : callEndpoint(updateMeterCalibrationEndpoint, { params: { id: calibration.id }, body }),
    (saved) => {
      void invalidate(listMeterReceiptsEndpoint, listMeterCalibrationsEndpoint, getMeterReceiptEndpoint);
      notify.success(
        `${saved.serialNo}: average error ${saved.averageError}%, ${saved.result}${saved.fast ? ' (fast)' : ''}.`,
      );
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title={`Calibrate ${receipt.serialNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField
          {...form.text('testedOn')}
          type="date"
          label="Tested on"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...form.text('batchNo')} label="Batch no." fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('lightLoadError')} label="Light load error (%)" required fullWidth />
        <TextField {...form.text('fullLoadError')} label="Full load error (%)" required fullWidth />
        <TextField {...form.text('powerFactorError')} label="PF 0.5 error (%)" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('sealNo')} label="Seal no." fullWidth />
        <TextField {...form.text('ercSealNo')} label="ERC seal / test report no." fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('instrument')} label="Instrument" fullWidth />
        <TextField {...form.text('instrumentSerial')} label="Instrument serial" fullWidth />
        <DateField
          name="instrumentCalibratedOn"
          label="Instrument calibrated on"
          fullWidth
          value={form.values.instrumentCalibratedOn ?? ''}
          onChange={(e) => form.set('instrumentCalibratedOn', e.target.value || null)}
          error={form.errors.instrumentCalibratedOn !== undefined}
          helperText={form.errors.instrumentCalibratedOn ?? ' '}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('testerName')} label="Tested by" required fullWidth />
        <TextField {...form.text('checkedByName')} label="Checked by" fullWidth />
        <TextField {...form.text('notedByName')} label="Noted by" fullWidth />
      </Stack>
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
