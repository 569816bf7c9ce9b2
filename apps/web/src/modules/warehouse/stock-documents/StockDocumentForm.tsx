// Files a stock document: the kind's own fields (supplier and VAT for a receiving report, the
// account charged for a charge ticket, the charge ticket returned against for a credit ticket,
// the receiving location for a transfer) and its lines. Sent for approval on save. The dialog, its
// date, location and material lines are shared with the requisition form (../documents).
import { todayInManila } from '@ilaw/contracts/format';
import {
  DOCUMENT_KIND_LABELS,
  SALVAGE_CONDITIONS,
  VAT_TYPES,
  type DocumentKind,
  type SalvageCondition,
} from '@ilaw/contracts/warehouse/enums';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { stockDocumentFields, type StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import {
  DateField,
  DocumentFormDialog,
  LocationSelect,
  MaterialLines,
  useDocumentSave,
  type MaterialLine,
} from '../documents/DocumentFormParts.tsx';
import { MaterialPicker, type PickedMaterial } from '../materials/MaterialPicker.tsx';

interface LineState extends MaterialLine {
  toMaterial: PickedMaterial | null;
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
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((x) => ({ ...x, [k]: v }));
  const { errors, busy, submit } = useDocumentSave(
    stockDocumentFields,
    (body) => callEndpoint(createStockDocumentEndpoint, { body, quietStatuses: [400, 409] }),
    onSaved,
  );

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

  const save = () =>
    submit({
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
    });

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
  const location = (k: 'locationId' | 'toLocationId', label: string) => (
    <LocationSelect name={k} label={label} value={f[k]} onChange={(v) => set(k, v)} errors={errors} />
  );

  return (
    <DocumentFormDialog
      title={`New ${DOCUMENT_KIND_LABELS[kind]}`}
      errors={errors}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField
            name="documentDate"
            value={f.documentDate}
            onChange={(v) => set('documentDate', v)}
            errors={errors}
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
          {location('locationId', kind === 'MTS' ? 'From location' : 'Location')}
        </Grid>
        {kind === 'MTS' && <Grid size={{ xs: 12, sm: 4 }}>{location('toLocationId', 'To location')}</Grid>}
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
      <MaterialLines
        lines={lines}
        setLines={setLines}
        emptyLine={emptyLine}
        errors={errors}
        beforeQuantity={(l, i, setLine) =>
          kind === 'MRC' && (
            <MaterialPicker
              name={`lines.${i}.toMaterial`}
              label="Reclassify to"
              value={l.toMaterial}
              onChange={(m) => setLine({ toMaterial: m })}
              error={errors[`lines.${i}.toMaterialId`]}
            />
          )
        }
        afterQuantity={(l, i, setLine) => (
          <>
            {kind === 'MST' && (
              <TextField
                select
                name={`lines.${i}.condition`}
                label="Condition"
                value={l.condition}
                onChange={(e) => setLine({ condition: e.target.value as SalvageCondition })}
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
                onChange={(e) => setLine({ unitPrice: e.target.value })}
                error={errors[`lines.${i}.unitPrice`] !== undefined}
                helperText={errors[`lines.${i}.unitPrice`] ?? ' '}
                size="small"
                sx={{ flex: 1 }}
              />
            )}
          </>
        )}
      />
    </DocumentFormDialog>
  );
}
