// /isd/warehouse/balance-viewing and balance-monitoring (Export Reports): every material's
// balance per location as of a date, at moving average cost, with the total value; .xlsx export.
import { formatNumber, formatPeso, todayInManila } from '@ilaw/contracts/format';
import type { Balance } from '@ilaw/contracts/warehouse/balances/balance';
import { exportBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/export-balances';
import { listBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/list-balances';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { downloadWarehouseOpeningTemplateEndpoint } from '@ilaw/contracts/warehouse/opening-balances/download-opening-balance-template';
import { importWarehouseOpeningBalancesEndpoint } from '@ilaw/contracts/warehouse/opening-balances/import-opening-balances';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, isoDate, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const columns: Column<Balance>[] = [
  {
    key: 'code',
    header: 'Item code',
    phone: 'title',
    render: (b) => (
      <Link component={RouterLink} to={`/isd/warehouse/bincard?materialId=${b.materialId}&locationId=${b.locationId}`}>
        {b.itemCode}
      </Link>
    ),
  },
  { key: 'description', header: 'Description', render: (b) => b.description },
  { key: 'category', header: 'Category', render: (b) => b.categoryName },
  { key: 'location', header: 'Location', render: (b) => b.locationName },
  { key: 'qty', header: 'Quantity', align: 'right', render: (b) => `${formatNumber(b.quantity)} ${b.unitCode}` },
  { key: 'cost', header: 'Average cost', align: 'right', render: (b) => formatNumber(b.unitCost, 4) },
  { key: 'value', header: 'Value', align: 'right', render: (b) => formatNumber(b.value) },
];

function Screen({ title }: { title: string }) {
  const list = useListParams({ filters: { asOf: isoDate, locationId: int, search: text } });
  const asOf = list.filters.asOf ?? todayInManila();
  const locations = useQuery(endpointQuery(listLocationsEndpoint));
  const filter = {
    asOf,
    ...(list.filters.locationId !== undefined ? { locationId: list.filters.locationId } : {}),
    ...(list.filters.search ? { search: list.filters.search } : {}),
  };
  const balances = usePagedEndpoint(listBalancesEndpoint, { query: { ...list.query, ...filter } });
  const can = useCan();
  return (
    <>
      <PageHeader title={title} actions={<ExportButton endpoint={exportBalancesEndpoint} query={filter} />} />
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          name="asOf"
          label="As of"
          type="date"
          size="small"
          value={asOf}
          onChange={(e) => list.setFilter('asOf', e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Location"
          name="locationId"
          size="small"
          value={list.filters.locationId}
          options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          onChange={(v) => list.setFilter('locationId', v)}
        />
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search item code or description"
        />
        <Typography sx={{ alignSelf: 'center' }} data-testid="balances-total">
          Total value: <strong>{balances.data ? formatPeso(balances.data.totalValue) : '-'}</strong>
        </Typography>
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption="Balances"
          columns={columns}
          result={balances.data}
          loading={balances.isFetching}
          {...list.table}
          rowKey={(b) => `${b.materialId}-${b.locationId}`}
        />
      </Paper>
      {can(importWarehouseOpeningBalancesEndpoint) && (
        <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            Opening balances
          </Typography>
          <ImportPanel
            endpoint={importWarehouseOpeningBalancesEndpoint}
            template={{ endpoint: downloadWarehouseOpeningTemplateEndpoint }}
            invalidates={[listBalancesEndpoint, getBinCardEndpoint, listMaterialsEndpoint]}
            fileLabel="Opening balance file"
          >
            <Typography variant="body2">
              One row per material and location: item code, location code, quantity and unit cost (net of VAT). Each
              location's rows post as one receiving report &quot;Opening balance&quot;; a material that already has
              movements at the location is refused (correct it with documents).
            </Typography>
          </ImportPanel>
        </Paper>
      )}
    </>
  );
}

export function BalancesPage({ title }: { title: string }) {
  return (
    <ScreenAccess reads={listBalancesEndpoint}>
      <Screen title={title} />
    </ScreenAccess>
  );
}

export const BalanceViewingPage = () => <BalancesPage title="Balance Viewing" />;
export const BalanceMonitoringPage = () => <BalancesPage title="Export Reports" />;
