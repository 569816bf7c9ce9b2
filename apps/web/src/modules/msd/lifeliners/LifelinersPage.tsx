// Lifeliner Consumers (decisions 072, 116): the registry with search, status and basis filters in
// the URL; filing an application for an account; another officer approves (tagging the account in
// billing), rejects or ends it, with the eligibility shown before the decision; the application's
// documents and the household's move to another account; and the 4Ps list import with its review.
import { formatDate } from '@ilaw/contracts/format';
import type { ServiceRequestConsumer } from '@ilaw/contracts/msd/consumers/consumer';
import { searchServiceRequestConsumersEndpoint } from '@ilaw/contracts/msd/consumers/search-consumers';
import {
  LIFELINE_BASES,
  LIFELINE_BASIS_LABELS,
  LIFELINE_STATUSES,
  type LifelineBasis,
} from '@ilaw/contracts/msd/enums';
import { downloadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/download-lifeliner-document';
import { listFourPsLinesEndpoint } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import { moveLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/move-lifeliner';
import { uploadLifelinerDocumentEndpoint } from '@ilaw/contracts/msd/lifeliners/upload-lifeliner-document';
import { createLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { decideLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/decide-lifeliner';
import { getLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/get-lifeliner';
import type { Lifeliner, LifelinerDetail } from '@ilaw/contracts/msd/lifeliners/lifeliner';
import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { AttachmentList } from '#web/shared/ui/AttachmentList.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { FourPsReview } from './FourPsReview.tsx';
import { LIFELINER_FILTERS } from './lifeliner-filters.ts';

const BASIS_LABELS = LIFELINE_BASIS_LABELS;
const INVALIDATES = [listLifelinersEndpoint, getLifelinerEndpoint, listFourPsLinesEndpoint];

export default function LifelinersPage() {
  return (
    <ScreenAccess reads={listLifelinersEndpoint}>
      <List />
    </ScreenAccess>
  );
}

function List() {
  const can = useCan();
  const [filing, setFiling] = useState(false);
  const list = useListParams({ filters: LIFELINER_FILTERS });
  const { filters, setFilter } = list;
  const { open, view, outcome: _o, ...query } = filters;
  const fourPs = view === 'fourps';
  const rows = usePagedEndpoint(listLifelinersEndpoint, { query: { ...list.query, ...query }, enabled: !fourPs });
  const columns: Column<Lifeliner>[] = [
    {
      key: 'applicationNo',
      header: 'Application no.',
      phone: 'title',
      render: (r) => (
        <Link component="button" onClick={() => setFilter('open', r.id)}>
          {r.applicationNo}
        </Link>
      ),
    },
    { key: 'account', header: 'Account', render: (r) => `${r.accountNo} ${r.consumerName}` },
    { key: 'beneficiary', header: 'Beneficiary', render: (r) => r.beneficiaryName },
    { key: 'basis', header: 'Basis', render: (r) => BASIS_LABELS[r.basis] },
    { key: 'filedOn', header: 'Filed', render: (r) => formatDate(r.filedOn) },
    {
      key: 'due',
      header: 'Decision due',
      render: (r) => (
        <>
          {formatDate(r.decisionDue)} {r.overdue && <Chip size="small" color="error" label="Overdue" />}
        </>
      ),
    },
    { key: 'status', header: 'Status', render: (r) => r.status },
    {
      key: 'effective',
      header: 'Lifeliner',
      render: (r) =>
        r.effectiveFrom
          ? `${formatDate(r.effectiveFrom)} to ${r.effectiveTo ? formatDate(r.effectiveTo) : 'now'}`
          : '-',
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Lifeliner Consumers"
        subtitle="Lifeline applications (RA 11552): decided within two working days, one account per household."
        actions={
          can(createLifelinerEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New application
            </Button>
          )
        }
      />
      <Tabs
        value={fourPs ? 'fourps' : 'applications'}
        onChange={(_, v: 'applications' | 'fourps') =>
          list.setFilters({
            view: v === 'fourps' ? 'fourps' : undefined,
            search: undefined,
            status: undefined,
            basis: undefined,
            outcome: v === 'fourps' ? 'Pending' : undefined,
          })
        }
        aria-label="Lifeliner views"
        sx={{ mb: 2 }}
      >
        <Tab value="applications" label="Applications" />
        <Tab value="fourps" label="4Ps list" />
      </Tabs>
      {fourPs ? (
        <FourPsReview list={list} />
      ) : (
        <Paper variant="outlined">
          <ListFilterBar>
            <SearchField
              placeholder="Application, account, beneficiary, household"
              value={filters.search}
              onChange={(v) => setFilter('search', v)}
            />
            <FilterSelect
              label="Status"
              name="Status"
              value={filters.status}
              onChange={(v) => setFilter('status', v)}
              options={LIFELINE_STATUSES.map((s) => ({ value: s, label: s }))}
            />
            <FilterSelect
              label="Basis"
              name="Basis"
              value={filters.basis}
              onChange={(v) => setFilter('basis', v)}
              options={LIFELINE_BASES.map((b) => ({ value: b, label: BASIS_LABELS[b] }))}
            />
          </ListFilterBar>
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(r) => r.id}
            caption="Lifeline applications"
            emptyText="No lifeline applications match."
          />
        </Paper>
      )}
      {filing && <FileDialog onClose={() => setFiling(false)} onFiled={(id) => setFilter('open', id)} />}
      {open !== undefined && <DecisionDialog id={open} onClose={() => setFilter('open', undefined)} />}
    </Box>
  );
}

function FileDialog({ onClose, onFiled }: { onClose: () => void; onFiled: (id: number) => void }) {
  const [consumer, setConsumer] = useState<ServiceRequestConsumer | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...endpointQuery(searchServiceRequestConsumersEndpoint, { query: { search: term } }),
    enabled: term.length >= 2,
  });
  const [basis, setBasis] = useState<LifelineBasis>('FourPs');
  const [householdId, setHouseholdId] = useState('');
  const [beneficiaryName, setBeneficiaryName] = useState('');
  const [certificateDate, setCertificateDate] = useState('');
  const [flags, setFlags] = useState({ netMetering: false, pilferageViolation: false, socializedHousing: false });
  const [requestKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useEndpointMutation(createLifelinerEndpoint, { invalidates: INVALIDATES });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (!consumer) {
      setErrors({ consumerId: 'Choose the account.' });
      return;
    }
    try {
      const a = await create.mutateAsync({
        body: {
          consumerId: consumer.id,
          basis,
          householdId,
          beneficiaryName,
          certificateDate: basis === 'SocialWelfare' && certificateDate !== '' ? certificateDate : null,
          ...flags,
          requestKey,
        },
        quietStatuses: [400, 409],
      });
      notify.success(`Application ${a.applicationNo} filed; decision due ${formatDate(a.decisionDue)}.`);
      onClose();
      onFiled(a.id);
    } catch (err) {
      if (err instanceof ApiError) {
        const general = err.body?.errors['generalErrors']?.[0];
        setErrors({ ...err.fieldErrors(), ...(general ? { generalErrors: general } : {}) });
      }
    }
  };
  const flag = (key: keyof typeof flags, label: string) => (
    <FormControlLabel
      control={<Checkbox checked={flags[key]} onChange={(e) => setFlags({ ...flags, [key]: e.target.checked })} />}
      label={label}
    />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="ll-file">
      <Box component="form" onSubmit={(e: FormEvent) => void submit(e)}>
        <DialogTitle id="ll-file">Lifeline application</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Autocomplete<ServiceRequestConsumer>
              options={found.data ?? []}
              value={consumer}
              filterOptions={(x) => x}
              getOptionLabel={(c) => `${c.accountNo} ${c.name}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v) => setSearch(v)}
              onChange={(_, c) => {
                setConsumer(c);
                if (c && beneficiaryName === '') setBeneficiaryName(c.name);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Account (account no., name or meter serial)"
                  name="consumer"
                  error={!!errors['consumerId']}
                  helperText={errors['consumerId'] ?? ' '}
                />
              )}
            />
            <TextField
              select
              label="Basis"
              name="basis"
              value={basis}
              onChange={(e) => setBasis(e.target.value as LifelineBasis)}
            >
              {LIFELINE_BASES.map((b) => (
                <MenuItem key={b} value={b}>
                  {BASIS_LABELS[b]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={basis === 'FourPs' ? '4Ps household ID' : 'Certificate no.'}
              name="householdId"
              value={householdId}
              onChange={(e) => setHouseholdId(e.target.value)}
              error={!!errors['householdId']}
              helperText={errors['householdId']}
              required
            />
            <TextField
              label="Beneficiary"
              name="beneficiaryName"
              value={beneficiaryName}
              onChange={(e) => setBeneficiaryName(e.target.value)}
              error={!!errors['beneficiaryName']}
              helperText={errors['beneficiaryName']}
              required
            />
            {basis === 'SocialWelfare' && (
              <TextField
                type="date"
                label="Certification date"
                name="certificateDate"
                value={certificateDate}
                onChange={(e) => setCertificateDate(e.target.value)}
                error={!!errors['certificateDate']}
                helperText={errors['certificateDate']}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            {flag('netMetering', 'Net-metering consumer')}
            {flag('pilferageViolation', 'RA 7832 (anti-pilferage) violation')}
            {flag('socializedHousing', 'Government socialized housing')}
            {errors['generalErrors'] && <Alert severity="error">{errors['generalErrors']}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            File application
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function DecisionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const can = useCan();
  const q = useQuery(endpointQuery(getLifelinerEndpoint, { params: { id } }));
  const decide = useEndpointMutation(decideLifelinerEndpoint, { invalidates: INVALIDATES });
  const [remarks, setRemarks] = useState('');
  const r = q.data;
  const act = async (action: 'Approve' | 'Reject' | 'End') => {
    try {
      await decide.mutateAsync({ params: { id }, body: { action, remarks: remarks.trim() || null } });
      notify.success(
        action === 'Approve' ? 'Approved; the account is a lifeliner.' : `${action === 'End' ? 'Ended' : 'Rejected'}.`,
      );
      setRemarks('');
    } catch {
      // The toast said why.
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="ll-view">
      <DialogTitle id="ll-view">{r ? `Lifeline application ${r.applicationNo}` : 'Lifeline application'}</DialogTitle>
      <DialogContent dividers>
        {!r ? (
          <LinearProgress />
        ) : (
          <Stack spacing={1}>
            <Typography variant="body2">
              {r.accountNo} {r.consumerName} · {r.beneficiaryName} · {BASIS_LABELS[r.basis]} {r.householdId}
              {r.certificateDate ? ` (certified ${formatDate(r.certificateDate)})` : ''}
            </Typography>
            <Typography variant="body2">
              Filed {formatDate(r.filedOn)} by {r.filedBy ?? '-'} · decision due {formatDate(r.decisionDue)}
              {r.overdue ? ' (overdue)' : ''} · {r.status}
              {r.decidedBy ? ` by ${r.decidedBy}` : ''}
            </Typography>
            {r.effectiveFrom && (
              <Typography variant="body2">
                Lifeliner from {formatDate(r.effectiveFrom)}
                {r.effectiveTo ? ` to ${formatDate(r.effectiveTo)}` : ''}
              </Typography>
            )}
            {r.decisionRemarks && <Typography variant="body2">Remarks: {r.decisionRemarks}</Typography>}
            {r.moves.map((m) => (
              <Typography key={`${m.fromAccountNo}-${m.movedOn}-${m.toAccountNo}`} variant="body2">
                Moved from {m.fromAccountNo} to {m.toAccountNo} on {formatDate(m.movedOn)}
                {m.by ? ` by ${m.by}` : ''}
                {m.remarks ? `: ${m.remarks}` : ''}
              </Typography>
            ))}
            {r.ineligibility && <Alert severity="warning">{r.ineligibility}</Alert>}
            <LifelinerDocuments application={r} />
            {r.mayChange && can(moveLifelinerEndpoint) && <MoveForm application={r} />}
            {r.mayDecide && (
              <>
                <TextField
                  size="small"
                  label="Remarks (required to reject or end)"
                  name="decisionRemarks"
                  value={remarks}
                  onChange={(e) => setRemarks(e.target.value)}
                />
                <Stack direction="row" spacing={1}>
                  {r.status === 'Pending' && (
                    <>
                      <Button
                        variant="contained"
                        onClick={() => void act('Approve')}
                        disabled={r.ineligibility !== null}
                        loading={decide.isPending}
                      >
                        Approve
                      </Button>
                      <Button color="error" onClick={() => void act('Reject')} loading={decide.isPending}>
                        Reject
                      </Button>
                    </>
                  )}
                  {r.status === 'Approved' && (
                    <Button color="warning" onClick={() => void act('End')} loading={decide.isPending}>
                      End lifeline
                    </Button>
                  )}
                </Stack>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function LifelinerDocuments({ application }: { application: LifelinerDetail }) {
  const upload = useEndpointMutation(uploadLifelinerDocumentEndpoint, { invalidates: INVALIDATES });
  return (
    <AttachmentList
      title="Documents (4Ps ID, certification, form, bill)"
      attachments={application.documents}
      urlOf={(d, inline) =>
        buildUrl(downloadLifelinerDocumentEndpoint, { id: d.id }, inline ? { inline: 'true' } : {}, {
          page: 1,
          itemsPerPage: 15,
        })
      }
      canAttach={application.mayChange}
      uploading={upload.isPending}
      onUpload={(files) => upload.mutateAsync({ body: { lifelinerId: application.id }, files: { file: files } })}
    />
  );
}

/** The household moved to another account: the application (and an approved one's tag) follows. */
function MoveForm({ application }: { application: LifelinerDetail }) {
  const [consumer, setConsumer] = useState<ServiceRequestConsumer | null>(null);
  const [search, setSearch] = useState('');
  const [remarks, setRemarks] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...endpointQuery(searchServiceRequestConsumersEndpoint, { query: { search: term } }),
    enabled: term.length >= 2,
  });
  const move = useEndpointMutation(moveLifelinerEndpoint, { invalidates: INVALIDATES });
  const submit = async () => {
    if (!consumer) return;
    try {
      const a = await move.mutateAsync({
        params: { id: application.id },
        body: { consumerId: consumer.id, remarks: remarks.trim() || null },
      });
      notify.success(`Moved to account ${a.accountNo}.`);
      setConsumer(null);
      setRemarks('');
    } catch {
      // The toast said why.
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Household moved to another account</Typography>
      <Autocomplete<ServiceRequestConsumer>
        options={found.data ?? []}
        value={consumer}
        filterOptions={(x) => x}
        getOptionLabel={(c) => `${c.accountNo} ${c.name}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_, v) => setSearch(v)}
        onChange={(_, c) => setConsumer(c)}
        renderInput={(params) => <TextField {...params} size="small" label="New account" name="moveConsumer" />}
      />
      <TextField
        size="small"
        label="Remarks"
        name="moveRemarks"
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
      />
      <Box>
        <Button onClick={() => void submit()} disabled={!consumer} loading={move.isPending}>
          Move the lifeline
        </Button>
      </Box>
    </Stack>
  );
}
