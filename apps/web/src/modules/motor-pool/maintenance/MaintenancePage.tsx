// /isd/motor-pool/transportation-maintenance/:id? and its battery, oil and wheel tabs: services of
// the vehicles (or of vehicle :id) by kind, with the next service due by date or mileage.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { MAINTENANCE_KIND_LABELS, MAINTENANCE_KINDS, type MaintenanceKind } from '@ilaw/contracts/motorpool/common';
import { createMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/create-maintenance';
import { listMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/list-maintenance';
import type { Maintenance } from '@ilaw/contracts/motorpool/maintenance/maintenance';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ServiceDueChip } from '../motorpool-parts.tsx';
import { MaintenanceDialog } from './MaintenanceDialog.tsx';

const BASE = '/isd/motor-pool/transportation-maintenance';
/** The route's child tabs name three kinds; the main page lists every kind. */
const TAB_KIND: Record<string, MaintenanceKind> = { battery: 'Battery', oil: 'Oil', wheel: 'Tires' };

export default function MaintenancePage() {
  const raw = useParams()['id'];
  const vehicleId = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const tab = useLocation().pathname.split('/').at(-1) ?? '';
  const kind = TAB_KIND[tab];
  const navigate = useNavigate();
  const list = useListParams({ filters: {} });
  const rows = usePagedEndpoint(listMaintenanceEndpoint, {
    query: { ...list.query, ...(vehicleId ? { vehicleId } : {}), ...(kind ? { kind } : {}) },
  });
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const prefix = vehicleId ? `${BASE}/${vehicleId}` : BASE;
  const columns: Column<Maintenance>[] = [
    { key: 'ref', header: 'Ref no.', render: (r) => r.refNo },
    { key: 'vehicle', header: 'Vehicle', render: (r) => `${r.vehicle} (${r.plateNo})` },
    { key: 'kind', header: 'Kind', render: (r) => MAINTENANCE_KIND_LABELS[r.kind] },
    { key: 'date', header: 'Service date', render: (r) => formatDate(r.serviceDate) },
    { key: 'mileage', header: 'Mileage (km)', align: 'right', render: (r) => r.mileage.toLocaleString('en-PH') },
    {
      key: 'next',
      header: 'Next service',
      render: (r) => (
        <>
          {[
            r.nextServiceDate ? formatDate(r.nextServiceDate) : null,
            r.nextServiceMileage !== null ? `${r.nextServiceMileage.toLocaleString('en-PH')} km` : null,
          ]
            .filter(Boolean)
            .join(' or ') || '-'}{' '}
          <ServiceDueChip state={r.dueState} />
        </>
      ),
    },
    { key: 'cost', header: 'Cost', align: 'right', render: (r) => formatPeso(r.cost) },
    { key: 'services', header: 'Services performed', render: (r) => r.servicesPerformed },
  ];
  return (
    <ScreenAccess reads={listMaintenanceEndpoint}>
      <Box>
        <PageHeader
          title="Transportation Maintenance"
          subtitle="Services by kind with the next one due by date or mileage."
          actions={
            can(createMaintenanceEndpoint) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                Record a service
              </Button>
            ) : undefined
          }
        />
        <Tabs
          value={kind ? tab : 'all'}
          onChange={(_, v: string) => void navigate(v === 'all' ? prefix : `${prefix}/${v}`)}
          sx={{ mb: 1 }}
        >
          <Tab value="all" label="All" />
          <Tab value="battery" label="Battery" />
          <Tab value="oil" label="Oil" />
          <Tab value="wheel" label="Wheel" />
        </Tabs>
        <Paper variant="outlined">
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(r) => r.id}
            caption="Maintenance"
            emptyText="No services recorded."
          />
        </Paper>
        {adding && (
          <MaintenanceDialog
            kind={kind ?? MAINTENANCE_KINDS[0]}
            vehicleId={vehicleId ?? 0}
            onClose={() => setAdding(false)}
          />
        )}
      </Box>
    </ScreenAccess>
  );
}
