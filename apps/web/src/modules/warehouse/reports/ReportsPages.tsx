// The reports read from the bin cards' movements: fast-moving materials (warehouse), and
// accounting's summary of materials charged and credited by account and month, material price
// index and inventory by category. Each prints through the print pack.
import { formatNumber, formatPeso, todayInManila } from '@ilaw/contracts/format';
import type { EndpointDef } from '@ilaw/contracts/http';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { exportChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/export-charge-costing';
import { exportFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/export-fast-moving-materials';
import { exportInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/export-inventory-report';
import { exportPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/export-price-index';
import { getChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/get-charge-costing';
import { getFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/get-fast-moving-materials';
import { getInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/get-inventory-report';
import { getPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/get-price-index';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack, type ReportFilter } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { MaterialPicker } from '../materials/MaterialPicker.tsx';

const monthStart = () => `${todayInManila().slice(0, 7)}-01`;

function DateField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function LocationFilter({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const locations = useQuery(endpointQuery(listLocationsEndpoint));
  return (
    <FilterSelect
      label="Location"
      name="locationId"
      size="small"
      value={value}
      options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
      onChange={onChange}
    />
  );
}

function ReportFrame({
  title,
  reads,
  controls,
  filters,
  exportButton,
  children,
}: {
  title: string;
  reads: EndpointDef;
  controls: ReactNode;
  /** The report's .xlsx (the same query as the screen). */
  exportButton?: ReactNode;
  filters: ReportFilter[];
  children: ReactNode;
}) {
  return (
    <ScreenAccess reads={reads}>
      <PageHeader
        title={title}
        actions={
          <Stack direction="row" spacing={1}>
            {exportButton}
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              Print
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {controls}
      </Stack>
      <ReportPrintPack title={title} filters={filters} orientation="landscape">
        <Paper variant="outlined">{children}</Paper>
      </ReportPrintPack>
    </ScreenAccess>
  );
}

function usePeriod() {
  const url = useUrlState();
  const dateFrom = url.get('dateFrom') ?? monthStart();
  const dateTo = url.get('dateTo') ?? todayInManila();
  const locationId = url.num('locationId');
  return { url, dateFrom, dateTo, locationId, query: { dateFrom, dateTo, ...(locationId ? { locationId } : {}) } };
}

export function FastMovingMaterialsPage() {
  const p = usePeriod();
  const rows = useQuery(endpointQuery(getFastMovingMaterialsEndpoint, { query: p.query }));
  const columns: Column<NonNullable<typeof rows.data>[number]>[] = [
    { key: 'code', header: 'Item code', render: (r) => r.itemCode },
    { key: 'description', header: 'Description', render: (r) => r.description },
    { key: 'issues', header: 'Charge tickets', align: 'right', render: (r) => r.issues },
    { key: 'issued', header: 'Issued', align: 'right', render: (r) => `${formatNumber(r.issued)} ${r.unitCode}` },
    { key: 'returned', header: 'Returned', align: 'right', render: (r) => formatNumber(r.returned) },
    { key: 'net', header: 'Net issued', align: 'right', render: (r) => <strong>{formatNumber(r.netIssued)}</strong> },
    { key: 'onHand', header: 'On hand', align: 'right', render: (r) => formatNumber(r.onHand) },
  ];
  return (
    <ReportFrame
      title="Fast Moving Materials"
      reads={getFastMovingMaterialsEndpoint}
      exportButton={<ExportButton endpoint={exportFastMovingMaterialsEndpoint} query={p.query} />}
      filters={[{ label: 'Period', value: `${p.dateFrom} to ${p.dateTo}` }]}
      controls={
        <>
          <DateField name="dateFrom" label="From" value={p.dateFrom} onChange={(v) => p.url.set({ dateFrom: v })} />
          <DateField name="dateTo" label="To" value={p.dateTo} onChange={(v) => p.url.set({ dateTo: v })} />
          <LocationFilter value={p.locationId} onChange={(v) => p.url.set({ locationId: v ?? null })} />
        </>
      }
    >
      <SimpleTable
        caption="Fast moving materials"
        columns={columns}
        rows={rows.data}
        loading={rows.isFetching}
        rowKey={(r) => r.materialId}
      />
    </ReportFrame>
  );
}

export function ChargeCostingPage() {
  const p = usePeriod();
  const r = useQuery(endpointQuery(getChargeCostingEndpoint, { query: p.query }));
  type Row = NonNullable<typeof r.data>['rows'][number];
  const columns: Column<Row>[] = [
    { key: 'month', header: 'Month', render: (x) => x.month },
    { key: 'account', header: 'Account charged', render: (x) => x.account },
    { key: 'tickets', header: 'Charge tickets', align: 'right', render: (x) => x.tickets },
    { key: 'charged', header: 'Charged', align: 'right', render: (x) => formatNumber(x.charged) },
    { key: 'credited', header: 'Credited', align: 'right', render: (x) => formatNumber(x.credited) },
    { key: 'net', header: 'Net', align: 'right', render: (x) => <strong>{formatNumber(x.net)}</strong> },
  ];
  return (
    <ReportFrame
      title="Summary of Materials Charged and Credited"
      reads={getChargeCostingEndpoint}
      exportButton={<ExportButton endpoint={exportChargeCostingEndpoint} query={p.query} />}
      filters={[{ label: 'Period', value: `${p.dateFrom} to ${p.dateTo}` }]}
      controls={
        <>
          <DateField name="dateFrom" label="From" value={p.dateFrom} onChange={(v) => p.url.set({ dateFrom: v })} />
          <DateField name="dateTo" label="To" value={p.dateTo} onChange={(v) => p.url.set({ dateTo: v })} />
          <LocationFilter value={p.locationId} onChange={(v) => p.url.set({ locationId: v ?? null })} />
        </>
      }
    >
      <SimpleTable
        caption="Charge ticket costing"
        columns={columns}
        rows={r.data?.rows}
        loading={r.isFetching}
        rowKey={(x) => `${x.month}|${x.account}`}
      />
      {r.data && (
        <Typography align="right" sx={{ p: 2 }}>
          Charged {formatPeso(r.data.totals.charged)} · Credited {formatPeso(r.data.totals.credited)} · Net{' '}
          <strong>{formatPeso(r.data.totals.net)}</strong>
        </Typography>
      )}
    </ReportFrame>
  );
}

export function PriceIndexPage() {
  const url = useUrlState();
  const materialId = url.num('materialId');
  const material = useQuery({
    ...endpointQuery(getMaterialEndpoint, { params: { id: materialId ?? 0 } }),
    enabled: materialId !== undefined,
  });
  const r = useQuery({
    ...endpointQuery(getPriceIndexEndpoint, { query: { materialId: materialId ?? 0 } }),
    enabled: materialId !== undefined,
  });
  type Row = NonNullable<typeof r.data>['rows'][number];
  const columns: Column<Row>[] = [
    { key: 'month', header: 'Month', render: (x) => x.month },
    { key: 'received', header: 'Received', align: 'right', render: (x) => formatNumber(x.received) },
    {
      key: 'receipt',
      header: 'Receipt cost',
      align: 'right',
      render: (x) => (x.receiptCost === null ? '-' : formatNumber(x.receiptCost, 4)),
    },
    { key: 'average', header: 'Average cost', align: 'right', render: (x) => formatNumber(x.averageCost, 4) },
    { key: 'index', header: 'Index', align: 'right', render: (x) => <strong>{formatNumber(x.index)}</strong> },
  ];
  return (
    <ReportFrame
      title="Material Price Index"
      reads={getPriceIndexEndpoint}
      exportButton={
        materialId !== undefined && <ExportButton endpoint={exportPriceIndexEndpoint} query={{ materialId }} />
      }
      filters={r.data ? [{ label: 'Material', value: `${r.data.itemCode} ${r.data.description}` }] : []}
      controls={
        <MaterialPicker value={material.data ?? null} onChange={(m) => url.set({ materialId: m?.id ?? null })} />
      }
    >
      <SimpleTable
        caption="Price index"
        columns={columns}
        rows={r.data?.rows ?? []}
        loading={r.isFetching}
        rowKey={(x) => x.month}
        emptyText="Choose a material."
      />
    </ReportFrame>
  );
}

export function InventoryReportPage() {
  const url = useUrlState();
  const asOf = url.get('asOf') ?? todayInManila();
  const locationId = url.num('locationId');
  const r = useQuery(
    endpointQuery(getInventoryReportEndpoint, { query: { asOf, ...(locationId ? { locationId } : {}) } }),
  );
  type Row = NonNullable<typeof r.data>['rows'][number];
  const columns: Column<Row>[] = [
    { key: 'category', header: 'Material category', render: (x) => x.categoryName },
    { key: 'account', header: 'Account', render: (x) => x.accountCode },
    { key: 'materials', header: 'Materials on hand', align: 'right', render: (x) => x.materials },
    { key: 'value', header: 'Value', align: 'right', render: (x) => formatNumber(x.value) },
  ];
  return (
    <ReportFrame
      title="Inventory Report"
      reads={getInventoryReportEndpoint}
      exportButton={
        <ExportButton
          endpoint={exportInventoryReportEndpoint}
          query={{ asOf, ...(locationId ? { locationId } : {}) }}
        />
      }
      filters={[{ label: 'As of', value: asOf }]}
      controls={
        <>
          <DateField name="asOf" label="As of" value={asOf} onChange={(v) => url.set({ asOf: v })} />
          <LocationFilter value={locationId} onChange={(v) => url.set({ locationId: v ?? null })} />
        </>
      }
    >
      <SimpleTable
        caption="Inventory by category"
        columns={columns}
        rows={r.data?.rows}
        loading={r.isFetching}
        rowKey={(x) => x.accountCode + x.categoryName}
      />
      {r.data && (
        <Typography align="right" sx={{ p: 2 }}>
          Total <strong>{formatPeso(r.data.totalValue)}</strong>
        </Typography>
      )}
    </ReportFrame>
  );
}
