// My leave ledger: balances and lines with running balances per type, my applications, filing one
// and withdrawing a pending one.
import { formatDate } from '@ilaw/contracts/format';
import { myLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-my-leave-ledger';
import { myLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/list-my-leave-applications';
import {
  type LeaveApplicationRow,
  LEAVE_APPLICATION_SORT_COLUMNS,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import Add from '@mui/icons-material/Add';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { int } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { ApplicationDialog } from '../leave-applications/ApplicationDialog.tsx';
import { CancelApplicationDialog } from '../leave-applications/CancelApplicationDialog.tsx';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { applicationChipStatus, applicationStatusLabel, formatDays } from '../components/leave-labels.ts';
import { LEAVE_CARD_KEY, LeaveCardPrintView } from './LeaveCardPrintView.tsx';
import { LeaveLedgerView } from './LeaveLedgerView.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { FORM6_KEY, Form6PrintView } from '../leave-applications/print/Form6PrintView.tsx';

export default function MyLeaveLedgerPage() {
  const active = useActiveFiscalYearId();
  // The fiscal year is the ledger's; the page is that of my applications.
  const list = useListParams({
    filters: { fiscalYearId: int },
    defaults: { fiscalYearId: active },
    sortable: LEAVE_APPLICATION_SORT_COLUMNS,
  });
  const { fiscalYearId } = list.filters;
  const ledger = useQuery({
    ...endpointQuery(myLeaveLedgerEndpoint, { query: { fiscalYearId }, quietStatuses: [404] }),
    enabled: fiscalYearId !== undefined,
  });
  const applications = usePagedEndpoint(myLeaveApplicationsEndpoint, { query: list.query, quietStatuses: [404] });
  const [filing, setFiling] = useState(false);
  const [withdrawing, setWithdrawing] = useState<LeaveApplicationRow | null>(null);
  const notLinked = ledger.error instanceof ApiError && ledger.error.status === 404;
  const url = useUrlState();
  const form6 = url.num(FORM6_KEY);

  const columns: Column<LeaveApplicationRow>[] = [
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
      render: (a) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            color="inherit"
            startIcon={<PrintOutlined />}
            aria-label={`Form 6 of application from ${a.dateFrom}`}
            onClick={() => url.set({ [FORM6_KEY]: a.id }, true)}
          >
            Form 6
          </Button>
          {a.status === 0 && (
            <Button
              size="small"
              color="error"
              aria-label={`Withdraw application from ${a.dateFrom}`}
              onClick={() => setWithdrawing(a)}
            >
              Withdraw
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  if (form6 !== undefined)
    return <Form6PrintView id={form6} mine onBack={() => url.set({ [FORM6_KEY]: null }, true)} />;
  if (url.get(LEAVE_CARD_KEY) !== null)
    return <LeaveCardPrintView ledger={ledger.data} onBack={() => url.set({ [LEAVE_CARD_KEY]: null }, true)} />;
  return (
    <Box>
      <PageHeader
        title="Leave Ledger"
        subtitle="Your leave balances and every entry behind them."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FiscalYearSelect value={fiscalYearId} onChange={(id) => list.setFilter('fiscalYearId', id)} />
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              disabled={!ledger.data}
              onClick={() => url.set({ [LEAVE_CARD_KEY]: 1 }, true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Leave card
            </Button>
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
              {...list.table}
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
          }}
        />
      )}
    </Box>
  );
}
