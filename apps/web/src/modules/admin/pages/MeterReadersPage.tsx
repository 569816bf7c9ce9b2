import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
// Meter Readers (Admin): the readers of each branch, their portal account (for Entering Meter
// Reading) and the routes they read.
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { assignReaderRoutesEndpoint } from '@ilaw/contracts/billing/reader-routes';
import {
  createMeterReaderEndpoint,
  listMeterReadersEndpoint,
  listRoutesEndpoint,
  meterReaderFields,
  updateMeterReaderEndpoint,
} from '@ilaw/contracts/billing/routes-readers';
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import { formatNumber } from '@ilaw/contracts/format';
import type { BodyOf, ResponseOf } from '@ilaw/contracts/http';
import AltRoute from '@mui/icons-material/AltRoute';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

type MeterReader = ResponseOf<typeof listMeterReadersEndpoint>[number];
type ReaderFields = BodyOf<typeof createMeterReaderEndpoint>;
const BRANCHES = Object.values(BRANCH_CODE);
const branchName = (code: number) => BRANCHES.find((b) => b.value === code)?.label ?? String(code);

function ReaderDialog({ row: reader, onClose, onSaved }: CrudDialogProps<MeterReader>) {
  const form = useForm(meterReaderFields, {
    userId: reader?.userId ?? null,
    name: reader?.name ?? '',
    branchCode: reader?.branchCode ?? 5,
    isActive: reader?.isActive ?? true,
  } satisfies ReaderFields);
  // A reader's portal account holds the MeterReader role (it opens Entering Meter Reading).
  const users = useQuery(
    endpointQuery(listUsersEndpoint, { query: { role: 'MeterReader', page: 1, itemsPerPage: 500 } }),
  );
  const userOptions = users.data?.data ?? [];
  const linked = userOptions.find((u) => u.id === form.values.userId) ?? null;
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      reader === null
        ? callEndpoint(createMeterReaderEndpoint, { body })
        : callEndpoint(updateMeterReaderEndpoint, { params: { id: reader.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={reader === null ? 'New meter reader' : `Edit ${reader.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('name')} label="Name" required autoFocus sx={{ mt: 1 }} fullWidth />
      <TextField
        select
        label="Branch"
        name="branchCode"
        value={String(form.values.branchCode)}
        onChange={(e) => form.set('branchCode', Number(e.target.value))}
        error={form.errors.branchCode !== undefined}
        helperText={
          form.errors.branchCode ?? (reader !== null && reader.routeCount > 0 ? 'Routes stay with their branch.' : ' ')
        }
        fullWidth
      >
        {BRANCHES.map((b) => (
          <MenuItem key={b.value} value={String(b.value)}>
            {b.label}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<AdminUser>
        options={userOptions}
        value={linked}
        onChange={(_, u) => form.set('userId', u?.id ?? null)}
        loading={users.isLoading}
        getOptionLabel={(u) => `${u.fullName} (${u.username})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText="No user holds the MeterReader role"
        renderInput={(params) => (
          <TextField
            {...params}
            name="userId"
            label="Portal account (optional)"
            error={form.errors.userId !== undefined}
            helperText={form.errors.userId ?? 'Users with the MeterReader role.'}
          />
        )}
      />
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

function RoutesDialog({ reader, onClose, onSaved }: { reader: MeterReader; onClose: () => void; onSaved: () => void }) {
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: { branchCode: reader.branchCode } }));
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const current = chosen ?? new Set((routes.data ?? []).filter((r) => r.meterReaderId === reader.id).map((r) => r.id));
  const [error, setError] = useState<string | undefined>(undefined);
  const assign = useEndpointMutation(assignReaderRoutesEndpoint, {
    invalidates: [listMeterReadersEndpoint, listRoutesEndpoint],
  });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  // Checkboxes need no validation; the server's one message shows above them.
  const { busy, submit } = useDialogSubmit(
    {
      validate: () => ({ routeIds: [...current] }),
      applyServerErrors: (e) => {
        if (e instanceof ApiError) setError(e.fieldErrors()['routeIds'] ?? e.message);
        return e instanceof ApiError;
      },
    },
    (body) => assign.mutateAsync({ params: { id: reader.id }, body, quietStatuses: [400] }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Routes of ${reader.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save routes"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Routes of {branchName(reader.branchCode)}. A route another reader has moves to {reader.name}.
      </Typography>
      <GeneralError message={error} />
      {routes.isSuccess && routes.data.length === 0 && <Typography>This branch has no route yet.</Typography>}
      <FormGroup>
        {(routes.data ?? []).map((r) => (
          <FormControlLabel
            key={r.id}
            control={<Checkbox checked={current.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />}
            label={
              <span>
                <strong>{r.code}</strong> {r.name} · {formatNumber(r.consumerCount, 0)} consumers
                {r.meterReaderId !== null && r.meterReaderId !== reader.id && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    (now {r.meterReaderName})
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}

const columns: Column<MeterReader>[] = [
  { key: 'name', header: 'Name', render: (r) => <strong>{r.name}</strong> },
  { key: 'branch', header: 'Branch', render: (r) => branchName(r.branchCode) },
  { key: 'user', header: 'Portal account', render: (r) => r.username ?? '-' },
  { key: 'routes', header: 'Routes', align: 'right', render: (r) => formatNumber(r.routeCount, 0) },
  activeStatusColumn((r) => r.isActive),
];

function MeterReadersPageScreen() {
  const readers = useQuery(endpointQuery(listMeterReadersEndpoint));
  const [routing, setRouting] = useState<MeterReader | null>(null);
  return (
    <CrudListPage
      title="Meter Readers"
      subtitle="Readers per branch and the routes they read; their reading files are extracted per route."
      newLabel="New meter reader"
      caption="Meter readers"
      emptyText="No meter reader yet."
      list={readers}
      invalidates={[listMeterReadersEndpoint, listRoutesEndpoint]}
      columns={columns}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      savedMessage={(r) => `Meter reader ${r.name} saved.`}
      Dialog={ReaderDialog}
      rowActions={(r) => (
        <Tooltip title="Routes">
          <IconButton size="small" aria-label={`Routes of ${r.name}`} onClick={() => setRouting(r)}>
            <AltRoute fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    >
      {routing !== null && (
        <RoutesDialog
          reader={routing}
          onClose={() => setRouting(null)}
          onSaved={() => {
            notify.success(`Routes of ${routing.name} saved.`);
            setRouting(null);
          }}
        />
      )}
    </CrudListPage>
  );
}

export default function MeterReadersPage() {
  return (
    <ScreenAccess reads={listUsersEndpoint}>
      <MeterReadersPageScreen />
    </ScreenAccess>
  );
}
