// (PMS) Pre-Membership: the seminar schedule with seats, enrolled and attended counts (filters and
// page in the URL, .xlsx export), and scheduling a seminar.
import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import { exportPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/export-pms-seminars';
import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import { pmsSeminarFields, type PmsSeminar } from '@ilaw/contracts/msd/pms-seminars/pms-seminar';
import { formatDate } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, isoDate } from '#web/shared/list/list-params.ts';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const FILTERS = { branchCode: int, dateFrom: isoDate, dateTo: isoDate };

export default function PmsPage() {
  return (
    <ScreenAccess reads={listPmsSeminarsEndpoint}>
      <List />
    </ScreenAccess>
  );
}

function List() {
  const can = useCan();
  const navigate = useNavigate();
  const [scheduling, setScheduling] = useState(false);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const seminars = usePagedEndpoint(listPmsSeminarsEndpoint, { query: { ...list.query, ...filters } });
  const columns: Column<PmsSeminar>[] = [
    {
      key: 'seminarDate',
      header: 'Date',
      phone: 'title',
      render: (s) => (
        <Link component={RouterLink} to={`/isd/msd/pms/${s.id}`}>
          {formatDate(s.seminarDate)} {s.startTime}
        </Link>
      ),
    },
    { key: 'venue', header: 'Venue', render: (s) => s.venue },
    { key: 'branch', header: 'Branch', render: (s) => s.branchName ?? '-' },
    { key: 'facilitator', header: 'Facilitator', render: (s) => s.facilitator ?? '-' },
    { key: 'seats', header: 'Seats', render: (s) => s.seats },
    { key: 'enrolled', header: 'Enrolled', render: (s) => s.enrolled },
    { key: 'attended', header: 'Attended', render: (s) => s.attended },
  ];
  return (
    <Box>
      <PageHeader
        title="(PMS) Pre-Membership"
        subtitle="Pre-membership seminars: the schedule, the applicants enrolled and their attendance."
        actions={
          can(createPmsSeminarEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setScheduling(true)}>
              Schedule seminar
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
          <TextField
            size="small"
            type="date"
            label="From"
            name="dateFrom"
            value={filters.dateFrom ?? ''}
            onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            name="dateTo"
            value={filters.dateTo ?? ''}
            onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExportButton endpoint={exportPmsSeminarsEndpoint} query={filters} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={seminars.data}
          loading={seminars.isFetching}
          {...list.table}
          rowKey={(s) => s.id}
          rowHref={(s) => `/isd/msd/pms/${s.id}`}
          caption="Pre-membership seminars"
          emptyText="No seminars match."
        />
      </Paper>
      {scheduling && (
        <ScheduleDialog onClose={() => setScheduling(false)} onSaved={(id) => void navigate(`/isd/msd/pms/${id}`)} />
      )}
    </Box>
  );
}

interface Values {
  seminarDate: string;
  startTime: string;
  venue: string;
  branchCode: number | null;
  facilitator: string;
  seats: string;
}

function ScheduleDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const form = useForm<Values, unknown>(pmsSeminarFields, {
    seminarDate: '',
    startTime: '09:00',
    venue: '',
    branchCode: null,
    facilitator: '',
    seats: '30',
  });
  const branches = useBranches();
  const create = useEndpointMutation(createPmsSeminarEndpoint, { invalidates: [listPmsSeminarsEndpoint] });
  const submit = async () => {
    const parsed = pmsSeminarFields.safeParse({ ...form.values, seats: Number(form.values.seats) });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    try {
      const saved = await create.mutateAsync({ body: parsed.data });
      notify.success('The seminar was scheduled.');
      onSaved(saved.id);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  return (
    <FormDialog
      open
      title="Schedule a pre-membership seminar"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
      submitLabel="Schedule"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            type="date"
            label="Date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.text('seminarDate')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            type="time"
            label="Start"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.text('startTime')}
          />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth required label="Venue" {...form.text('venue')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            required
            label="Branch"
            name="branchCode"
            value={form.values.branchCode ?? ''}
            onChange={(ev) => form.set('branchCode', Number(ev.target.value))}
            error={form.errors.branchCode !== undefined}
            helperText={form.errors.branchCode ?? ' '}
          >
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth required type="number" label="Seats" {...form.text('seats')} />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth label="Facilitator" {...form.text('facilitator')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
