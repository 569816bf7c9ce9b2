// Files a requisition: the warehouse it draws from (and, for a transfer request, the receiving
// location), the purpose, the account or work order, the service request of a service voucher, and
// the materials. Reserves at once and goes for approval on save.
import { todayInManila } from '@ilaw/contracts/format';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { createRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/create-requisition';
import {
  REQUISITION_KIND_LABELS,
  requisitionFields,
  type Requisition,
  type RequisitionKind,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { MaterialPicker, type PickedMaterial } from '../materials/MaterialPicker.tsx';

interface LineState {
  material: PickedMaterial | null;
  quantity: string;
}

export function RequisitionForm({
  kind,
  onClose,
  onSaved,
}: {
  kind: RequisitionKind;
  onClose: () => void;
  onSaved: (r: Requisition) => void;
}) {
  const locations = useQuery(endpointQuery(listLocationsEndpoint)).data?.filter((l) => l.isActive) ?? [];
  const [f, setF] = useState({
    requestDate: todayInManila(),
    locationId: 0,
    toLocationId: 0,
    purpose: '',
    chargeAccount: '',
    workOrderNo: '',
    serviceRequestNo: '',
  });
  const [lines, setLines] = useState<LineState[]>([{ material: null, quantity: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((x) => ({ ...x, [k]: v }));
  const setLine = (i: number, patch: Partial<LineState>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    const parsed = requisitionFields.safeParse({
      kind,
      requestDate: f.requestDate,
      locationId: f.locationId || undefined,
      purpose: f.purpose,
      chargeAccount: f.chargeAccount,
      workOrderNo: f.workOrderNo,
      ...(kind === 'MTR' ? { toLocationId: f.toLocationId || undefined } : {}),
      ...(kind === 'SERVICE' ? { serviceRequestNo: f.serviceRequestNo } : {}),
      lines: lines.map((l) => ({ materialId: l.material?.id ?? 0, quantity: l.quantity })),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || 'generalErrors'] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      onSaved(await callEndpoint(createRequisitionEndpoint, { body: parsed.data, quietStatuses: [400, 403, 409] }));
    } catch (e) {
      if (e instanceof ApiError) {
        const general = e.body?.errors['generalErrors']?.[0];
        setErrors({ ...e.fieldErrors(), ...(general === undefined ? {} : { generalErrors: general }) });
      } else throw e;
    } finally {
      setBusy(false);
    }
  };

  const text = (
    k: 'purpose' | 'chargeAccount' | 'workOrderNo' | 'serviceRequestNo',
    label: string,
    required = false,
  ) => (
    <TextField
      name={k}
      label={label}
      value={f[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? ' '}
      required={required}
      fullWidth
    />
  );
  const locationSelect = (k: 'locationId' | 'toLocationId', label: string) => (
    <TextField
      select
      name={k}
      label={label}
      value={f[k] || ''}
      onChange={(e) => set(k, Number(e.target.value))}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? ' '}
      required
      fullWidth
    >
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <FormDialog
      open
      title={`New ${REQUISITION_KIND_LABELS[kind]}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save and send for approval"
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors'] ?? errors['lines']} />
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            name="requestDate"
            label="Date"
            type="date"
            value={f.requestDate}
            onChange={(e) => set('requestDate', e.target.value)}
            error={errors['requestDate'] !== undefined}
            helperText={errors['requestDate'] ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: kind === 'MTR' ? 4 : 8 }}>
          {locationSelect('locationId', kind === 'MTR' ? 'From warehouse' : 'Warehouse')}
        </Grid>
        {kind === 'MTR' && <Grid size={{ xs: 12, sm: 4 }}>{locationSelect('toLocationId', 'To warehouse')}</Grid>}
        <Grid size={12}>{text('purpose', 'Purpose', true)}</Grid>
        {kind !== 'MTR' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{text('chargeAccount', 'Account to charge')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('workOrderNo', 'Work order no.')}</Grid>
          </>
        )}
        {kind === 'SERVICE' && (
          <Grid size={{ xs: 12, sm: 6 }}>{text('serviceRequestNo', 'Service request no.', true)}</Grid>
        )}
      </Grid>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Materials
      </Typography>
      {lines.map((l, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="document-line">
          <MaterialPicker
            name={`lines.${i}.material`}
            value={l.material}
            onChange={(m) => setLine(i, { material: m })}
            error={errors[`lines.${i}.materialId`]}
          />
          <TextField
            name={`lines.${i}.quantity`}
            label={`Quantity${l.material ? ` (${l.material.unitCode})` : ''}`}
            value={l.quantity}
            onChange={(e) => setLine(i, { quantity: e.target.value })}
            error={errors[`lines.${i}.quantity`] !== undefined}
            helperText={errors[`lines.${i}.quantity`] ?? ' '}
            size="small"
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            disabled={lines.length === 1}
            onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => setLines((ls) => [...ls, { material: null, quantity: '' }])}>
        Add material
      </Button>
    </FormDialog>
  );
}
