// A new trip ticket: vehicle, driver, passengers, destination, purpose and the scheduled times.
import { createTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/create-trip-ticket';
import { tripTicketFieldsSchema, type TripTicketFields } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { DriverPicker, MOTORPOOL_READS, VehiclePicker } from '../motorpool-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

const TRIPS_PATH = '/isd/motor-pool/transportation-travel/form';

export function TripTicketDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const initial: TripTicketFields = {
    vehicleId: 0,
    driverId: 0,
    passengers: '',
    destination: '',
    purpose: '',
    scheduledStart: '',
    scheduledEnd: '',
    isOperation: true,
    isOutOfCoverage: false,
  };
  const form = useForm(tripTicketFieldsSchema, initial);
  const create = useEndpointMutation(createTripTicketEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => create.mutateAsync({ body }),
    (saved) => {
      notify.success(`${saved.tripNo} was sent for approval.`);
      onClose();
      void navigate(`${TRIPS_PATH}/${saved.id}`);
    },
  );
  const time = (name: 'scheduledStart' | 'scheduledEnd', label: string) => (
    <DateField {...form.text(name)} label={label} type="datetime-local" required fullWidth />
  );
  return (
    <FormDialog
      open
      title="New trip ticket"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Send for approval"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {time('scheduledStart', 'Scheduled start')}
          {time('scheduledEnd', 'Scheduled end')}
        </Stack>
        <TextField {...form.text('destination')} label="Destination" required fullWidth />
        <TextField {...form.text('purpose')} label="Purpose" required fullWidth />
        <TextField {...form.text('passengers')} label="Passengers" fullWidth />
        <Stack direction="row" spacing={2}>
          <FormControlLabel
            control={
              <Checkbox
                name="isOperation"
                checked={form.values.isOperation}
                onChange={(e) => form.set('isOperation', e.target.checked)}
              />
            }
            label="Operations"
          />
          <FormControlLabel
            control={
              <Checkbox
                name="isOutOfCoverage"
                checked={form.values.isOutOfCoverage}
                onChange={(e) => form.set('isOutOfCoverage', e.target.checked)}
              />
            }
            label="Out of coverage area"
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
