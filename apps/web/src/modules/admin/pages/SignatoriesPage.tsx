import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
// Signatories (/admin/signatories): the approval chain of each document type (decision 014). A step
// is signed under a signatory type by any one of its members (holders of a role, optionally only
// those of the document's department, or named users), or by every named user. Pending requests
// keep waiting at the step they were at.
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import {
  chainStepFieldsSchema,
  type ChainStep,
  type ChainStepFields,
} from '@ilaw/contracts/approvals/chain-steps/chain-step';
import { createChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/create-chain-step';
import { deleteChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/delete-chain-step';
import { listChainStepsEndpoint } from '@ilaw/contracts/approvals/chain-steps/list-chain-steps';
import { listDocumentTypesEndpoint } from '@ilaw/contracts/approvals/document-types/list-document-types';
import { updateChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/update-chain-step';
import { listSignatoryTypesEndpoint } from '@ilaw/contracts/approvals/signatory-types/list-signatory-types';
import { ROLES, type Role } from '@ilaw/contracts/roles';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, invalidateEndpoints } from '#web/shared/api/query.ts';
import { CrudListPage, GeneralError, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

type Member = ChainStepFields['members'][number];

/** The body of a step as it stands, with some fields changed (moves keep everything else). */
function bodyOf(step: ChainStep, patch: Partial<ChainStepFields> = {}): ChainStepFields {
  return {
    documentType: step.documentType,
    signatoryTypeId: step.signatoryTypeId,
    allMustSign: step.allMustSign,
    members: step.members.map((m) => ({ role: m.role, userId: m.userId, ownDepartment: m.ownDepartment })),
    ...patch,
  };
}

function StepDialog({ row, onClose, onSaved, documentType }: CrudDialogProps<ChainStep> & { documentType: string }) {
  const types = useQuery(endpointQuery(listSignatoryTypesEndpoint));
  const users = useQuery(endpointQuery(listUsersEndpoint, { query: { isActive: 'true', page: 1, itemsPerPage: 500 } }));
  const [signatoryTypeId, setSignatoryTypeId] = useState<number | ''>(row?.signatoryTypeId ?? '');
  const [allMustSign, setAllMustSign] = useState(row?.allMustSign ?? false);
  const [roles, setRoles] = useState<Role[]>(row?.members.flatMap((m) => (m.role === null ? [] : [m.role])) ?? []);
  const [ownDepartment, setOwnDepartment] = useState<Set<Role>>(
    new Set(row?.members.flatMap((m) => (m.role !== null && m.ownDepartment ? [m.role] : [])) ?? []),
  );
  const [userIds, setUserIds] = useState<number[]>(
    row?.members.flatMap((m) => (m.userId === null ? [] : [m.userId])) ?? [],
  );
  const members: Member[] = [
    ...roles.map((role) => ({ role, userId: null, ownDepartment: ownDepartment.has(role) })),
    ...userIds.map((userId) => ({ role: null, userId, ownDepartment: false })),
  ];
  const form = useErrorMap(() =>
    chainStepFieldsSchema.safeParse({
      documentType,
      signatoryTypeId: signatoryTypeId === '' ? undefined : signatoryTypeId,
      allMustSign,
      members,
      ...(row === null ? {} : { seq: row.seq }),
    }),
  );
  const { errors } = form;
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createChainStepEndpoint, { body, quietStatuses: [400, 409] })
        : callEndpoint(updateChainStepEndpoint, { params: { id: row.id }, body, quietStatuses: [400, 409] }),
    onSaved,
  );
  const userOptions = users.data?.data ?? [];
  const chosenUsers = userIds.flatMap((id) => {
    const u = userOptions.find((o) => o.id === id);
    if (u) return [u];
    const named = row?.members.find((m) => m.userId === id);
    return named ? [{ id, fullName: named.userName ?? String(id), username: '' } as AdminUser] : [];
  });
  const activeTypes = (types.data ?? []).filter((t) => t.isActive || t.id === row?.signatoryTypeId);
  return (
    <FormDialog
      open
      title={row === null ? 'New step' : `Edit step ${row.seq}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors']} />
      <TextField
        select
        name="signatoryTypeId"
        label="Signs as"
        required
        value={signatoryTypeId}
        onChange={(e) => setSignatoryTypeId(Number(e.target.value))}
        error={errors['signatoryTypeId'] !== undefined}
        helperText={errors['signatoryTypeId'] ?? 'The title printed under the signature.'}
        sx={{ mt: 1 }}
      >
        {activeTypes.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<Role, true>
        multiple
        options={ROLES}
        value={roles}
        onChange={(_, v) => setRoles(v)}
        renderInput={(params) => (
          <TextField
            {...params}
            name="roles"
            label="Roles who sign"
            helperText="Anyone holding one of these roles may sign this step."
          />
        )}
      />
      {roles.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
          {roles.map((r) => (
            <FormControlLabel
              key={r}
              control={
                <Checkbox
                  size="small"
                  checked={ownDepartment.has(r)}
                  onChange={(e) => {
                    const next = new Set(ownDepartment);
                    if (e.target.checked) next.add(r);
                    else next.delete(r);
                    setOwnDepartment(next);
                  }}
                />
              }
              label={`${r}: only of the document's department`}
            />
          ))}
        </Box>
      )}
      <Autocomplete<AdminUser, true>
        multiple
        options={userOptions}
        value={chosenUsers}
        onChange={(_, v) => setUserIds(v.map((u) => u.id))}
        loading={users.isLoading}
        getOptionLabel={(u) => (u.username ? `${u.fullName} (${u.username})` : u.fullName)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField
            {...params}
            name="users"
            label="Named signatories"
            error={errors['members'] !== undefined}
            helperText={errors['members'] ?? 'These users may sign this step.'}
          />
        )}
      />
      <FormControlLabel
        control={<Switch checked={allMustSign} onChange={(e) => setAllMustSign(e.target.checked)} name="allMustSign" />}
        label="Every named signatory signs (otherwise any one of them decides the step)"
      />
      {errors['allMustSign'] !== undefined && (
        <Typography color="error" variant="caption" component="div">
          {errors['allMustSign']}
        </Typography>
      )}
    </FormDialog>
  );
}

