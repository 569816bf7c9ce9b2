// /cpd/it-service-request-admin (ITPersonnel): every request, open ones first by priority; filter
// by status, mine or search; open one (?ticket=) to assign, work, comment and resolve it.
import { listTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-tickets';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '@ilaw/contracts/helpdesk/tickets/ticket';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ticketColumns } from './EndUserHelpDeskPage.tsx';
import { TicketDialog } from './TicketDialog.tsx';

const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

export default function AdminHelpDeskPage() {
  const list = useListParams({ filters: { status: oneOf(TICKET_STATUSES), search: text, mine: int } });
  const me = useCurrentUser().data;
  const rows = usePagedEndpoint(listTicketsEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.status ? { status: list.filters.status } : {}),
      ...(list.filters.search ? { search: list.filters.search } : {}),
      ...(list.filters.mine && me ? { assignedTo: me.id } : {}),
    },
  });
  const url = useUrlState();
  const open = url.num('ticket');
  return (
    <ScreenAccess reads={listTicketsEndpoint}>
      <Box>
        <PageHeader
          title="IT Help Desk (Admin)"
          subtitle="Requests to the IT section, the most urgent open ones first."
        />
        <Paper variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: 'center' }}>
            <SearchField
              placeholder="Request no., subject or requester"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <FilterSelect
              label="Status"
              name="status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={STATUS_OPTIONS}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={list.filters.mine === 1}
                  onChange={(e) => list.setFilter('mine', e.target.checked ? 1 : undefined)}
                />
              }
              label="Assigned to me"
            />
          </Stack>
          <DataTable
            columns={ticketColumns(true)}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(t) => t.id}
            rowHref={(t) => `/cpd/it-service-request-admin?ticket=${t.id}`}
            caption="IT service requests"
            emptyText="No requests."
          />
        </Paper>
        {open !== undefined && <TicketDialog id={open} onClose={() => url.set({ ticket: null }, true)} />}
      </Box>
    </ScreenAccess>
  );
}
