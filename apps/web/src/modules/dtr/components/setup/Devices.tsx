import {
  createDeviceEndpoint,
  deviceFields,
  listDevicesEndpoint,
  updateDeviceEndpoint,
} from '@ilaw/contracts/dtr/setup';
import { formatDateTime } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { activeStatusColumn, CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

type Device = ResponseOf<typeof listDevicesEndpoint>[number];

const columns: Column<Device>[] = [
  { key: 'serial', header: 'Serial number', render: (d) => d.serialNumber },
  { key: 'name', header: 'Name', render: (d) => d.name },
  { key: 'location', header: 'Location', render: (d) => d.location ?? '-' },
  { key: 'seen', header: 'Last seen', render: (d) => formatDateTime(d.lastSeenAt) },
  activeStatusColumn((d) => d.isActive),
];

/** The biometric devices allowed to push logs. */
export function Devices() {
  const devices = useQuery(endpointQuery(listDevicesEndpoint));
  return (
    <CrudListPage
      subtitle="Only registered, active devices may push logs (ZKTeco ADMS, server address of this portal)."
      newLabel="Register device"
      caption="Biometric devices"
      emptyText="No devices registered."
      list={devices}
      invalidates={[listDevicesEndpoint]}
      columns={columns}
      rowKey={(d) => d.id}
      rowName={(d) => d.serialNumber}
      savedMessage={() => 'The device was saved.'}
      Dialog={DeviceDialog}
    />
  );
}

function DeviceDialog({ row: device, onClose, onSaved }: CrudDialogProps<Device>) {
  const form = useForm(deviceFields, {
    serialNumber: device?.serialNumber ?? '',
    name: device?.name ?? '',
    location: device?.location ?? '',
    isActive: device?.isActive ?? true,
  });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    (body) => {
      const payload = { ...body, location: body.location || null };
      return device
        ? callEndpoint(updateDeviceEndpoint, { params: { id: device.id }, body: payload })
        : callEndpoint(createDeviceEndpoint, { body: payload });
    },
    onSaved,
  );
  return (
    <FormDialog
      open
      title={device ? `Edit ${device.serialNumber}` : 'Register device'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField label="Serial number" required fullWidth autoFocus {...form.text('serialNumber')} />
      <TextField label="Name" required fullWidth {...form.text('name')} />
      <TextField label="Location" fullWidth {...form.text('location')} />
      <FormControlLabel
        control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        label="Active"
      />
    </FormDialog>
  );
}
