// /data-privacy/users-agreements (Admin): the agreement versions and who accepted which, the log
// of access to sensitive personal data, and the breach register with its 72-hour deadline.
import {
  SENSITIVE_KINDS,
  SENSITIVE_KIND_LABELS,
  breachFieldsSchema,
  publishAgreementBody,
  type Breach,
  type BreachFields,
} from '@ilaw/contracts/privacy/agreement';
import { createBreachEndpoint } from '@ilaw/contracts/privacy/create-breach';
import { listAcceptancesEndpoint } from '@ilaw/contracts/privacy/list-acceptances';
import { listAccessLogEndpoint } from '@ilaw/contracts/privacy/list-access-log';
import { listAgreementsEndpoint } from '@ilaw/contracts/privacy/list-agreements';
import { listBreachesEndpoint } from '@ilaw/contracts/privacy/list-breaches';
import { publishAgreementEndpoint } from '@ilaw/contracts/privacy/publish-agreement';
import { updateBreachEndpoint } from '@ilaw/contracts/privacy/update-breach';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { DialogListSection } from '#web/shared/crud/DialogListSection.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { DateField } from '#web/shared/forms/DateField.tsx';

const TABS = ['agreements', 'acceptances', 'access-log', 'breaches'] as const;
type TabKey = (typeof TABS)[number];

export default function UsersAgreementsPage() {
  const url = useUrlState();
  const raw = url.get('tab');
  const tab: TabKey = TABS.find((t) => t === raw) ?? 'agreements';
  return (
    <ScreenAccess reads={listAgreementsEndpoint}>
      <Box>
        <PageHeader
          title="Users Agreement"
          subtitle="The data privacy agreement every user accepts at sign-in, who accepted it, reads of sensitive personal data, and breaches."
        />
        <Tabs
          value={tab}
          onChange={(_, v: TabKey) =>
            url.set({ tab: v === 'agreements' ? null : v, page: null, rows: null, search: null }, true)
          }
          variant="scrollable"
          sx={{ mb: 1 }}
        >
          <Tab value="agreements" label="Agreement versions" />
          <Tab value="acceptances" label="Acceptances" />
          <Tab value="access-log" label="Sensitive data access" />
          <Tab value="breaches" label="Breach register" />
        </Tabs>
        {tab === 'agreements' && <AgreementsTab />}
        {tab === 'acceptances' && <AcceptancesTab />}
        {tab === 'access-log' && <AccessLogTab />}
        {tab === 'breaches' && <BreachesTab />}
      </Box>
    </ScreenAccess>
  );
}

function AgreementsTab() {
  const rows = useQuery(endpointQuery(listAgreementsEndpoint));
  return (
    <DialogListSection
      addLabel="Publish a new version"
      caption="Agreement versions"
      rows={rows.data?.items}
      loading={rows.isFetching}
      rowKey={(a) => a.version}
      emptyText="No agreement has been published: users are not asked to accept one."
      // Versions are never edited: the dialog only publishes the next one.
      columns={[
        { key: 'version', header: 'Version', render: (a) => (a.current ? `${a.version} (current)` : a.version) },
        { key: 'title', header: 'Title', render: (a) => a.title, phone: 'title' },
        {
          key: 'published',
          header: 'Published',
          render: (a) => `${formatDateTime(a.publishedAt)} by ${a.publishedBy}`,
        },
        { key: 'accepted', header: 'Accepted by', align: 'right', render: (a) => a.acceptances },
      ]}
      dialog={(_, close) => <PublishDialog onClose={close} />}
    />
  );
}