function membersText(step: ChainStep) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {step.members.map((m) =>
        m.role !== null ? (
          <Chip
            key={`r-${m.role}`}
            size="small"
            variant="outlined"
            label={m.ownDepartment ? `${m.role} (own department)` : m.role}
          />
        ) : (
          <Chip
            key={`u-${m.userId}`}
            size="small"
            color={m.isActive ? 'default' : 'warning'}
            label={m.isActive ? m.userName : `${m.userName ?? ''} (inactive)`}
          />
        ),
      )}
      {step.members.length === 0 && <Typography color="warning.main">Nobody: set a signatory</Typography>}
    </Box>
  );
}

function SignatoriesPageScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const types = useQuery(endpointQuery(listDocumentTypesEndpoint));
  const documentType = params.get('type') ?? types.data?.[0]?.code ?? '';
  const steps = useQuery({
    ...endpointQuery(listChainStepsEndpoint, { query: { documentType } }),
    enabled: documentType !== '',
  });
  const [removing, setRemoving] = useState<ChainStep | null>(null);
  const refresh = () => {
    void invalidateEndpoints(queryClient, [listChainStepsEndpoint, listDocumentTypesEndpoint]);
  };
  const move = async (step: ChainStep, seq: number) => {
    await callEndpoint(updateChainStepEndpoint, { params: { id: step.id }, body: bodyOf(step, { seq }) });
    refresh();
  };
  const count = steps.data?.length ?? 0;
  const Dialog = useMemo(
    () =>
      function ChainStepDialog(p: CrudDialogProps<ChainStep>) {
        return <StepDialog {...p} documentType={documentType} />;
      },
    [documentType],
  );
  const columns: Column<ChainStep>[] = [
    { key: 'seq', header: 'Step', render: (s) => <strong>{s.seq}</strong> },
    { key: 'type', header: 'Signs as', render: (s) => s.signatoryTypeName },
    { key: 'members', header: 'Who signs', render: membersText },
    { key: 'mode', header: 'Decides', render: (s) => (s.allMustSign ? 'Every named signatory' : 'Any one') },
  ];
  const current = types.data?.find((t) => t.code === documentType);
  return (
    <CrudListPage
      title="Signatories"
      subtitle="Who approves each kind of document, step by step. Nobody decides their own request."
      newLabel="New step"
      caption="Approval chain"
      list={steps}
      invalidates={[listChainStepsEndpoint, listDocumentTypesEndpoint]}
      columns={columns}
      rowKey={(s) => s.id}
      rowName={(s) => `step ${s.seq}`}
      savedMessage={(s) => `Step ${s.seq} (${s.signatoryTypeName}) saved.`}
      Dialog={Dialog}
      emptyText="No step yet: documents of this type cannot be submitted."
      filters={
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            The titles steps sign under are kept on{' '}
            <Link component={RouterLink} to="/admin/signatories/types">
              Signatories Types
            </Link>
            ; the bill cancellation approvers also on{' '}
            <Link component={RouterLink} to="/admin/bill-cancellation-approvers">
              Bill Cancellation Signatories
            </Link>
            .
          </Typography>
          <Tabs
            value={documentType === '' ? false : documentType}
            onChange={(_, v: string) => setParams({ type: v })}
            variant="scrollable"
            aria-label="Document types"
          >
            {(types.data ?? []).map((t) => (
              <Tab
                key={t.code}
                value={t.code}
                label={t.pendingCount > 0 ? `${t.name} (${t.pendingCount} pending)` : t.name}
              />
            ))}
          </Tabs>
          {current !== undefined && current.pendingCount > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {current.pendingCount} pending request{current.pendingCount === 1 ? '' : 's'} follow this chain as it is
              changed here.
            </Typography>
          )}
        </Box>
      }
      rowActions={(s) => (
        <>
          <Tooltip title="Move up">
            <span>
              <IconButton
                size="small"
                aria-label={`Move step ${s.seq} up`}
                disabled={s.seq === 1}
                onClick={() => void move(s, s.seq - 1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                size="small"
                aria-label={`Move step ${s.seq} down`}
                disabled={s.seq === count}
                onClick={() => void move(s, s.seq + 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Remove">
            <span>
              <IconButton
                size="small"
                aria-label={`Remove step ${s.seq}`}
                disabled={count <= 1}
                onClick={() => setRemoving(s)}
              >
                <Delete fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
    >
      {removing !== null && (
        <ConfirmDialog
          open
          title={`Remove step ${removing.seq}?`}
          message={`Step ${removing.seq} (${removing.signatoryTypeName}) leaves the chain; pending requests waiting at it go on to the next step.`}
          confirmLabel="Remove"
          danger
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await callEndpoint(deleteChainStepEndpoint, { params: { id: removing.id } });
            notify.success(`Step ${removing.seq} removed.`);
            refresh();
          }}
        />
      )}
    </CrudListPage>
  );
}

export default function SignatoriesPage() {
  return (
    <ScreenAccess reads={listUsersEndpoint}>
      <SignatoriesPageScreen />
    </ScreenAccess>
  );
}
