// Tellers (Admin): the users who collect at each branch's office, and their OR ranges (which never
// overlap; the cashier may also assign them).
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { listOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/list-or-series';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import { listTellersEndpoint } from '@ilaw/contracts/collection/tellers/list-tellers';
import { tellerFields, type Teller } from '@ilaw/contracts/collection/tellers/teller';
import { updateTellerEndpoint } from '@ilaw/contracts/collection/tellers/update-teller';
import { formatNumber } from '@ilaw/contracts/format';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

const BRANCHES = Object.values(BRANCH_CODE);
const branchName = (code: number) => BRANCHES.find((b) => b.value === code)?.label ?? String(code);

function TellerDialog({ row, onClose, onSaved }: CrudDialogProps<Teller>) {
  const form = useForm(tellerFields, {
    userId: row?.userId ?? 0,
    name: row?.name ?? '',
    branchCode: row?.branchCode ?? 5,
    collectionOffice: row?.collectionOffice ?? '',
    isActive: row?.isActive ?? true,
  });
  const users = useQuery(endpointQuery(listUsersEndpoint, { query: { role: 'Teller', page: 1, itemsPerPage: 500 } }));
  const options = users.data?.data ?? [];
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createTellerEndpoint, { body })
        : callEndpoint(updateTellerEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New teller' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Autocomplete<AdminUser>
        options={options}
        value={options.find((u) => u.id === form.values.userId) ?? null}
        onChange={(_, u) => {
          form.set('userId', u?.id ?? 0);
          if (u && form.values.name === '') form.set('name', u.fullName);
        }}
        getOptionLabel={(u) => `${u.fullName} (${u.username})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText="No user holds the Teller role"
        renderInput={(params) => (
          <TextField
            {...params}
            name="userId"
            label="Portal account"
            required
            error={form.errors.userId !== undefined}
            helperText={form.errors.userId ?? 'Users with the Teller role.'}
            sx={{ mt: 1 }}
          />
        )}
      />
      <TextField {...form.text('name')} label="Name" required fullWidth />
      <TextField
        select
        label="Branch"
        name="branchCode"
        value={String(form.values.branchCode)}
        onChange={(e) => form.set('branchCode', Number(e.target.value))}
        fullWidth
        sx={{ mb: 2 }}
      >
        {BRANCHES.map((b) => (
          <MenuItem key={b.value} value={String(b.value)}>
            {b.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.text('collectionOffice')} label="Collection office" required fullWidth />
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

function RangesDialog({ teller, onClose }: { teller: Teller; onClose: () => void }) {
  const series = useQuery(endpointQuery(listOrSeriesEndpoint, { query: { tellerId: teller.id } }));
  const [startNo, setStart] = useState('');
  const [endNo, setEnd] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const add = useEndpointMutation(createOrSeriesEndpoint, { invalidates: [listOrSeriesEndpoint, listTellersEndpoint] });
  const submit = async () => {
    try {
      await add.mutateAsync({ body: { tellerId: teller.id, startNo, endNo }, quietStatuses: [400, 409] });
      setStart('');
      setEnd('');
      setError(undefined);
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors())[0] ?? e.message);
      else throw e;
    }
  };
  return (
    <FormDialog
      open
      title={`OR ranges of ${teller.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={add.isPending}
      submitLabel="Assign range"
    >
      {(series.data ?? []).map((s) => (
        <Typography key={s.id} variant="body2">
          {s.startNo} to {s.endNo} · {formatNumber(s.used, 0)} used · next {s.nextNo ?? 'none (used up)'}
        </Typography>
      ))}
      {series.isSuccess && series.data.length === 0 && <Typography variant="body2">No range yet.</Typography>}
      <GeneralError message={error} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <TextField
          label="First OR no."
          name="startNo"
          value={startNo}
          onChange={(e) => setStart(e.target.value)}
          required
        />
        <TextField label="Last OR no." name="endNo" value={endNo} onChange={(e) => setEnd(e.target.value)} required />
      </Stack>
    </FormDialog>
  );
}

const columns: Column<Teller>[] = [
  { key: 'name', header: 'Name', render: (r) => <strong>{r.name}</strong> },
  { key: 'user', header: 'Portal account', render: (r) => r.username },
  { key: 'branch', header: 'Branch', render: (r) => branchName(r.branchCode) },
  { key: 'office', header: 'Collection office', render: (r) => r.collectionOffice },
  { key: 'next', header: 'Next OR', align: 'right', render: (r) => r.nextOrNumber ?? '-' },
  { key: 'left', header: 'Receipts left', align: 'right', render: (r) => formatNumber(r.receiptsLeft, 0) },
  activeStatusColumn((r) => r.isActive),
];

export default function TellersPage() {
  const tellers = useQuery(endpointQuery(listTellersEndpoint, { query: {} }));
  const [ranges, setRanges] = useState<Teller | null>(null);
  return (
    <CrudListPage
      title="Tellers"
      subtitle="Tellers per branch and collection office and their official-receipt ranges."
      newLabel="New teller"
      caption="Tellers"
      emptyText="No teller yet."
      list={tellers}
      invalidates={[listTellersEndpoint]}
      columns={columns}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      savedMessage={(r) => `Teller ${r.name} saved.`}
      Dialog={TellerDialog}
      rowActions={(r) => (
        <Button size="small" onClick={() => setRanges(r)} aria-label={`OR ranges of ${r.name}`}>
          OR ranges
        </Button>
      )}
    >
      {ranges !== null && <RangesDialog teller={ranges} onClose={() => setRanges(null)} />}
    </CrudListPage>
  );
}
