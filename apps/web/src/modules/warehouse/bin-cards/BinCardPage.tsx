// /isd/warehouse/bincard (and accounting's): the bin card of a material at a location. Every
// posted movement with its document, received, issued, the running balance at moving average
// cost; printable through the print pack and exported as .xlsx.
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import type { BinCard } from '@ilaw/contracts/warehouse/bin-cards/bin-card';
import { exportBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/export-bin-card';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { MaterialPicker } from '../materials/MaterialPicker.tsx';

type Line = BinCard['lines'][number] | { id: 'forward'; opening: BinCard['opening'] };

const columns: Column<Line>[] = [
  { key: 'date', header: 'Date', render: (l) => ('opening' in l ? '' : formatDate(l.date)) },
  { key: 'reference', header: 'Reference', render: (l) => ('opening' in l ? 'Balance forward' : l.reference) },
  { key: 'particulars', header: 'Particulars', render: (l) => ('opening' in l ? '' : l.particulars) },
  {
    key: 'received',
    header: 'Received',
    align: 'right',
    render: (l) => ('opening' in l ? '' : formatNumber(l.received)),
  },
  { key: 'issued', header: 'Issued', align: 'right', render: (l) => ('opening' in l ? '' : formatNumber(l.issued)) },
  {
    key: 'unitCost',
    header: 'Unit cost',
    align: 'right',
    render: (l) => ('opening' in l ? '' : formatNumber(l.unitCost, 4)),
  },
  { key: 'amount', header: 'Amount', align: 'right', render: (l) => ('opening' in l ? '' : formatNumber(l.amount)) },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    render: (l) => <strong>{formatNumber('opening' in l ? l.opening.quantity : l.balanceQuantity)}</strong>,
  },
  {
    key: 'average',
    header: 'Average cost',
    align: 'right',
    render: (l) => formatNumber('opening' in l ? l.opening.unitCost : l.balanceUnitCost, 4),
  },
  {
    key: 'value',
    header: 'Value',
    align: 'right',
    render: (l) => formatNumber('opening' in l ? l.opening.value : l.balanceValue),
  },
];

function Screen() {
  const url = useUrlState();
  const materialId = url.num('materialId');
  const locationId = url.num('locationId');
  const dateFrom = url.get('dateFrom') ?? undefined;
  const dateTo = url.get('dateTo') ?? undefined;
  const locations = useQuery(endpointQuery(listLocationsEndpoint));
  const material = useQuery({
    ...endpointQuery(getMaterialEndpoint, { params: { id: materialId ?? 0 } }),
    enabled: materialId !== undefined,
  });
  const query = {
    materialId: materialId ?? 0,
    locationId: locationId ?? 0,
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
  };
  const card = useQuery({
    ...endpointQuery(getBinCardEndpoint, { query }),
    enabled: materialId !== undefined && locationId !== undefined,
  });
  const c = card.data;
  const rows: Line[] = c ? [{ id: 'forward', opening: c.opening }, ...c.lines] : [];
  return (
    <>
      <PageHeader
        title="Bin Card"
        actions={
          c && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
                Print
              </Button>
              <ExportButton endpoint={exportBinCardEndpoint} query={query} />
            </Stack>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MaterialPicker value={material.data ?? null} onChange={(m) => url.set({ materialId: m?.id ?? null })} />
        <TextField
          select
          name="locationId"
          label="Location"
          size="small"
          value={locations.data && locationId !== undefined ? locationId : ''}
          onChange={(e) => url.set({ locationId: Number(e.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {(locations.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="dateFrom"
          label="From"
          type="date"
          size="small"
          value={dateFrom ?? ''}
          onChange={(e) => url.set({ dateFrom: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="dateTo"
          label="To"
          type="date"
          size="small"
          value={dateTo ?? ''}
          onChange={(e) => url.set({ dateTo: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {c === undefined ? (
        <Typography color="text.secondary">Choose a material and a location to see its bin card.</Typography>
      ) : (
        <ReportPrintPack
          title="Bin Card"
          orientation="landscape"
          filters={[
            { label: 'Item code', value: c.itemCode },
            { label: 'Description', value: c.description },
            { label: 'Unit', value: c.unitCode },
            { label: 'Location', value: c.locationName },
            { label: 'Reorder level', value: formatNumber(c.criticalLevel) },
            { label: 'GL account', value: c.accountCode },
            ...(c.dateFrom || c.dateTo
              ? [
                  {
                    label: 'Period',
                    value: `${c.dateFrom ? formatDate(c.dateFrom) : 'start'} to ${c.dateTo ? formatDate(c.dateTo) : 'today'}`,
                  },
                ]
              : []),
          ]}
        >
          <Paper variant="outlined" data-testid="bin-card">
            <SimpleTable
              caption="Bin card"
              columns={columns}
              rows={rows}
              rowKey={(l) => l.id}
              loading={card.isFetching}
            />
          </Paper>
          <Stack direction="row" spacing={4} sx={{ mt: 1, justifyContent: 'flex-end' }} data-testid="bin-card-closing">
            <Typography>Received: {formatNumber(c.totals.received)}</Typography>
            <Typography>Issued: {formatNumber(c.totals.issued)}</Typography>
            <Typography>
              On hand:{' '}
              <strong>
                {formatNumber(c.closing.quantity)} {c.unitCode}
              </strong>{' '}
              at {formatNumber(c.closing.unitCost, 4)} = <strong>{formatPeso(c.closing.value)}</strong>
            </Typography>
          </Stack>
        </ReportPrintPack>
      )}
    </>
  );
}

export default function BinCardPage() {
  return (
    <ScreenAccess reads={getBinCardEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
