// Files a stock document: the kind's own fields (supplier and VAT for a receiving report, the
// account charged for a charge ticket, the charge ticket returned against for a credit ticket,
// the receiving location for a transfer) and its lines. Sent for approval on save.
import { todayInManila } from '@ilaw/contracts/format';
import {
  DOCUMENT_KIND_LABELS,
  SALVAGE_CONDITIONS,
  VAT_TYPES,
  type DocumentKind,
  type SalvageCondition,
} from '@ilaw/contracts/warehouse/enums';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { stockDocumentFields, type StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
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
  toMaterial: PickedMaterial | null;
  quantity: string;
  unitPrice: string;
  condition: SalvageCondition;
}

const emptyLine = (): LineState => ({
  material: null,
  toMaterial: null,
  quantity: '',
  unitPrice: '',
  condition: 'Usable',
});

export function StockDocumentForm({
  kind,
  onClose,
  onSaved,
}: {
  kind: DocumentKind;
  onClose: () => void;
  onSaved: (doc: StockDocument) => void;
}) {
  const locations = useQuery(endpointQuery(listLocationsEndpoint)).data?.filter((l) => l.isActive) ?? [];
  const charged = useQuery({
    ...endpointQuery(listStockDocumentsEndpoint, {
      query: { kind: 'MCT', status: 'Posted', itemsPerPage: 100, page: 1 },
    }),
    enabled: kind === 'MCRT',
  });
  const [f, setF] = useState({
    documentDate: todayInManila(),
    locationId: 0,
    toLocationId: 0,
    particulars: '',
    supplier: '',
    poNo: '',
    invoiceNo: '',
    deliveryNo: '',
    vatType: 'Inclusive' as (typeof VAT_TYPES)[number],
    freight: '0',
    chargeAccount: '',
    workOrderNo: '',
    chargedDocumentId: 0,
  });
  const [lines, setLines] = useState<LineState[]>([emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((x) => ({ ...x, [k]: v }));
  const setLine = (i: number, patch: Partial<LineState>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const pickCharged = (id: number) => {
    set('chargedDocumentId', id);
    const mct = charged.data?.data.find((d) => d.id === id);
    if (mct) {
      set('locationId', mct.locationId);
      setLines(
        mct.lines.map((l) => ({
          material: { id: l.materialId, itemCode: l.itemCode, description: l.description, unitCode: l.unitCode },
          toMaterial: null,
          quantity: l.quantity,
          unitPrice: '',
          condition: 'Usable' as const,
        })),
      );
    }
  };

  const submit = async () => {
    const body = {
      kind,
      documentDate: f.documentDate,
      locationId: f.locationId || undefined,
      particulars: f.particulars,
      ...(kind === 'MRR'
        ? {
            supplier: f.supplier,
            poNo: f.poNo,
            invoiceNo: f.invoiceNo,
            deliveryNo: f.deliveryNo,
            vatType: f.vatType,
            freight: f.freight,
          }
        : {}),
      ...(kind === 'MCT' ? { chargeAccount: f.chargeAccount, workOrderNo: f.workOrderNo } : {}),
      ...(kind === 'MST' ? { workOrderNo: f.workOrderNo } : {}),
      ...(kind === 'MTS' ? { toLocationId: f.toLocationId || undefined } : {}),
      ...(kind === 'MCRT' ? { chargedDocumentId: f.chargedDocumentId || undefined } : {}),
      lines: lines.map((l) => ({
        materialId: l.material?.id ?? 0,
        quantity: l.quantity,
        ...(kind === 'MRR' || kind === 'MST' ? { unitPrice: l.unitPrice } : {}),
        ...(kind === 'MST' ? { condition: l.condition } : {}),
        ...(kind === 'MRC' ? { toMaterialId: l.toMaterial?.id ?? 0 } : {}),
      })),
    };
    const parsed = stockDocumentFields.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || 'generalErrors'] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      onSaved(await callEndpoint(createStockDocumentEndpoint, { body: parsed.data, quietStatuses: [400, 409] }));
    } catch (e) {
      if (e instanceof ApiError) {
        const general = e.body?.errors['generalErrors']?.[0];
        setErrors({ ...e.fieldErrors(), ...(general === undefined ? {} : { generalErrors: general }) });
      } else throw e;
    } finally {
      setBusy(false);
    }
  };

  const text = (k: keyof typeof f, label: string, props: { required?: boolean } = {}) => (
    <TextField
      name={k}
      label={label}
      value={f[k]}
      onChange={(e) => set(k, e.target.value as never)}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? ' '}
      fullWidth
      {...props}
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
      title={`New ${DOCUMENT_KIND_LABELS[kind]}`}
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
            name="documentDate"
            label="Date"
            type="date"
            value={f.documentDate}
            onChange={(e) => set('documentDate', e.target.value)}
            error={errors['documentDate'] !== undefined}
            helperText={errors['documentDate'] ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Grid>
        {kind === 'MCRT' && (
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              select
              name="chargedDocumentId"
              label="Charge ticket returned against"
              value={f.chargedDocumentId || ''}
              onChange={(e) => pickCharged(Number(e.target.value))}
              error={errors['chargedDocumentId'] !== undefined}
              helperText={errors['chargedDocumentId'] ?? ' '}
              required
              fullWidth
            >
              {(charged.data?.data ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.controlNo} {d.chargeAccount ?? ''} {d.particulars}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: kind === 'MTS' ? 4 : 8 }}>
          {locationSelect('locationId', kind === 'MTS' ? 'From location' : 'Location')}
        </Grid>
        {kind === 'MTS' && <Grid size={{ xs: 12, sm: 4 }}>{locationSelect('toLocationId', 'To location')}</Grid>}
        {kind === 'MRR' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{text('supplier', 'Supplier', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 3 }}>{text('poNo', 'PO no.')}</Grid>
            <Grid size={{ xs: 12, sm: 3 }}>{text('invoiceNo', 'Invoice no.')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('deliveryNo', 'Delivery no.')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                name="vatType"
                label="Prices are VAT"
                value={f.vatType}
                onChange={(e) => set('vatType', e.target.value as (typeof VAT_TYPES)[number])}
                helperText=" "
                fullWidth
              >
                {VAT_TYPES.map((v) => (
                  <MenuItem key={v} value={v}>
                    {v}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('freight', 'Freight and handling')}</Grid>
          </>
        )}
        {kind === 'MCT' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>{text('chargeAccount', 'Account charged')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('workOrderNo', 'Work order no.')}</Grid>
          </>
        )}
        {kind === 'MST' && <Grid size={{ xs: 12, sm: 6 }}>{text('workOrderNo', 'Work order no.')}</Grid>}
        <Grid size={12}>{text('particulars', kind === 'MST' ? 'Returned by and remarks' : 'Particulars')}</Grid>
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
          {kind === 'MRC' && (
            <MaterialPicker
              name={`lines.${i}.toMaterial`}
              label="Reclassify to"
              value={l.toMaterial}
              onChange={(m) => setLine(i, { toMaterial: m })}
              error={errors[`lines.${i}.toMaterialId`]}
            />
          )}
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
          {kind === 'MST' && (
            <TextField
              select
              name={`lines.${i}.condition`}
              label="Condition"
              value={l.condition}
              onChange={(e) => setLine(i, { condition: e.target.value as SalvageCondition })}
              helperText=" "
              size="small"
              sx={{ flex: 1 }}
            >
              {SALVAGE_CONDITIONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(kind === 'MRR' || kind === 'MST') && (
            <TextField
              name={`lines.${i}.unitPrice`}
              label={kind === 'MST' ? 'Value per unit' : 'Unit price'}
              value={l.unitPrice}
              onChange={(e) => setLine(i, { unitPrice: e.target.value })}
              error={errors[`lines.${i}.unitPrice`] !== undefined}
              helperText={errors[`lines.${i}.unitPrice`] ?? ' '}
              size="small"
              sx={{ flex: 1 }}
            />
          )}
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            disabled={lines.length === 1}
            onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => setLines((ls) => [...ls, emptyLine()])}>
        Add material
      </Button>
    </FormDialog>
  );
}
