// The biometric devices HR registers: who may push logs, from which addresses, with which push
// key (generated here, shown once with the server address to enter on the device).
import { createDeviceEndpoint } from '@ilaw/contracts/dtr/devices/create-device';
import { createDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/create-device-push-key';
import { deleteDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/delete-device-push-key';
import { deviceFields, type BiometricDevice, type DevicePushKey } from '@ilaw/contracts/dtr/devices/biometric-device';
import { listDevicesEndpoint } from '@ilaw/contracts/dtr/devices/list-devices';
import { updateDeviceEndpoint } from '@ilaw/contracts/dtr/devices/update-device';
import { formatDateTime } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import VpnKey from '@mui/icons-material/VpnKey';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

/** How the device is let in, as the table shows it. */
function pushAccess(d: BiometricDevice): string {
  const n = d.allowedAddresses.length;
  const addresses = n === 0 ? null : n === 1 ? d.allowedAddresses[0]! : `${n} addresses`;
  if (d.hasPushKey && addresses) return `Key, from ${addresses}`;
  if (d.hasPushKey) return 'Key';
  if (addresses) return `From ${addresses}`;
  return 'Not set up';
}

export function Devices() {
  const invalidate = useInvalidateEndpoints();
  const devices = useQuery(endpointQuery(listDevicesEndpoint));
  const [editing, setEditing] = useState<BiometricDevice | 'new' | null>(null);
  const [keyOf, setKeyOf] = useState<BiometricDevice | null>(null);
  const refresh = () => void invalidate(listDevicesEndpoint);
  const columns: Column<BiometricDevice>[] = [
    { key: 'serial', header: 'Serial number', render: (d) => d.serialNumber },
    { key: 'name', header: 'Name', render: (d) => d.name },
    { key: 'location', header: 'Location', render: (d) => d.location ?? '-' },
    {
      key: 'access',
      header: 'Push access',
      render: (d) => {
        const text = pushAccess(d);
        return text === 'Not set up' ? (
          <Chip size="small" color="warning" label="Not set up" data-status="not-set-up" />
        ) : (
          text
        );
      },
    },
    {
      key: 'seen',
      header: 'Last seen',
      render: (d) => (d.lastSeenAt ? `${formatDateTime(d.lastSeenAt)}${d.lastIp ? ` (${d.lastIp})` : ''}` : '-'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <StatusChip status={d.isActive ? 'active' : 'inactive'} label={d.isActive ? 'Active' : 'Inactive'} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Push key">
            <IconButton size="small" aria-label={`Push key of ${d.serialNumber}`} onClick={() => setKeyOf(d)}>
              <VpnKey fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton size="small" aria-label={`Edit ${d.serialNumber}`} onClick={() => setEditing(d)}>
            <Edit fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Only registered, active devices may push logs (ZKTeco ADMS), each with its push key and/or from its allowed
        addresses. Anything else is refused and recorded in the audit trail.
      </Typography>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>
        Register device
      </Button>
      <SimpleTable
        columns={columns}
        rows={devices.data}
        loading={devices.isFetching}
        rowKey={(d) => d.id}
        caption="Biometric devices"
        emptyText="No devices registered."
      />
      {editing && (
        <DeviceDialog
          device={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success('The device was saved.');
            refresh();
          }}
        />
      )}
      {keyOf && <PushKeyDialog device={keyOf} onClose={() => setKeyOf(null)} onChanged={refresh} />}
    </Box>
  );
}

function DeviceDialog({
  device,
  onClose,
  onSaved,
}: {
  device: BiometricDevice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm(deviceFields, {
    serialNumber: device?.serialNumber ?? '',
    name: device?.name ?? '',
    location: device?.location ?? '',
    isActive: device?.isActive ?? true,
    allowedAddresses: device?.allowedAddresses ?? [],
  });
  const { busy: saving, submit } = useDialogSubmit(
    form,
    async (body) => {
      const payload = { ...body, location: body.location || null };
      if (device) await callEndpoint(updateDeviceEndpoint, { params: { id: device.id }, body: payload });
      else await callEndpoint(createDeviceEndpoint, { body: payload });
    },
    () => onSaved(),
  );
  const addressError = form.errors.allowedAddresses;
  return (
    <FormDialog
      open
      title={device ? `Edit ${device.serialNumber}` : 'Register device'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={saving}
    >
      <TextField label="Serial number" required fullWidth autoFocus {...form.text('serialNumber')} />
      <TextField label="Name" required fullWidth {...form.text('name')} />
      <TextField label="Location" fullWidth {...form.text('location')} />
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        autoSelect
        options={device?.lastIp && !form.values.allowedAddresses.includes(device.lastIp) ? [device.lastIp] : []}
        value={form.values.allowedAddresses}
        onChange={(_, value) =>
          form.set(
            'allowedAddresses',
            value.map((v) => v.trim()).filter((v) => v !== ''),
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Allowed addresses"
            name="allowedAddresses"
            placeholder="192.168.1.20 or 192.168.1.0/24, then Enter"
            error={addressError !== undefined}
            helperText={
              addressError ??
              'The device is accepted only from these addresses. Leave empty to accept it from anywhere with its push key.'
            }
          />
        )}
      />
      <FormControlLabel
        control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        label="Active"
      />
    </FormDialog>
  );
}

/** Generates (or removes) a device's push key; a new key is shown this once with where it goes. */
function PushKeyDialog({
  device,
  onClose,
  onChanged,
}: {
  device: BiometricDevice;
  onClose: () => void;
  onChanged: () => void;
}) {
  const titleId = useId();
  const [confirm, setConfirm] = useState<'generate' | 'remove' | null>(null);
  const [issued, setIssued] = useState<DevicePushKey | null>(null);
  const generate = async () => {
    setIssued(await callEndpoint(createDevicePushKeyEndpoint, { params: { id: device.id } }));
    onChanged();
  };
  const remove = async () => {
    await callEndpoint(deleteDevicePushKeyEndpoint, { params: { id: device.id } });
    notify.success('The push key was removed.');
    onChanged();
    onClose();
  };
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Push key of {device.serialNumber}</DialogTitle>
        <DialogContent>
          {issued ? (
            <Stack spacing={2}>
              <Typography>
                Enter this as the device&apos;s server address (Communication, Cloud Server Setting, with the domain
                name option on):
              </Typography>
              <Secret label="Server address" value={issued.serverAddress} />
              <Typography variant="body2" color="text.secondary">
                A device or proxy that adds a query parameter to each request can send the key as{' '}
                <code>&amp;key=...</code> instead, for example:
              </Typography>
              <Secret label="Request with the key" value={issued.queryExample} />
              <Alert severity="warning">
                It is shown only this once. The device&apos;s earlier key no longer works.
              </Alert>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography>
                {device.hasPushKey
                  ? `The device has a push key since ${formatDateTime(device.pushKeySetAt)}.`
                  : 'The device has no push key.'}{' '}
                {device.allowedAddresses.length > 0
                  ? `It is accepted only from ${device.allowedAddresses.join(', ')}.`
                  : 'It has no allowed addresses.'}
              </Typography>
              {!device.hasPushKey && device.allowedAddresses.length === 0 && (
                <Alert severity="warning">Its pushes are refused until it has a push key or allowed addresses.</Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {issued ? (
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              {device.hasPushKey && (
                <Button color="error" onClick={() => setConfirm('remove')}>
                  Remove key
                </Button>
              )}
              <Button
                variant="contained"
                onClick={() => (device.hasPushKey ? setConfirm('generate') : void generate().catch(() => undefined))}
              >
                {device.hasPushKey ? 'Generate new key' : 'Generate key'}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirm === 'generate'}
        title="Generate a new push key?"
        message="The device's current key stops working at once: its pushes are refused until its server address is changed to the new one."
        confirmLabel="Generate new key"
        onConfirm={generate}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        title="Remove the push key?"
        message={
          device.allowedAddresses.length > 0
            ? `The device is then accepted from ${device.allowedAddresses.join(', ')} without a key.`
            : 'The device has no allowed addresses: its pushes are refused until it gets a key or addresses.'
        }
        confirmLabel="Remove key"
        danger
        onConfirm={remove}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

function Secret({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(`${label} copied.`);
    } catch {
      notify.warning('Copying is blocked by the browser; select the text and copy it by hand.');
    }
  };
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
      aria-label={label}
      role="group"
    >
      <Box
        component="span"
        data-testid={label === 'Server address' ? 'push-server-address' : 'push-query-example'}
        sx={{ flexGrow: 1, fontFamily: 'monospace', userSelect: 'all', wordBreak: 'break-all' }}
      >
        {value}
      </Box>
      <Tooltip title="Copy">
        <IconButton onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          <ContentCopy />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
