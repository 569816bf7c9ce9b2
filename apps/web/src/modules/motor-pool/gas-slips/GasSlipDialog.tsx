// A gas slip issued for a vehicle, or for a trip (its vehicle and driver filled in).
import { FUEL_TYPES } from '@ilaw/contracts/motorpool/common';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import { gasSlipFieldsSchema, type GasSlipFields } from '@ilaw/contracts/motorpool/gas-slips/gas-slip';
import type { TripTicket } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { todayInManila } from '@ilaw/contracts/format';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { DriverPicker, MOTORPOOL_READS, VehiclePicker } from '../motorpool-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

export function GasSlipDialog({ trip, onClose }: { trip: TripTicket | null; onClose: () => void }) {
  const initial: GasSlipFields = {
    slipDate: trip ? trip.scheduledStart.slice(0, 10) : todayInManila(),
    vehicleId: trip?.vehicleId ?? 0,
    driverId: trip?.driverId ?? 0,
    tripTicketId: trip?.id ?? null,
    gasStation: '',
    fuelType: 'Diesel',
    liters: '',
    pricePerLiter: '',
    withContainer: false,
    purpose: trip ? `Trip ${trip.tripNo} to ${trip.destination}` : '',
  };
  const form = useForm(gasSlipFieldsSchema, initial);
  const create = useEndpointMutation(createGasSlipEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => create.mutateAsync({ body }),
    (saved) => {
      notify.success(`Gas slip ${saved.slipNo} was issued.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title={trip ? `Gas slip for ${trip.tripNo}` : 'New gas slip'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Issue"
    >
      <GeneralError message={form.errors.generalErrors ?? form.errors.tripTicketId} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        {trip === null && (
          <Stack direction="row" spacing={2}>
            <VehiclePicker
              name="vehicleId"
              label="Vehicle"
              value={form.values.vehicleId}
              onChange={(id) => form.set('vehicleId', id)}
              error={form.errors.vehicleId}
            />
            <DriverPicker
              name="driverId"
              label="Driver"
              value={form.values.driverId}
              onChange={(id) => form.set('driverId', id)}
              error={form.errors.driverId}
            />
          </Stack>
        )}
        <Stack direction="row" spacing={2}>
          <DateField {...form.text('slipDate')} label="Date" required fullWidth />
          <TextField
            select
            fullWidth
            name="fuelType"
            label="Fuel type"
            value={form.values.fuelType}
            onChange={(e) => form.set('fuelType', e.target.value as GasSlipFields['fuelType'])}
            helperText=" "
          >
            {FUEL_TYPES.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField {...form.text('gasStation')} label="Gas station" required fullWidth />
        <Stack direction="row" spacing={2}>
          <TextField
            {...form.text('liters')}
            label="Liters"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            {...form.text('pricePerLiter')}
            label="Price per liter"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        <TextField {...form.text('purpose')} label="Purpose" required fullWidth />
        <FormControlLabel
          control={
            <Checkbox
              name="withContainer"
              checked={form.values.withContainer}
              onChange={(e) => form.set('withContainer', e.target.checked)}
            />
          }
          label="With container"
        />
      </Stack>
    </FormDialog>
  );
}
