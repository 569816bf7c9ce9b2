// /tsd/power-supplies/select-supplier: the supplier is chosen first, then a day is entered on its
// form, its interval data imported, or its latest day looked at (decision 117).
import { formatDate } from '@ilaw/contracts/format';
import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { importPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import type { PowerSupplier } from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { supplyDayHref, supplyFormHref, yesterdayInManila } from './supply-links.ts';

export default function SelectSupplierPage() {
  return (
    <ScreenAccess reads={listPowerSuppliersEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

const contract = (s: PowerSupplier) =>
  [
    s.contractNo,
    s.contractStart && s.contractEnd ? `${formatDate(s.contractStart)} to ${formatDate(s.contractEnd)}` : null,
    s.contractedDemandKw ? `${s.contractedDemandKw} kW` : null,
  ]
    .filter(Boolean)
    .join(' · ') || '-';

function Screen() {
  const can = useCan();
  const url = useUrlState();
  const showRetired = url.get('retired') === 'true';
  const suppliers = useQuery(endpointQuery(listPowerSuppliersEndpoint));
  const rows = (suppliers.data ?? []).filter((s) => showRetired || s.isActive);
  const day = yesterdayInManila();
  const columns: Column<PowerSupplier>[] = [
    { key: 'name', header: 'Supplier', phone: 'title', render: (s) => s.name },
    { key: 'contract', header: 'Contract', render: contract },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <StatusChip status={s.isActive ? 'active' : 'inactive'} label={s.isActive ? 'Active' : 'Retired'} />
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {s.isActive && can(createPowerSupplyEndpoint) && (
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={supplyFormHref(s.id)}
              aria-label={`Enter a day of ${s.name}`}
            >
              Enter a day
            </Button>
          )}
          {s.isActive && can(importPowerSuppliesEndpoint) && (
            <Button
              size="small"
              component={RouterLink}
              to={`/tsd/power-supplies/import?supplierId=${s.id}`}
              aria-label={`Import interval data of ${s.name}`}
            >
              Import
            </Button>
          )}
          <Button size="small" component={RouterLink} to={supplyDayHref(s.id, day)} aria-label={`Records of ${s.name}`}>
            Records
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Select Supplier"
        subtitle="Choose whose power bought to enter or import."
        actions={
          <Button component={RouterLink} to="/tsd/power-supplies" variant="outlined">
            Power supplies
          </Button>
        }
      />
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch checked={showRetired} onChange={(e) => url.set({ retired: e.target.checked ? 'true' : null })} />
        }
        label="Show retired suppliers"
      />
      <Paper variant="outlined">
        <SimpleTable
          columns={columns}
          rows={suppliers.data ? rows : undefined}
          loading={suppliers.isFetching}
          rowKey={(s) => s.id}
          caption="Power suppliers"
          emptyText="No supplier yet: add one at Power Suppliers."
        />
      </Paper>
    </Box>
  );
}
