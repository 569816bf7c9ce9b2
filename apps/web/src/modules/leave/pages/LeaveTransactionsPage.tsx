// Leave Transactions: applications (filter by status, employee and dates; approve or disapprove;
// cancel a pending one or reverse an approved one) and the ledger lines of every employee. Filters
// live in the URL query.
import { enumOptions } from '@ilaw/contracts/enums';
import { formatDate } from '@ilaw/contracts/format';
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import { decideLeaveApplicationEndpoint, LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE } from '@ilaw/contracts/leave/leave';
import {
  LEAVE_APPLICATION_STATUS,
  listLeaveApplicationsEndpoint,
  type LeaveApplicationRow,
} from '@ilaw/contracts/leave/leave-applications';
import { listLedgerTransactionsEndpoint, type LedgerTransaction } from '@ilaw/contracts/leave/ledger-lines';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { ApprovalStepLine } from '../../../shared/approvals/ApprovalParts.tsx';
import { useCurrentUser } from '../../../shared/auth/session.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { DataTable, usePaging, type Column } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';
import { ApplicationDialog } from '../components/ApplicationDialog.tsx';
import { CancelApplicationDialog } from '../components/CancelApplicationDialog.tsx';
import {
  applicationChipStatus,
  applicationStatusLabel,
  entryChipStatus,
  entryStatusLabel,
  formatDays,
  lineTypeLabel,
} from '../components/leave-labels.ts';

