// Leave Transactions: applications (filter by status, employee and dates; approve or disapprove;
// cancel a pending one or reverse an approved one) and the ledger lines of every employee. Filters,
// page and sort live in the URL query; a row opens its record (an application's Form 6, a line's
// employee ledger); each list exports the rows of its filter and sort.
import { enumOptions } from '@ilaw/contracts/enums';
import { formatDate } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import { cancelLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/cancel-leave-application';
import { createLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/create-leave-application';
import { decideLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/decide-leave-application';
import { LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE } from '@ilaw/contracts/leave/ledger/ledger-line';
import {
  LEAVE_APPLICATION_SORT_COLUMNS,
  LEAVE_APPLICATION_STATUS,
  type LeaveApplicationRow,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { exportLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/export-leave-applications';
import { exportLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/export-ledger-transactions';
import { listLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-leave-applications';
import {
  LEDGER_TRANSACTION_SORT_COLUMNS,
  listLedgerTransactionsEndpoint,
} from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { type LedgerTransaction } from '@ilaw/contracts/leave/ledger/ledger-line';
import Add from '@mui/icons-material/Add';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { int, isoDate, oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { DateRangeFilter } from '#web/shared/list/DateRangeFilter.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { FORM6_KEY, Form6PrintView } from '../leave-applications/print/Form6PrintView.tsx';
import { ApplicationDialog } from '../leave-applications/ApplicationDialog.tsx';
import { CancelApplicationDialog } from '../leave-applications/CancelApplicationDialog.tsx';
import {
  applicationChipStatus,
  applicationStatusLabel,
  entryChipStatus,
  entryStatusLabel,
  formatDays,
  lineTypeLabel,
} from '../components/leave-labels.ts';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

/** One set of filters for both views; `status` is the applications', `entryStatus` the ledger's. */
const FILTERS = {
  view: oneOf(['ledger']),
  status: int,
  employeeId: int,
  dateFrom: isoDate,
  dateTo: isoDate,
  lineType: int,
  entryStatus: int,
};

function DecisionDialog({
  application,
  approve,
  onClose,
  onDone,
}: {
  application: LeaveApplicationRow;
  approve: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [remarks, setRemarks] = useState('');
  const decide = useEndpointMutation(decideLeaveApplicationEndpoint, { invalidates: LEAVE_POSTING_READS });
  // A failure leaves the dialog open; the toast said why (already decided, closed year).
  const submit = () =>
    decide.mutate(
      {
        params: { id: application.id },
        body: { approve, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) },
      },
      { onSuccess: onDone },
    );
  return (
    <FormDialog
      open
      title={approve ? 'Approve leave application' : 'Disapprove leave application'}
      submitLabel={approve ? 'Approve' : 'Disapprove'}
      onClose={onClose}
      onSubmit={submit}
      submitting={decide.isPending}
    >
      <Typography sx={{ mb: 2 }}>
        {application.employeeName}: {formatDays(application.days)} day(s) of {application.leaveTypeName},{' '}
        {formatDate(application.dateFrom)} to {formatDate(application.dateTo)}.
        {approve && ' Days beyond the balance are posted without pay.'}
      </Typography>
      <TextField
        label="Remarks"
        name="remarks"
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        multiline
        minRows={2}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

function LeaveTransactionsPageScreen() {
  const can = useCan();
  const user = useCurrentUser().data;
  const url = useUrlState();
  const form6 = url.num(FORM6_KEY);
  // Two lists share this page's URL: the tab decides which columns `sort` may name (a tab change
  // clears the sort and the page).
  const view = url.get('view') === 'ledger' ? 'ledger' : 'applications';
  // Pending applications unless the URL says otherwise ('all' for every status).
  const list = useListParams<typeof FILTERS, string>({
    filters: FILTERS,
    defaults: { status: 0 },
    sortable: view === 'ledger' ? LEDGER_TRANSACTION_SORT_COLUMNS : LEAVE_APPLICATION_SORT_COLUMNS,
  });
  const { status, employeeId, dateFrom, dateTo, lineType, entryStatus } = list.filters;
  const setFilter = list.setFilter;
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: { includeInactive: 'true' } }));
  const sort = list.sortQuery;
  const applicationFilters = {
    status,
    employeeId,
    dateFrom,
    dateTo,
    ...(sort.sort !== undefined
      ? { sort: sort.sort as (typeof LEAVE_APPLICATION_SORT_COLUMNS)[number], order: sort.order }
      : {}),
  };
  const lineFilters = {
    employeeId,
    dateFrom,
    dateTo,
    lineType,
    status: entryStatus,
    ...(sort.sort !== undefined
      ? { sort: sort.sort as (typeof LEDGER_TRANSACTION_SORT_COLUMNS)[number], order: sort.order }
      : {}),
  };
  const paging = { page: list.query.page, itemsPerPage: list.query.itemsPerPage };
  const applications = usePagedEndpoint(listLeaveApplicationsEndpoint, {
    query: { ...paging, ...applicationFilters },
    enabled: view === 'applications',
  });
  const lines = usePagedEndpoint(listLedgerTransactionsEndpoint, {
    query: { ...paging, ...lineFilters },
    enabled: view === 'ledger',
  });
  /** The page's own address with `key` set: a row opens its record and Back returns to the list. */
  const hrefWith = (key: string, value: number) => {
    const next = new URLSearchParams(url.params);
    next.set(key, String(value));
    return `/isd/hr/employee-leaves/transactions?${next.toString()}`;
  };
  const [deciding, setDeciding] = useState<{ a: LeaveApplicationRow; approve: boolean } | null>(null);
  const [filing, setFiling] = useState(false);
  const [cancelling, setCancelling] = useState<LeaveApplicationRow | null>(null);

  const employeeLink = (id: number, code: string, name: string) => (
    <>
      <Link component={RouterLink} to={`/isd/hr/employees/${id}`}>
        {code}
      </Link>{' '}
      {name}
    </>
  );
  const applicationColumns: Column<LeaveApplicationRow>[] = [
    {
      key: 'employeeName',
      header: 'Employee',
      sortable: true,
      render: (a) => employeeLink(a.employeeId, a.employeeCode, a.employeeName),
    },
    { key: 'leaveTypeCode', header: 'Type', sortable: true, render: (a) => a.leaveTypeCode },
    { key: 'dateFrom', header: 'From', sortable: true, render: (a) => formatDate(a.dateFrom) },
    { key: 'to', header: 'To', render: (a) => formatDate(a.dateTo) },
    { key: 'days', header: 'Days', align: 'right', sortable: true, render: (a) => formatDays(a.days) },
    { key: 'reason', header: 'Reason', render: (a) => a.reason },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (a) => (
        <>
          <StatusChip status={applicationChipStatus(a.status)} label={applicationStatusLabel(a.status)} />
          <ApprovalStepLine approval={a.approval} />
        </>
      ),
    },
    {
      key: 'posted',
      header: 'Paid / without pay',
      align: 'right',
      render: (a) => (a.status === 1 ? `${formatDays(a.paidDays)} / ${formatDays(a.withoutPayDays)}` : '-'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (a) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          {a.status === 0 && a.approval?.canDecide === true && (
            <>
              <Button
                size="small"
                fullWidth={false}
                variant="contained"
                color="success"
                aria-label={`Approve application of ${a.employeeCode} from ${a.dateFrom}`}
                onClick={() => setDeciding({ a, approve: true })}
              >
                Approve
              </Button>
              <Button
                size="small"
                fullWidth={false}
                color="error"
                aria-label={`Disapprove application of ${a.employeeCode} from ${a.dateFrom}`}
                onClick={() => setDeciding({ a, approve: false })}
              >
                Disapprove
              </Button>
            </>
          )}
          {a.status === 0 && a.approval?.canDecide !== true && (
            <Typography variant="caption" color="text.secondary">
              {a.approval === null || a.approval.requestedById === user?.id
                ? 'Another signatory decides'
                : `Waiting for ${a.approval.currentSignatory ?? 'the next signatory'}`}
            </Typography>
          )}
          {a.status !== 0 && <span>{a.cancelReason ?? a.decisionRemarks ?? ''}</span>}
          <Button
            size="small"
            fullWidth={false}
            color="inherit"
            startIcon={<PrintOutlined />}
            aria-label={`Form 6 of application of ${a.employeeCode} from ${a.dateFrom}`}
            onClick={() => url.set({ [FORM6_KEY]: a.id }, true)}
          >
            Form 6
          </Button>
          {(a.status === 0 || a.status === 1) && can(cancelLeaveApplicationEndpoint) && (
            <Button
              size="small"
              fullWidth={false}
              color="inherit"
              aria-label={`${a.status === 1 ? 'Reverse' : 'Cancel'} application of ${a.employeeCode} from ${a.dateFrom}`}
              onClick={() => setCancelling(a)}
            >
              {a.status === 1 ? 'Reverse' : 'Cancel'}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  const lineColumns: Column<LedgerTransaction>[] = [
    { key: 'entryDate', header: 'Date', sortable: true, render: (l) => formatDate(l.entryDate) },
    {
      key: 'employeeName',
      header: 'Employee',
      sortable: true,
      render: (l) => employeeLink(l.employeeId, l.employeeCode, l.employeeName),
    },
    { key: 'leaveTypeCode', header: 'Type', sortable: true, render: (l) => l.leaveTypeCode },
    { key: 'lineType', header: 'Entry', sortable: true, render: (l) => lineTypeLabel(l.lineType) },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (l) => <StatusChip status={entryChipStatus(l.status)} label={entryStatusLabel(l.status)} />,
    },
    { key: 'days', header: 'Days', align: 'right', sortable: true, render: (l) => formatDays(l.days) },
    { key: 'description', header: 'Description', render: (l) => l.description },
  ];
  const picked = employees.data?.find((e) => e.id === employeeId) ?? null;
  if (form6 !== undefined)
    return <Form6PrintView id={form6} mine={false} onBack={() => url.set({ [FORM6_KEY]: null }, true)} />;

  return (
    <Box>
      <PageHeader
        title="Leave Transactions"
        subtitle="Leave applications to act on, and every ledger entry."
        actions={
          can(createLeaveApplicationEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              File for an employee
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: string) =>
            url.set({ view: v === 'ledger' ? 'ledger' : null, sort: null, order: null, page: null }, true)
          }
        >
          <Tab value="applications" label="Applications" />
          <Tab value="ledger" label="Ledger transactions" />
        </Tabs>
        <ListFilterBar>
          {view === 'applications' ? (
            <FilterSelect
              size="small"
              label="Status"
              name="status"
              value={status}
              onChange={(v) => setFilter('status', v)}
              options={enumOptions(LEAVE_APPLICATION_STATUS)}
              sx={{ minWidth: 150 }}
            />
          ) : (
            <>
              <FilterSelect
                size="small"
                label="Entry"
                name="lineType"
                value={lineType}
                onChange={(v) => setFilter('lineType', v)}
                options={enumOptions(LEAVE_LINE_TYPE)}
                sx={{ minWidth: 160 }}
              />
              <FilterSelect
                size="small"
                label="Status"
                name="entryStatus"
                value={entryStatus}
                onChange={(v) => setFilter('entryStatus', v)}
                options={enumOptions(LEAVE_ENTRY_STATUS)}
                sx={{ minWidth: 140 }}
              />
            </>
          )}
          <Autocomplete
            size="small"
            options={employees.data ?? []}
            value={picked}
            onChange={(_, v) => setFilter('employeeId', v?.id)}
            getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(p) => <TextField {...p} label="Employee" name="employee" />}
            sx={{ width: { xs: '100%', md: 300 } }}
          />
          <DateRangeFilter
            from={dateFrom}
            to={dateTo}
            onFromChange={(v) => setFilter('dateFrom', v)}
            onToChange={(v) => setFilter('dateTo', v)}
          />
          <Box sx={{ flexGrow: 1 }} />
          {view === 'applications' ? (
            <ExportButton endpoint={exportLeaveApplicationsEndpoint} query={applicationFilters} />
          ) : (
            <ExportButton endpoint={exportLedgerTransactionsEndpoint} query={lineFilters} />
          )}
        </ListFilterBar>
        {view === 'applications' ? (
          <DataTable
            caption="Leave applications"
            columns={applicationColumns}
            result={applications.data}
            loading={applications.isFetching}
            {...list.table}
            rowKey={(a) => a.id}
            rowHref={(a) => hrefWith(FORM6_KEY, a.id)}
            emptyText="No leave applications match."
          />
        ) : (
          <DataTable
            caption="Ledger transactions"
            columns={lineColumns}
            result={lines.data}
            loading={lines.isFetching}
            {...list.table}
            rowKey={(l) => l.id}
            rowHref={(l) => `/isd/hr/employees/${l.employeeId}?tab=Leave+Ledger`}
            emptyText="No ledger entries match."
          />
        )}
      </Paper>
      {deciding && (
        <DecisionDialog
          application={deciding.a}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onDone={() => {
            notify.success(deciding.approve ? 'The application was approved.' : 'The application was disapproved.');
            setDeciding(null);
          }}
        />
      )}
      {cancelling && (
        <CancelApplicationDialog
          application={cancelling}
          mine={false}
          onClose={() => setCancelling(null)}
          onDone={() => {
            notify.success(
              cancelling.status === 1
                ? 'The leave was reversed; the days are back on the ledger.'
                : 'The application was cancelled.',
            );
            setCancelling(null);
          }}
        />
      )}
      {filing && (
        <ApplicationDialog
          forEmployee
          onClose={() => setFiling(false)}
          onFiled={() => {
            setFiling(false);
            notify.success('The leave application was filed.');
          }}
        />
      )}
    </Box>
  );
}

/** Users who may not read listLeaveApplications see the no-access state instead (decision 015). */
export default function LeaveTransactionsPage() {
  return (
    <ScreenAccess reads={listLeaveApplicationsEndpoint}>
      <LeaveTransactionsPageScreen />
    </ScreenAccess>
  );
}