function PublishDialog({ onClose }: { onClose: () => void }) {
  const form = useForm(publishAgreementBody, { title: '', body: '' });
  const publish = useEndpointMutation(publishAgreementEndpoint, {
    invalidates: [listAgreementsEndpoint, listAcceptancesEndpoint],
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => publish.mutateAsync({ body }),
    (saved) => {
      notify.success(`Version ${saved.version} was published; users accept it at their next sign-in.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title="Publish a new agreement version"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Publish"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField {...form.text('title')} label="Title" required fullWidth autoFocus />
        <TextField {...form.text('body')} label="Agreement text" required fullWidth multiline minRows={10} />
      </Stack>
    </FormDialog>
  );
}

function AcceptancesTab() {
  const list = useListParams({ filters: { search: text, pending: int } });
  const rows = usePagedEndpoint(listAcceptancesEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.search === undefined ? {} : { search: list.filters.search }),
      ...(list.filters.pending === 1 ? { pendingOnly: 'true' as const } : {}),
    },
  });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <SearchField value={list.filters.search} onChange={(v) => list.setFilter('search', v)} label="Search users" />
        <FilterSelect
          label="Show"
          name="pending"
          value={list.filters.pending}
          allLabel="Every user"
          options={[{ value: 1, label: 'Not yet accepted the current version' }]}
          onChange={(v) => list.setFilter('pending', v)}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption="Acceptances"
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(r) => r.userId}
          columns={[
            { key: 'user', header: 'User', render: (r) => `${r.fullName} (${r.username})`, phone: 'title' },
            { key: 'department', header: 'Department', render: (r) => r.departmentName ?? '-' },
            { key: 'version', header: 'Version accepted', render: (r) => r.version ?? 'None' },
            { key: 'at', header: 'Accepted', render: (r) => (r.acceptedAt ? formatDateTime(r.acceptedAt) : '-') },
            {
              key: 'current',
              header: 'Current version',
              render: (r) => <StatusChip status={r.acceptedCurrent ? 'Accepted' : 'Pending'} />,
            },
          ]}
        />
      </Paper>
    </>
  );
}

function AccessLogTab() {
  const list = useListParams({ filters: { search: text, kind: oneOf(SENSITIVE_KINDS) } });
  const rows = usePagedEndpoint(listAccessLogEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.search === undefined ? {} : { search: list.filters.search }),
      ...(list.filters.kind === undefined ? {} : { kind: list.filters.kind }),
    },
  });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search user or employee"
        />
        <FilterSelect
          label="Data"
          name="kind"
          value={list.filters.kind}
          options={SENSITIVE_KINDS.map((k) => ({ value: k, label: SENSITIVE_KIND_LABELS[k] }))}
          onChange={(v) => list.setFilter('kind', v)}
        />
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption="Sensitive data access"
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          emptyText="No sensitive personal data has been read."
          columns={[
            { key: 'at', header: 'When', render: (r) => formatDateTime(r.at) },
            { key: 'user', header: 'Read by', render: (r) => r.user, phone: 'title' },
            { key: 'kind', header: 'Data', render: (r) => SENSITIVE_KIND_LABELS[r.kind] },
            { key: 'subject', header: 'Whose', render: (r) => r.subject ?? '-' },
            { key: 'detail', header: 'Detail', render: (r) => r.detail },
            { key: 'ip', header: 'IP address', render: (r) => r.ipAddress ?? '-' },
          ]}
        />
      </Paper>
    </>
  );
}

const localTime = (iso: string) => iso.replace('T', ' ');

function BreachesTab() {
  const rows = useQuery(endpointQuery(listBreachesEndpoint));
  return (
    <DialogListSection
      addLabel="Record a breach"
      caption="Breach register"
      rows={rows.data?.items}
      loading={rows.isFetching}
      rowKey={(b) => b.id}
      emptyText="No breach has been recorded."
      opener={{ key: 'no', header: 'Breach no.', label: (b) => b.breachNo }}
      columns={[
        { key: 'discovered', header: 'Discovered', render: (b) => localTime(b.discoveredAt) },
        { key: 'data', header: 'Data involved', render: (b) => b.dataInvolved },
        { key: 'subjects', header: 'Data subjects', align: 'right', render: (b) => b.subjectsAffected },
        { key: 'by', header: 'Notify by', render: (b) => localTime(b.notifyBy) },
        { key: 'deadline', header: '72-hour deadline', render: (b) => <StatusChip status={b.deadline} /> },
        { key: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
      ]}
      dialog={(breach, close) => <BreachDialog breach={breach} onClose={close} />}
    />
  );
}

function BreachDialog({ breach, onClose }: { breach: Breach | null; onClose: () => void }) {
  const initial: BreachFields = breach
    ? {
        discoveredAt: breach.discoveredAt,
        description: breach.description,
        dataInvolved: breach.dataInvolved,
        subjectsAffected: String(breach.subjectsAffected),
        measures: breach.measures ?? '',
        commissionNotifiedAt: breach.commissionNotifiedAt ?? '',
        subjectsNotifiedAt: breach.subjectsNotifiedAt ?? '',
        status: breach.status,
      }
    : {
        discoveredAt: '',
        description: '',
        dataInvolved: '',
        subjectsAffected: '',
        measures: '',
        commissionNotifiedAt: '',
        subjectsNotifiedAt: '',
        status: 'Open',
      };
  const form = useForm(breachFieldsSchema, initial);
  const create = useEndpointMutation(createBreachEndpoint, { invalidates: [listBreachesEndpoint] });
  const update = useEndpointMutation(updateBreachEndpoint, { invalidates: [listBreachesEndpoint] });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => (breach ? update.mutateAsync({ params: { id: breach.id }, body }) : create.mutateAsync({ body })),
    (saved) => {
      notify.success(
        breach
          ? `${saved.breachNo} was saved.`
          : `${saved.breachNo} was recorded; notify by ${localTime(saved.notifyBy)}.`,
      );
      onClose();
    },
  );
  const time = (
    name: 'discoveredAt' | 'commissionNotifiedAt' | 'subjectsNotifiedAt',
    label: string,
    required = false,
  ) => <DateField {...form.text(name)} label={label} type="datetime-local" required={required} fullWidth />;
  return (
    <FormDialog
      open
      title={breach ? `Breach ${breach.breachNo}` : 'Record a personal data breach'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        {time('discoveredAt', 'Discovered', true)}
        <TextField {...form.text('description')} label="What happened" required fullWidth multiline minRows={2} />
        <TextField {...form.text('dataInvolved')} label="Personal data involved" required fullWidth />
        <TextField
          {...form.text('subjectsAffected')}
          label="Data subjects affected"
          required
          fullWidth
          inputMode="numeric"
        />
        <TextField {...form.text('measures')} label="Measures taken" fullWidth multiline minRows={2} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {time('commissionNotifiedAt', 'NPC notified')}
          {time('subjectsNotifiedAt', 'Data subjects notified')}
        </Stack>
        <TextField
          select
          name="status"
          label="Status"
          value={form.values.status}
          onChange={(e) => form.set('status', e.target.value === 'Closed' ? 'Closed' : 'Open')}
          helperText=" "
        >
          <MenuItem value="Open">Open</MenuItem>
          <MenuItem value="Closed">Closed</MenuItem>
        </TextField>
      </Stack>
    </FormDialog>
  );
}
