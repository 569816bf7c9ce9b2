import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { type Team, type TeamFields, teamFieldsSchema } from '@ilaw/contracts/reference/teams';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import { updateTeamEndpoint } from '@ilaw/contracts/reference/teams/update-team';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

/** Members are typed one per line: the crew roster as the line foreman writes it. */
function TeamDialog({ row: team, onClose, onSaved }: CrudDialogProps<Team>) {
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
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      team === null
        ? callEndpoint(createTeamEndpoint, { body })
        : callEndpoint(updateTeamEndpoint, { params: { id: team.id }, body }),
    onSaved,
  );
  // The roster is one text box; the contract wants a list of names.
  const submitWithMembers = () => {
    const members = roster
      .split('\n')
      .map((m) => m.trim())
      .filter((m) => m !== '');
    const body = teamFieldsSchema.safeParse({ ...form.values, members });
    void submit(body.success ? body.data : form.validate());
  };
  return (
    <FormDialog
      open
      title={team === null ? 'New team' : `Edit ${team.name}`}
      onClose={onClose}
      onSubmit={submitWithMembers}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
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
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<Team>[] = [
  { key: 'name', header: 'Team', render: (t) => <strong>{t.name}</strong> },
  { key: 'branch', header: 'Branch', render: (t) => t.branchName ?? '-' },
  { key: 'leader', header: 'Leader', render: (t) => t.leaderName ?? '-' },
  { key: 'members', header: 'Members', render: (t) => (t.members.length > 0 ? t.members.join(', ') : '-') },
  activeStatusColumn((t) => t.isActive),
];

function TeamsPageScreen() {
  const teams = useQuery(endpointQuery(listTeamsEndpoint));
  return (
    <CrudListPage
      title="Teams"
      subtitle="Line crews that service requests and connection orders are assigned to."
      newLabel="New team"
      caption="Teams"
      list={teams}
      invalidates={[listTeamsEndpoint]}
      columns={columns}
      rowKey={(t) => t.id}
      rowName={(t) => t.name}
      savedMessage={(t) => `Team ${t.name} saved.`}
      Dialog={TeamDialog}
    />
  );
}

export default function TeamsPage() {
  return (
    <ScreenAccess reads={createTeamEndpoint}>
      <TeamsPageScreen />
    </ScreenAccess>
  );
}
