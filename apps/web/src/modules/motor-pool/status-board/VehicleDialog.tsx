// A vehicle added or changed: numbers, name, classification, assigned driver, status.
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES } from '@ilaw/contracts/motorpool/common';
import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import { updateVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/update-vehicle';
import { vehicleFieldsSchema, type Vehicle, type VehicleFields } from '@ilaw/contracts/motorpool/vehicles/vehicle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { DriverPicker, MOTORPOOL_READS } from '../motorpool-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

export function VehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const initial: VehicleFields = {
    vehicleNo: vehicle?.vehicleNo ?? '',
    plateNo: vehicle?.plateNo ?? '',
    name: vehicle?.name ?? '',
    classification: vehicle?.classification ?? '',
    rfid: vehicle?.rfid ?? '',
    assignedDriverId: vehicle?.assignedDriverId ?? null,
    dateAcquired: vehicle?.dateAcquired ?? '',
    status: vehicle?.status ?? 'Active',
  };
  const form = useForm(vehicleFieldsSchema, initial);
  const create = useEndpointMutation(createVehicleEndpoint, { invalidates: MOTORPOOL_READS });
  const update = useEndpointMutation(updateVehicleEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => (vehicle ? update.mutateAsync({ params: { id: vehicle.id }, body }) : create.mutateAsync({ body })),
    () => onClose(),
  );
  return (
    <FormDialog
      open
      title={vehicle ? `Vehicle ${vehicle.vehicleNo}` : 'New vehicle'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={2}>
          <TextField {...form.text('vehicleNo')} label="Vehicle no." required fullWidth autoFocus />
          <TextField {...form.text('plateNo')} label="Plate no." required fullWidth />
        </Stack>
        <TextField {...form.text('name')} label="Name" required fullWidth />
        <Stack direction="row" spacing={2}>
          <TextField {...form.text('classification')} label="Classification" required fullWidth />
          <TextField {...form.text('rfid')} label="RFID" fullWidth />
        </Stack>
        <DriverPicker
          name="assignedDriverId"
          label="Assigned driver"
          required={false}
          value={form.values.assignedDriverId ?? 0}
          onChange={(id) => form.set('assignedDriverId', id || null)}
          error={form.errors.assignedDriverId}
        />
        <Stack direction="row" spacing={2}>
          <DateField {...form.text('dateAcquired')} label="Date acquired" fullWidth />
          <TextField
            select
            fullWidth
            name="status"
            label="Status"
            value={form.values.status}
            onChange={(e) => form.set('status', e.target.value as VehicleFields['status'])}
            helperText=" "
          >
            {VEHICLE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {VEHICLE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
