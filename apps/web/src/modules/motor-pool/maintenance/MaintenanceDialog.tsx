// A service recorded: vehicle, kind, date and mileage, the next one due by date and/or mileage.
import { todayInManila } from '@ilaw/contracts/format';
import { MAINTENANCE_KIND_LABELS, MAINTENANCE_KINDS, type MaintenanceKind } from '@ilaw/contracts/motorpool/common';
import { createMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/create-maintenance';
import { maintenanceFieldsSchema } from '@ilaw/contracts/motorpool/maintenance/maintenance';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { MOTORPOOL_READS, VehiclePicker } from '../motorpool-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

interface Values {
  vehicleId: number;
  kind: MaintenanceKind;
  serviceDate: string;
  mileage: string;
  nextServiceDate: string;
  nextServiceMileage: string;
  cost: string;
  serviceCenter: string;
  servicesPerformed: string;
  performedBy: string;
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

const schema = {
  safeParse: (v: unknown) => {
    const x = v as Values;
    return maintenanceFieldsSchema.safeParse({
      ...x,
      mileage: num(x.mileage),
      nextServiceMileage: x.nextServiceMileage.trim() === '' ? null : Number(x.nextServiceMileage),
    });
  },
};

export function MaintenanceDialog({
  kind,
  vehicleId,
  onClose,
}: {
  kind: MaintenanceKind;
  vehicleId: number;
  onClose: () => void;
}) {
  const initial: Values = {
    vehicleId,
    kind,
    serviceDate: todayInManila(),
    mileage: '',
    nextServiceDate: '',
    nextServiceMileage: '',
    cost: '0.00',
    serviceCenter: '',
    servicesPerformed: '',
    performedBy: '',
  };
  const form = useForm(schema, initial);
  const create = useEndpointMutation(createMaintenanceEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => create.mutateAsync({ body }),
    () => onClose(),
  );
  const date = (name: 'serviceDate' | 'nextServiceDate', label: string, required: boolean) => (
    <DateField {...form.text(name)} label={label} required={required} fullWidth />
  );
  return (
    <FormDialog
      open
      title="Record a service"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={2}>
          <VehiclePicker
            name="vehicleId"
            label="Vehicle"
            value={form.values.vehicleId}
            onChange={(id) => form.set('vehicleId', id)}
            error={form.errors.vehicleId}
          />
          <TextField
            select
            fullWidth
            name="kind"
            label="Kind"
            value={form.values.kind}
            onChange={(e) => form.set('kind', e.target.value as MaintenanceKind)}
            helperText=" "
          >
            {MAINTENANCE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {MAINTENANCE_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={2}>
          {date('serviceDate', 'Service date', true)}
          <TextField
            {...form.text('mileage')}
            label="Mileage (km)"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <Stack direction="row" spacing={2}>
          {date('nextServiceDate', 'Next service date', false)}
          <TextField
            {...form.text('nextServiceMileage')}
            label="Next service mileage (km)"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <TextField
          {...form.text('servicesPerformed')}
          label="Services performed"
          required
          fullWidth
          multiline
          minRows={2}
        />
        <Stack direction="row" spacing={2}>
          <TextField {...form.text('serviceCenter')} label="Service centre" fullWidth />
          <TextField {...form.text('performedBy')} label="Performed by" fullWidth />
          <TextField
            {...form.text('cost')}
            label="Cost"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
