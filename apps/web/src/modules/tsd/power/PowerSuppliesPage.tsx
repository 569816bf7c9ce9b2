// /tsd/power-supplies (and its chart and import routes): a month of power bought, per day and
// supplier, with the interval-data import, company use, the chart, and the system loss against
// the cap. A day is entered on its supplier's form (select-supplier, then form/:id).
import { formatDate } from '@ilaw/contracts/format';
import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { downloadSupplyTemplateEndpoint } from '@ilaw/contracts/tsd/power-supplies/download-supply-template';
import { getPowerSupplyReportEndpoint } from '@ilaw/contracts/tsd/power-supplies/get-power-supply-report';
import { importPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import type { PowerSupply } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import { setCompanyUseEndpoint } from '@ilaw/contracts/tsd/power-supplies/set-company-use';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { supplyDayHref } from './supply-links.ts';

const lastMonth = () => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

export default function PowerSuppliesPage() {
  return (
    <ScreenAccess reads={listPowerSuppliesEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

const columns: Column<PowerSupply>[] = [
  {
    key: 'date',
    header: 'Date',
    phone: 'title',
    render: (p) => (
      <Link component={RouterLink} to={supplyDayHref(p.supplierId, p.supplyDate)}>
        {formatDate(p.supplyDate)}
      </Link>
    ),
  },
  { key: 'supplier', header: 'Supplier', render: (p) => p.supplierName },
  { key: 'point', header: 'Metering point', render: (p) => p.meteringPoint },
  {
    key: 'kwh',
    header: 'Energy (kWh)',
    align: 'right',
    render: (p) => Number(p.energyKwh).toLocaleString('en-PH', { minimumFractionDigits: 3 }),
  },
  { key: 'kw', header: 'Peak (kW)', align: 'right', render: (p) => p.peakDemandKw },
  {
    key: 'source',
    header: 'Source',
    render: (p) => (p.source === 'Import' ? `Import (${p.intervals} intervals)` : 'Form'),
  },
];

function Screen() {
  const url = useUrlState();
  const params = useParams();
  const can = useCan();
  const dateParam = params['date'];
  const month = url.get('month') ?? (dateParam && /^\d{4}-\d{2}/.test(dateParam) ? dateParam.slice(0, 7) : lastMonth());
  const supplierId = url.num('supplierId');
  const page = url.num('page') ?? 1;
  const suppliers = useQuery(endpointQuery(listPowerSuppliersEndpoint));
  const report = useQuery(endpointQuery(getPowerSupplyReportEndpoint, { query: { month } }));
  const rows = usePagedEndpoint(listPowerSuppliesEndpoint, {
    query: { month, page, itemsPerPage: 50, ...(supplierId ? { supplierId } : {}) },
  });
  const r = report.data;
  const [importFor, setImportFor] = useState<number | ''>(supplierId ?? '');
  return (
    <Box>
      <PageHeader
        title="Power Supplies"
        subtitle="Energy and demand bought per day and supplier, and the month's system loss."
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component="a" href={`/tsd/power-supplies/${month}/print`} target="_blank">
              Print month
            </Button>
            {can(createPowerSupplyEndpoint) && (
              <Button
                variant="contained"
                startIcon={<Add />}
                component={RouterLink}
                to="/tsd/power-supplies/select-supplier"
              >
                Enter a day
              </Button>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="month"
          label="Month"
          name="month"
          value={month}
          onChange={(e) => url.set({ month: e.target.value, page: null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Supplier"
          name="Supplier"
          value={supplierId}
          onChange={(v) => url.set({ supplierId: v, page: null })}
          options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Stack>
      {r && (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {[
            ['Purchased (kWh)', r.purchasedKwh],
            ['Billed (kWh)', r.billedKwh],
            ['Company use (kWh)', r.companyUseKwh],
            ['System loss (kWh)', r.systemLossKwh],
            ['System loss', r.systemLossPct === null ? '-' : `${r.systemLossPct}% (cap ${r.capPct}%)`],
          ].map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, md: 2.4 }}>
              <Paper
                variant="outlined"
                sx={{ p: 2, borderColor: label === 'System loss' && r.overCap ? 'error.main' : undefined }}
              >
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" data-testid={`figure-${label}`}>
                  {value}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
      {r && r.days.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1">Energy bought per day (kWh)</Typography>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: r.days.map((d) => d.date.slice(8)) }]}
            series={[{ data: r.days.map((d) => Number(d.energyKwh)), label: 'kWh' }]}
          />
        </Paper>
      )}
      {can(importPowerSuppliesEndpoint) && (
        <ImportPanel
          endpoint={importPowerSuppliesEndpoint}
          call={{ body: { supplierId: importFor === '' ? 0 : importFor } }}
          template={{ endpoint: downloadSupplyTemplateEndpoint }}
          invalidates={[listPowerSuppliesEndpoint, getPowerSupplyReportEndpoint]}
          fileLabel="Interval data file"
          disabled={importFor === ''}
        >
          <TextField
            select
            size="small"
            name="importSupplier"
            label="Supplier of the file"
            value={importFor}
            onChange={(e) => setImportFor(Number(e.target.value))}
            sx={{ minWidth: 240, mb: 1 }}
          >
            {(suppliers.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2">
            15-minute interval data: MeteringPoint, Date, Time, kWh, kW. Each day becomes its energy (sum) and peak
            (maximum).
          </Typography>
        </ImportPanel>
      )}
      {can(setCompanyUseEndpoint) && <CompanyUse month={month} current={r?.companyUseKwh ?? '0'} />}
      <Paper variant="outlined">
        <DataTable
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          paging={{ page, itemsPerPage: 50 }}
          onPagingChange={(p) => url.set({ page: p.page }, true)}
          rowKey={(p) => p.id}
          caption="Power supplies"
          emptyText="Nothing bought is recorded for this month."
        />
      </Paper>
    </Box>
  );
}

function CompanyUse({ month, current }: { month: string; current: string }) {
  const [kwh, setKwh] = useState('');
  const save = useEndpointMutation(setCompanyUseEndpoint, {
    invalidates: [getPowerSupplyReportEndpoint],
    onSuccess: () => notify.success(`Company use of ${month} saved.`),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        name="companyUse"
        label={`Company use of ${month} (kWh)`}
        placeholder={current}
        value={kwh}
        onChange={(e) => setKwh(e.target.value)}
      />
      <Button
        variant="outlined"
        disabled={kwh.trim() === '' || save.isPending}
        onClick={() => void save.mutateAsync({ body: { period: month, kwh } }).then(() => setKwh(''))}
      >
        Save company use
      </Button>
    </Stack>
  );
}