const num = (v: string | null) => {
  const n = Number(v);
  return v === null || v === '' || Number.isNaN(n) ? undefined : n;
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
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await callEndpoint(decideLeaveApplicationEndpoint, {
        params: { id: application.id },
        body: { approve, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) },
      });
      onDone();
    } catch {
      // The toast said why (already decided, closed year).
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={approve ? 'Approve leave application' : 'Disapprove leave application'}
      submitLabel={approve ? 'Approve' : 'Disapprove'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
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

export default function LeaveTransactionsPage() {
  const qc = useQueryClient();
  const user = useCurrentUser().data;
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'ledger' ? 'ledger' : 'applications';
  const status = num(params.get('status') ?? '0');
  const employeeId = num(params.get('employeeId'));
  const dateFrom = params.get('dateFrom') ?? undefined;
  const dateTo = params.get('dateTo') ?? undefined;
  const lineType = num(params.get('lineType'));
  const entryStatus = num(params.get('entryStatus'));
  const { paging, setPaging, resetPage } = usePaging();
  const setParam = (key: string, value: string | number | undefined) => {
    setParams(
      (p) => {
        if (value === undefined || value === '') p.delete(key);
        else p.set(key, String(value));
        return p;
      },
      { replace: true },
    );
    resetPage();
  };
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: { includeInactive: 'true' } }));
  const applications = useQuery({
    ...endpointQuery(listLeaveApplicationsEndpoint, { query: { ...paging, status, employeeId, dateFrom, dateTo } }),
    placeholderData: keepPreviousData,
    enabled: view === 'applications',
  });
  const lines = useQuery({
    ...endpointQuery(listLedgerTransactionsEndpoint, {
      query: { ...paging, employeeId, dateFrom, dateTo, lineType, status: entryStatus },
    }),
    placeholderData: keepPreviousData,
    enabled: view === 'ledger',
  });
  const [deciding, setDeciding] = useState<{ a: LeaveApplicationRow; approve: boolean } | null>(null);
  const [filing, setFiling] = useState(false);
  const [cancelling, setCancelling] = useState<LeaveApplicationRow | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['GET'] });

  const employeeLink = (id: number, code: string, name: string) => (
    <>
      <Link component={RouterLink} to={`/isd/hr/employees/${id}`}>
        {code}
      </Link>{' '}
      {name}
    </>
  );
  const applicationColumns: Column<LeaveApplicationRow>[] = [
    { key: 'employee', header: 'Employee', render: (a) => employeeLink(a.employeeId, a.employeeCode, a.employeeName) },
    { key: 'type', header: 'Type', render: (a) => a.leaveTypeCode },
    { key: 'from', header: 'From', render: (a) => formatDate(a.dateFrom) },
    { key: 'to', header: 'To', render: (a) => formatDate(a.dateTo) },
    { key: 'days', header: 'Days', align: 'right', render: (a) => formatDays(a.days) },
    { key: 'reason', header: 'Reason', render: (a) => a.reason },
    {
      key: 'status',
      header: 'Status',
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
          {(a.status === 0 || a.status === 1) && (
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
    { key: 'date', header: 'Date', render: (l) => formatDate(l.entryDate) },
    { key: 'employee', header: 'Employee', render: (l) => employeeLink(l.employeeId, l.employeeCode, l.employeeName) },
    { key: 'type', header: 'Type', render: (l) => l.leaveTypeCode },
    { key: 'line', header: 'Entry', render: (l) => lineTypeLabel(l.lineType) },
    {
      key: 'status',
      header: 'Status',
      render: (l) => <StatusChip status={entryChipStatus(l.status)} label={entryStatusLabel(l.status)} />,
    },
    { key: 'days', header: 'Days', align: 'right', render: (l) => formatDays(l.days) },
    { key: 'description', header: 'Description', render: (l) => l.description },
  ];
  const picked = employees.data?.find((e) => e.id === employeeId) ?? null;

  return (
    <Box>
      <PageHeader
        title="Leave Transactions"
        subtitle="Leave applications to act on, and every ledger entry."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
            File for an employee
          </Button>
        }
      />
      <Paper variant="outlined">
        <Tabs value={view} onChange={(_, v: string) => setParam('view', v === 'ledger' ? 'ledger' : undefined)}>
          <Tab value="applications" label="Applications" />
          <Tab value="ledger" label="Ledger transactions" />
        </Tabs>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
          {view === 'applications' ? (
            <TextField
              select
              size="small"
              fullWidth={false}
              label="Status"
              name="status"
              value={status === undefined ? 'all' : String(status)}
              onChange={(e) => setParam('status', e.target.value)}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="all">All</MenuItem>
              {enumOptions(LEAVE_APPLICATION_STATUS).map((o) => (
                <MenuItem key={o.value} value={String(o.value)}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <>
              <TextField
                select
                size="small"
                fullWidth={false}
                label="Entry"
                name="lineType"
                value={lineType === undefined ? '' : String(lineType)}
                onChange={(e) => setParam('lineType', e.target.value)}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">All</MenuItem>
                {enumOptions(LEAVE_LINE_TYPE).map((o) => (
                  <MenuItem key={o.value} value={String(o.value)}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                fullWidth={false}
                label="Status"
                name="entryStatus"
                value={entryStatus === undefined ? '' : String(entryStatus)}
                onChange={(e) => setParam('entryStatus', e.target.value)}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="">All</MenuItem>
                {enumOptions(LEAVE_ENTRY_STATUS).map((o) => (
                  <MenuItem key={o.value} value={String(o.value)}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <Autocomplete
            size="small"
            options={employees.data ?? []}
            value={picked}
            onChange={(_, v) => setParam('employeeId', v?.id)}
            getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(p) => <TextField {...p} label="Employee" name="employee" />}
            sx={{ width: 300 }}
          />
          <TextField
            size="small"
            fullWidth={false}
            type="date"
            label="From"
            name="dateFrom"
            value={dateFrom ?? ''}
            onChange={(e) => setParam('dateFrom', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            fullWidth={false}
            type="date"
            label="To"
            name="dateTo"
            value={dateTo ?? ''}
            onChange={(e) => setParam('dateTo', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {view === 'applications' ? (
          <DataTable
            caption="Leave applications"
            columns={applicationColumns}
            result={applications.data}
            loading={applications.isFetching}
            paging={paging}
            onPagingChange={setPaging}
            rowKey={(a) => a.id}
            emptyText="No leave applications match."
          />
        ) : (
          <DataTable
            caption="Ledger transactions"
            columns={lineColumns}
            result={lines.data}
            loading={lines.isFetching}
            paging={paging}
            onPagingChange={setPaging}
            rowKey={(l) => l.id}
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
            void refresh();
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
            void refresh();
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
            void refresh();
          }}
        />
      )}
    </Box>
  );
}
