import {
  createTeamEndpoint,
  listTeamsEndpoint,
  type Team,
  type TeamFields,
  teamFieldsSchema,
  updateTeamEndpoint,
} from '@ilaw/contracts/reference/teams';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { useBranches } from '../../../shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';

/** Members are typed one per line: the crew roster as the line foreman writes it. */
function TeamDialog({
  team,
  onClose,
  onSaved,
}: {
  team: Team | null;
  onClose: () => void;
  onSaved: (t: Team) => void;
}) {
  const branches = useBranches();
  const initial: TeamFields = {
    name: team?.name ?? '',
    branchCode: team?.branchCode ?? null,
    leaderName: team?.leaderName ?? '',
    contactNo: team?.contactNo ?? '',
    members: team?.members ?? [],
    isActive: team?.isActive ?? true,
  };
  const form = useForm(teamFieldsSchema, initial);
  const [roster, setRoster] = useState((team?.members ?? []).join('\n'));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const members = roster
      .split('\n')
      .map((m) => m.trim())
      .filter((m) => m !== '');
    const body = teamFieldsSchema.safeParse({ ...form.values, members });
    if (!body.success) {
      form.validate();
      return;
    }
    setBusy(true);
    try {
      onSaved(
        team === null
          ? await callEndpoint(createTeamEndpoint, { body: body.data })
          : await callEndpoint(updateTeamEndpoint, { params: { id: team.id }, body: body.data }),
      );
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={team === null ? 'New team' : `Edit ${team.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      {form.errors.generalErrors !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors.generalErrors}
        </Alert>
      )}
      <TextField {...form.text('name')} label="Team name" required autoFocus sx={{ mt: 1 }} />
      <TextField
        select
        name="branchCode"
        label="Branch"
        value={form.values.branchCode ?? ''}
        onChange={(e) => form.set('branchCode', e.target.value === '' ? null : Number(e.target.value))}
        error={form.errors.branchCode !== undefined}
        helperText={form.errors.branchCode ?? ' '}
      >
        <MenuItem value="">(none)</MenuItem>
        {(branches.data ?? []).map((b) => (
          <MenuItem key={b.code} value={b.code}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.text('leaderName')} label="Team leader" />
      <TextField {...form.text('contactNo')} label="Contact number" />
      <TextField
        name="members"
        label="Members (one per line)"
        multiline
        minRows={3}
        value={roster}
        onChange={(e) => setRoster(e.target.value)}
        error={form.errors.members !== undefined}
        helperText={form.errors.members ?? ' '}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.values.isActive ?? true}
            onChange={(e) => form.set('isActive', e.target.checked)}
            name="isActive"
          />
        }
        label="Active"
      />
    </FormDialog>
  );
}

export default function TeamsPage() {
  const queryClient = useQueryClient();
  const teams = useQuery(endpointQuery(listTeamsEndpoint));
  const [editing, setEditing] = useState<Team | null | undefined>(undefined);
  const columns: Column<Team>[] = [
    { key: 'name', header: 'Team', render: (t) => <strong>{t.name}</strong> },
    { key: 'branch', header: 'Branch', render: (t) => t.branchName ?? '-' },
    { key: 'leader', header: 'Leader', render: (t) => t.leaderName ?? '-' },
    { key: 'members', header: 'Members', render: (t) => (t.members.length > 0 ? t.members.join(', ') : '-') },
    {
      key: 'status',
      header: 'Status',
      render: (t) => (
        <StatusChip status={t.isActive ? 'active' : 'inactive'} label={t.isActive ? 'Active' : 'Inactive'} />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (t) => (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Teams"
        subtitle="Line crews that service requests and connection orders are assigned to."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            New team
          </Button>
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Teams"
          columns={columns}
          rows={teams.data}
          loading={teams.isFetching}
          rowKey={(t) => t.id}
        />
      </Paper>
      {editing !== undefined && (
        <TeamDialog
          team={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(t) => {
            notify.success(`Team ${t.name} saved.`);
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: ['GET', listTeamsEndpoint.path] });
          }}
        />
      )}
    </Box>
  );
}
