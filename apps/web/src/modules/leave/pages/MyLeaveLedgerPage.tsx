// My leave ledger: balances and lines with running balances per type, my applications, filing one
// and withdrawing a pending one.
import { formatDate } from '@ilaw/contracts/format';
import { myLeaveLedgerEndpoint } from '@ilaw/contracts/leave/leave';
import { myLeaveApplicationsEndpoint, type LeaveApplicationRow } from '@ilaw/contracts/leave/leave-applications';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { DataTable, usePaging, type Column } from '../../../shared/ui/DataTable.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ApprovalStepLine } from '../../../shared/approvals/ApprovalParts.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';
import { ApplicationDialog } from '../components/ApplicationDialog.tsx';
import { CancelApplicationDialog } from '../components/CancelApplicationDialog.tsx';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { applicationChipStatus, applicationStatusLabel, formatDays } from '../components/leave-labels.ts';
import { LeaveLedgerView } from '../components/LeaveLedgerView.tsx';

export default function MyLeaveLedgerPage() {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const active = useActiveFiscalYearId();
  const fiscalYearId = Number(params.get('fiscalYearId')) || active;
  const ledger = useQuery({
    ...endpointQuery(myLeaveLedgerEndpoint, { query: { fiscalYearId }, quietStatuses: [404] }),
    enabled: fiscalYearId !== undefined,
  });
  const { paging, setPaging } = usePaging();
  const applications = useQuery({
    ...endpointQuery(myLeaveApplicationsEndpoint, { query: paging, quietStatuses: [404] }),
    placeholderData: keepPreviousData,
  });
  const [filing, setFiling] = useState(false);
  const [withdrawing, setWithdrawing] = useState<LeaveApplicationRow | null>(null);
  const notLinked = ledger.error instanceof ApiError && ledger.error.status === 404;

  const columns: Column<LeaveApplicationRow>[] = [
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
      key: 'unpaid',
      header: 'Without pay',
      align: 'right',
      render: (a) => (a.withoutPayDays === '0' ? '-' : formatDays(a.withoutPayDays)),
    },
    { key: 'remarks', header: 'Remarks', render: (a) => a.cancelReason ?? a.decisionRemarks ?? '' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (a) =>
        a.status === 0 ? (
          <Button
            size="small"
            color="error"
            aria-label={`Withdraw application from ${a.dateFrom}`}
            onClick={() => setWithdrawing(a)}
          >
            Withdraw
          </Button>
        ) : null,
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Leave Ledger"
        subtitle="Your leave balances and every entry behind them."
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FiscalYearSelect
              value={fiscalYearId}
              onChange={(id) => setParams((p) => (p.set('fiscalYearId', String(id)), p), { replace: true })}
            />
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setFiling(true)}
              disabled={notLinked}
              sx={{ whiteSpace: 'nowrap' }}
            >
              File leave
            </Button>
          </Stack>
        }
      />
      {notLinked ? (
        <Alert severity="info">Your account is not linked to an employee record. Please ask HR to link it.</Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <LeaveLedgerView ledger={ledger.data} loading={ledger.isFetching} />
          </Paper>
          <Paper variant="outlined">
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              My applications
            </Typography>
            <DataTable
              caption="My applications"
              columns={columns}
              result={applications.data}
              loading={applications.isFetching}
              paging={paging}
              onPagingChange={setPaging}
              rowKey={(a) => a.id}
              emptyText="You have not filed any leave application."
            />
          </Paper>
        </Stack>
      )}
      {filing && (
        <ApplicationDialog
          forEmployee={false}
          onClose={() => setFiling(false)}
          onFiled={() => {
            setFiling(false);
            notify.success('Your leave application was filed. HR will act on it.');
            void qc.invalidateQueries({ queryKey: ['GET', myLeaveApplicationsEndpoint.path] });
          }}
        />
      )}
      {withdrawing && (
        <CancelApplicationDialog
          application={withdrawing}
          mine
          onClose={() => setWithdrawing(null)}
          onDone={() => {
            setWithdrawing(null);
            notify.success('Your leave application was withdrawn.');
            void qc.invalidateQueries({ queryKey: ['GET', myLeaveApplicationsEndpoint.path] });
          }}
        />
      )}
    </Box>
  );
}
