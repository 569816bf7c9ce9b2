// /isd/motor-pool: Vehicle/Driver Status. Where every vehicle and its driver is (on a trip now,
// its next trip, available, under repair) with its service alert; the vehicles, added and changed.
import { VEHICLE_STATUS_LABELS } from '@ilaw/contracts/motorpool/common';
import { getStatusBoardEndpoint, type StatusBoardRow } from '@ilaw/contracts/motorpool/status-board/get-status-board';
import { createVehicleEndpoint } from '@ilaw/contracts/motorpool/vehicles/create-vehicle';
import { listVehiclesEndpoint } from '@ilaw/contracts/motorpool/vehicles/list-vehicles';
import type { Vehicle } from '@ilaw/contracts/motorpool/vehicles/vehicle';
import { formatDate } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ServiceDueChip } from '../motorpool-parts.tsx';
import { VehicleDialog } from './VehicleDialog.tsx';

const STATE: Record<StatusBoardRow['state'], { key: string; label: string }> = {
  Available: { key: 'active', label: 'Available' },
  OnTrip: { key: 'pending', label: 'On a trip' },
  Scheduled: { key: 'submitted', label: 'Scheduled' },
  UnderRepair: { key: 'suspended', label: 'Under repair' },
};

const when = (local: string | null) => (local ? `${formatDate(local.slice(0, 10))} ${local.slice(11)}` : '');

export default function StatusBoardPage() {
  const board = useQuery(endpointQuery(getStatusBoardEndpoint));
  const vehicles = useQuery(endpointQuery(listVehiclesEndpoint, { query: {} }));
  const can = useCan();
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null);
  const boardColumns: Column<StatusBoardRow>[] = [
    { key: 'vehicle', header: 'Vehicle', render: (r) => `${r.vehicleNo} ${r.name} (${r.plateNo})` },
    {
      key: 'state',
      header: 'Status',
      render: (r) => <StatusChip status={STATE[r.state].key} label={STATE[r.state].label} />,
    },
    { key: 'trip', header: 'Trip', render: (r) => (r.tripNo ? `${r.tripNo} to ${r.destination ?? ''}` : '-') },
    { key: 'driver', header: 'Driver', render: (r) => r.driver ?? '-' },
    {
      key: 'until',
      header: 'Until / from',
      render: (r) => (r.until ? `${r.state === 'OnTrip' ? 'until' : 'from'} ${when(r.until)}` : '-'),
    },
    { key: 'odometer', header: 'Odometer (km)', align: 'right', render: (r) => r.odometer.toLocaleString('en-PH') },
    {
      key: 'service',
      header: 'Next service',
      render: (r) => (
        <>
          <ServiceDueChip state={r.serviceDue} /> {r.serviceDueText ?? ''}
        </>
      ),
    },
  ];
  const vehicleColumns: Column<Vehicle>[] = [
    { key: 'no', header: 'Vehicle no.', render: (v) => v.vehicleNo },
    { key: 'plate', header: 'Plate no.', render: (v) => v.plateNo },
    { key: 'name', header: 'Name', render: (v) => v.name },
    { key: 'class', header: 'Classification', render: (v) => v.classification },
    { key: 'driver', header: 'Assigned driver', render: (v) => v.assignedDriver ?? '-' },
    { key: 'status', header: 'Status', render: (v) => VEHICLE_STATUS_LABELS[v.status] },
    {
      key: 'edit',
      header: '',
      align: 'right',
      render: (v) => (can(createVehicleEndpoint) ? <Button onClick={() => setEditing(v)}>Edit</Button> : null),
    },
  ];
  return (
    <ScreenAccess reads={getStatusBoardEndpoint}>
      <Box>
        <PageHeader
          title="Vehicle/Driver Status"
          subtitle={board.data ? `As of ${formatDate(board.data.date)}` : undefined}
          actions={
            can(createVehicleEndpoint) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                New vehicle
              </Button>
            ) : undefined
          }
        />
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <SimpleTable
            columns={boardColumns}
            rows={board.data?.vehicles ?? []}
            loading={board.isFetching}
            rowKey={(r) => r.vehicleId}
            caption="Vehicle status"
            emptyText="No vehicles in service."
          />
        </Paper>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Vehicles
        </Typography>
        <Paper variant="outlined">
          <SimpleTable
            columns={vehicleColumns}
            rows={vehicles.data ?? []}
            loading={vehicles.isFetching}
            rowKey={(v) => v.id}
            caption="Vehicles"
            emptyText="No vehicles yet."
          />
        </Paper>
        {editing !== null && (
          <VehicleDialog vehicle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        )}
      </Box>
    </ScreenAccess>
  );
}
