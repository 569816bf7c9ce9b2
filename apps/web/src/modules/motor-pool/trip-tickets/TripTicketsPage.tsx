// /isd/motor-pool/transportation-travel/form/:id?: Transportation Travel. Without an id the trip
// tickets (new ones are sent for approval at once); with one, the ticket: approve or reject it,
// close it with the actual times and odometer, its gas slips and km per liter, or cancel it.
import { createTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/create-trip-ticket';
import { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { TRIP_STATUS, type TripTicket } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { TripStatus, tripTime } from './trip-parts.tsx';
import { TripTicketDetail } from './TripTicketDetail.tsx';
import { TripTicketDialog } from './TripTicketDialog.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

export const TRIPS_PATH = '/isd/motor-pool/transportation-travel/form';

export default function TripTicketsPage() {
  const raw = useParams()['id'];
  const id = raw === undefined ? null : Number(raw);
  return id === null || !Number.isInteger(id) || id < 1 ? <TripList /> : <TripTicketDetail id={id} />;
}

const STATUS_OPTIONS = Object.values(TRIP_STATUS).map((s) => ({ value: s.value, label: s.label }));

function TripList() {
  const list = useListParams({ filters: { status: int } });
  const rows = usePagedEndpoint(listTripTicketsEndpoint, { query: { ...list.query, ...list.filters } });
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const columns: Column<TripTicket>[] = [
    { key: 'tripNo', header: 'Trip no.', render: (r) => r.tripNo },
    { key: 'when', header: 'Scheduled', render: (r) => tripTime(r.scheduledStart, r.scheduledEnd) },
    { key: 'vehicle', header: 'Vehicle', render: (r) => `${r.vehicle} (${r.plateNo})` },
    { key: 'driver', header: 'Driver', render: (r) => r.driver },
    { key: 'destination', header: 'Destination', render: (r) => r.destination },
    {
      key: 'km',
      header: 'Km / km per L',
      align: 'right',
      render: (r) => (r.distanceKm === null ? '-' : `${r.distanceKm} / ${r.kmPerLiter ?? '-'}`),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <TripStatus status={r.status} />
          <ApprovalStepLine approval={r.approval} />
        </>
      ),
    },
  ];
  return (
    <ScreenAccess reads={listTripTicketsEndpoint}>
      <Box>
        <PageHeader
          title="Transportation Travel"
          subtitle="Trip tickets: scheduled, approved without overlaps, closed with the odometer and fuel."
          actions={
            can(createTripTicketEndpoint) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                New trip ticket
              </Button>
            ) : undefined
          }
        />
        <Paper variant="outlined">
          <ListFilterBar>
            <FilterSelect
              label="Status"
              name="status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={STATUS_OPTIONS}
            />
          </ListFilterBar>
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(r) => r.id}
            rowHref={(r) => `${TRIPS_PATH}/${r.id}`}
            caption="Trip tickets"
            emptyText="No trip tickets."
          />
        </Paper>
        {adding && <TripTicketDialog onClose={() => setAdding(false)} />}
      </Box>
    </ScreenAccess>
  );
}
