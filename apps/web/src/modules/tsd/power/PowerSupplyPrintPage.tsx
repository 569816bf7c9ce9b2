// The power supply prints through the print pack (decision 017): /tsd/power-supplies/print and
// /:date?/print, the month's energy bought per supplier and per day reconciled into the system
// loss; /:date?/print-per-day, one day's energy and peak demand per supplier and metering point.
// :date is a day (YYYY-MM-DD) or a month (YYYY-MM); without it, this month (or ?month=).
import { formatDate, todayInManila } from '@ilaw/contracts/format';
import { getPowerSupplyReportEndpoint } from '@ilaw/contracts/tsd/power-supplies/get-power-supply-report';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import type { PowerSupply } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

const kwh = (v: string) => Number(v).toLocaleString('en-PH', { maximumFractionDigits: 3 });

function useDay(): { month: string; day: string } {
  const { date } = useParams();
  const [search] = useSearchParams();
  const raw = date ?? search.get('month') ?? todayInManila();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : `${raw.slice(0, 7)}-01`;
  return { month: raw.slice(0, 7), day };
}

function PrintButton() {
  return (
    <Box sx={{ textAlign: 'center', mb: 1, '@media print': { display: 'none' } }}>
      <Button variant="contained" onClick={() => window.print()}>
        Print
      </Button>
    </Box>
  );
}

type DayRow = { date: string; energyKwh: string; peakDemandKw: string };
type SupplierRow = { supplierId: number; name: string; energyKwh: string; peakDemandKw: string };

const dayColumns: Column<DayRow>[] = [
  { key: 'date', header: 'Date', phone: 'title', render: (d) => formatDate(d.date) },
  { key: 'kwh', header: 'Energy (kWh)', align: 'right', render: (d) => kwh(d.energyKwh) },
  { key: 'kw', header: 'Demand (kW)', align: 'right', render: (d) => kwh(d.peakDemandKw) },
];
const supplierColumns: Column<SupplierRow>[] = [
  { key: 'name', header: 'Supplier', phone: 'title', render: (s) => s.name },
  { key: 'kwh', header: 'Energy (kWh)', align: 'right', render: (s) => kwh(s.energyKwh) },
  { key: 'kw', header: 'Peak demand (kW)', align: 'right', render: (s) => kwh(s.peakDemandKw) },
];

function MonthSheet() {
  const { month } = useDay();
  const report = useQuery(endpointQuery(getPowerSupplyReportEndpoint, { query: { month } }));
  const r = report.data;
  if (!r) return null;
  return (
    <Box sx={{ p: 2 }}>
      <PrintButton />
      <ReportPrintPack title={`Power Supplies ${month}`} filters={[{ label: 'Month', value: month }]}>
        <Typography variant="h6">Power bought, {month}</Typography>
        <SimpleTable columns={supplierColumns} rows={r.suppliers} rowKey={(s) => s.supplierId} caption="Per supplier" />
        <SimpleTable columns={dayColumns} rows={r.days} rowKey={(d) => d.date} caption="Per day" />
        <Typography sx={{ mt: 1 }} data-testid="system-loss">
          Purchased {kwh(r.purchasedKwh)} kWh; billed {kwh(r.billedKwh)} kWh; company use {kwh(r.companyUseKwh)} kWh;
          system loss {kwh(r.systemLossKwh)} kWh ({r.systemLossPct ?? '-'}% against the cap of {r.capPct}%
          {r.overCap ? ': over the cap' : ''}).
        </Typography>
      </ReportPrintPack>
    </Box>
  );
}

const pointColumns: Column<PowerSupply>[] = [
  { key: 'supplier', header: 'Supplier', phone: 'title', render: (p) => p.supplierName },
  { key: 'point', header: 'Metering point', render: (p) => p.meteringPoint },
  { key: 'kwh', header: 'Energy (kWh)', align: 'right', render: (p) => kwh(p.energyKwh) },
  { key: 'kw', header: 'Peak demand (kW)', align: 'right', render: (p) => kwh(p.peakDemandKw) },
  { key: 'source', header: 'Source', render: (p) => (p.source === 'Import' ? `${p.intervals} intervals` : 'Form') },
];

function DaySheet() {
  const { month, day } = useDay();
  const rows = useQuery(endpointQuery(listPowerSuppliesEndpoint, { query: { month, itemsPerPage: 500 } }));
  if (!rows.data) return null;
  const ofDay = rows.data.data.filter((r) => r.supplyDate === day);
  return (
    <Box sx={{ p: 2 }}>
      <PrintButton />
      <ReportPrintPack title={`Power Supplies ${day}`} filters={[{ label: 'Date', value: formatDate(day) }]}>
        <Typography variant="h6">Power bought on {formatDate(day)}</Typography>
        <SimpleTable
          columns={pointColumns}
          rows={ofDay}
          rowKey={(p) => p.id}
          caption="Per metering point"
          emptyText="Nothing recorded for this day."
        />
      </ReportPrintPack>
    </Box>
  );
}

export const PowerSupplyMonthPrint = () => (
  <ScreenAccess reads={getPowerSupplyReportEndpoint}>
    <MonthSheet />
  </ScreenAccess>
);
export const PowerSupplyDayPrint = () => (
  <ScreenAccess reads={listPowerSuppliesEndpoint}>
    <DaySheet />
  </ScreenAccess>
);
