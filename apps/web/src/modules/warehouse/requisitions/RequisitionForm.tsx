// Files a requisition: the warehouse it draws from (and, for a transfer request, the receiving
// location), the purpose, the account or work order, the service request of a service voucher, and
// the materials. Reserves at once and goes for approval on save. The dialog, its date, location and
// material lines are the stock document form's (../documents/DocumentFormParts.tsx).
import { todayInManila } from '@ilaw/contracts/format';
import { createRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/create-requisition';
import {
  REQUISITION_KIND_LABELS,
  requisitionFields,
  type Requisition,
  type RequisitionKind,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import {
  DateField,
  DocumentFormDialog,
  LocationSelect,
  MaterialLines,
  useDocumentSave,
  type MaterialLine,
} from '../documents/DocumentFormParts.tsx';

const emptyLine = (): MaterialLine => ({ material: null, quantity: '' });

export function RequisitionForm({
  kind,
  onClose,
  onSaved,
}: {
  kind: RequisitionKind;
  onClose: () => void;
  onSaved: (r: Requisition) => void;
}) {
  const [f, setF] = useState({
    requestDate: todayInManila(),
    locationId: 0,
    toLocationId: 0,
    purpose: '',
    chargeAccount: '',
    workOrderNo: '',
    serviceRequestNo: '',
  });
  const [lines, setLines] = useState<MaterialLine[]>([emptyLine()]);
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((x) => ({ ...x, [k]: v }));
  const { errors, busy, submit } = useDocumentSave(
    requisitionFields,
    (body) => callEndpoint(createRequisitionEndpoint, { body, quietStatuses: [400, 403, 409] }),
    onSaved,
  );
  const save = () =>
    submit({
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
  const location = (k: 'locationId' | 'toLocationId', label: string) => (
    <LocationSelect name={k} label={label} value={f[k]} onChange={(v) => set(k, v)} errors={errors} />
  );

  return (
    <DocumentFormDialog
      title={`New ${REQUISITION_KIND_LABELS[kind]}`}
      errors={errors}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField name="requestDate" value={f.requestDate} onChange={(v) => set('requestDate', v)} errors={errors} />
        </Grid>
        <Grid size={{ xs: 12, sm: kind === 'MTR' ? 4 : 8 }}>
          {location('locationId', kind === 'MTR' ? 'From warehouse' : 'Warehouse')}
        </Grid>
        {kind === 'MTR' && <Grid size={{ xs: 12, sm: 4 }}>{location('toLocationId', 'To warehouse')}</Grid>}
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
      <MaterialLines lines={lines} setLines={setLines} emptyLine={emptyLine} errors={errors} />
    </DocumentFormDialog>
  );
}
