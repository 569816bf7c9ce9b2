// /tsd/power-supplies/:date?/:id: one supplier's (`:id`) record of a day (`:date`, yesterday when
// left out): each metering point's energy and peak demand, how it was recorded, the day's totals,
// and the way to correct a point or enter another (decision 117).
import { formatDate } from '@ilaw/contracts/format';
import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import type { PowerSupply } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import { updatePowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/update-power-supply';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { supplyDayHref, supplyFormHref, yesterdayInManila } from './supply-links.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Thousandths of a kWh (the measurements carry three places): sums without floating point. */
const milli = (v: string) => {
  const [whole = '0', frac = ''] = v.replace('-', '').split('.');
  const n = BigInt(whole) * 1000n + BigInt((frac + '000').slice(0, 3));
  return v.startsWith('-') ? -n : n;
};
const fromMilli = (n: bigint) => {
  const sign = n < 0n ? '-' : '';
  const a = n < 0n ? -n : n;
  return `${sign}${(a / 1000n).toLocaleString('en-PH')}.${String(a % 1000n).padStart(3, '0')}`;
};

const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export default function SupplyDayPage() {
  return (
    <ScreenAccess reads={listPowerSuppliesEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const params = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const supplierId = Number(params['id']);
  const dateParam = params['date'];
  const date = dateParam ?? yesterdayInManila();
  const validDay = DAY.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  const validSupplier = Number.isInteger(supplierId) && supplierId > 0;
  const suppliers = useQuery(endpointQuery(listPowerSuppliersEndpoint));
  const supplier = suppliers.data?.find((s) => s.id === supplierId);
  const rows = useQuery({
    ...endpointQuery(listPowerSuppliesEndpoint, { query: { supplierId, date, itemsPerPage: 100 } }),
    enabled: validDay && validSupplier,
  });
  const points = rows.data?.data ?? [];
  const energy = fromMilli(points.reduce((sum, p) => sum + milli(p.energyKwh), 0n));
  const peak = points.reduce<string | null>(
    (max, p) => (max === null || milli(p.peakDemandKw) > milli(max) ? p.peakDemandKw : max),
    null,
  );
  const canCorrect = can(updatePowerSupplyEndpoint);
  const columns: Column<PowerSupply>[] = [
    { key: 'point', header: 'Metering point', phone: 'title', render: (p) => p.meteringPoint },
    {
      key: 'kwh',
      header: 'Energy (kWh)',
      align: 'right',
      render: (p) => fromMilli(milli(p.energyKwh)),
    },
    { key: 'kw', header: 'Peak (kW)', align: 'right', render: (p) => p.peakDemandKw },
    {
      key: 'source',
      header: 'Recorded by',
      render: (p) => (p.source === 'Import' ? `Import (${p.intervals} intervals)` : 'Form'),
    },
    {
      key: 'correct',
      header: '',
      render: (p) =>
        canCorrect && (
          <Button
            size="small"
            component={RouterLink}
            to={supplyFormHref(supplierId, { date, point: p.meteringPoint })}
            aria-label={`Correct ${p.meteringPoint}`}
          >
            Correct
          </Button>
        ),
    },
  ];
  if (!validSupplier || (suppliers.data && supplier === undefined))
    return <Alert severity="error">The power supplier was not found.</Alert>;
  if (!validDay) return <Alert severity="error">Use a day like 2026-01-31.</Alert>;
  return (
    <Box>
      <PageHeader
        title="Power Supplies Details"
        subtitle={supplier ? `${supplier.name}, ${formatDate(date)}` : undefined}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {can(createPowerSupplyEndpoint) && supplier?.isActive && (
              <Button variant="contained" component={RouterLink} to={supplyFormHref(supplierId, { date })}>
                Enter a point
              </Button>
            )}
            <Button variant="outlined" component="a" href={`/tsd/power-supplies/${date}/print-per-day`} target="_blank">
              Print the day
            </Button>
            <Button variant="outlined" component={RouterLink} to={`/tsd/power-supplies?month=${date.slice(0, 7)}`}>
              The month
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={supplyDayHref(supplierId, shiftDay(date, -1))} aria-label="Previous day">
          ‹ Previous
        </Button>
        <TextField
          size="small"
          type="date"
          name="day"
          label="Day"
          value={date}
          onChange={(e) => DAY.test(e.target.value) && void navigate(supplyDayHref(supplierId, e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button component={RouterLink} to={supplyDayHref(supplierId, shiftDay(date, 1))} aria-label="Next day">
          Next ›
        </Button>
      </Stack>
      {rows.data && (
        <Typography sx={{ mb: 1 }} data-testid="day-totals">
          {points.length === 0
            ? 'Nothing bought from this supplier is recorded for this day.'
            : `${points.length} metering point${points.length === 1 ? '' : 's'}: ${energy} kWh, highest peak ${peak} kW.`}
        </Typography>
      )}
      <Paper variant="outlined">
        <SimpleTable
          columns={columns}
          rows={rows.data?.data}
          loading={rows.isFetching}
          rowKey={(p) => p.id}
          caption="Metering points of the day"
          emptyText="No metering point is recorded for this day."
        />
      </Paper>
    </Box>
  );
}
