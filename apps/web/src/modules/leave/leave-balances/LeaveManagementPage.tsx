// Employee Leaves: every employee's balance per leave type for a fiscal year; open a ledger;
// grant the annual leave types; close the fiscal year (carries balances into the next one).
import { formatCount, formatDate, formatDateTime, formatNumber } from '@ilaw/contracts/format';
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import { exportLeaveBalancesEndpoint } from '@ilaw/contracts/leave/leave-balances/export-leave-balances';
import { closeLeaveFiscalYearEndpoint } from '@ilaw/contracts/leave/fiscal-year-closings/close-leave-fiscal-year';
import { grantAnnualLeaveEndpoint } from '@ilaw/contracts/leave/annual-grants/grant-annual-leave';
import { listLeaveClosingsEndpoint } from '@ilaw/contracts/leave/fiscal-year-closings/list-leave-closings';
import {
  LEAVE_BALANCE_SORT_COLUMNS,
  listLeaveBalancesEndpoint,
} from '@ilaw/contracts/leave/leave-balances/list-leave-balances';
import { type EmployeeBalancesRow } from '@ilaw/contracts/leave/leave-balances/leave-balance';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import LockClock from '@mui/icons-material/LockClock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { int, text } from '#web/shared/list/list-params.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { useFiscalYearOptions, useLeaveTypeOptions } from '#web/shared/reference/reference-data.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { formatDays } from '../components/leave-labels.ts';
import { LeaveLedgerView } from '../ledger/LeaveLedgerView.tsx';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

function LedgerDialog({
  employee,
  fiscalYearId,
  onClose,
}: {
  employee: EmployeeBalancesRow;
  fiscalYearId: number;
  onClose: () => void;
}) {
  const ledger = useQuery(
    endpointQuery(employeeLeaveLedgerEndpoint, {
      params: { employeeId: employee.employeeId },
      query: { fiscalYearId },
    }),
  );
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="ledger-title">
      <DialogTitle id="ledger-title">
        Leave ledger of {employee.employeeName} ({employee.employeeCode})
      </DialogTitle>
      <DialogContent dividers>
        <LeaveLedgerView ledger={ledger.data} loading={ledger.isFetching} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/isd/hr/employees/${employee.employeeId}`}>
          Employee page
        </Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LeaveManagementPageScreen() {
  const can = useCan();
  const active = useActiveFiscalYearId();
  const list = useListParams({
    filters: { fiscalYearId: int, search: text },
    defaults: { fiscalYearId: active },
    sortable: LEAVE_BALANCE_SORT_COLUMNS,
  });
  const { fiscalYearId, search } = list.filters;
  const years = useFiscalYearOptions();
  const year = years.data?.find((y) => y.id === fiscalYearId);
  const balances = usePagedEndpoint(listLeaveBalancesEndpoint, {
    query: { ...list.query, fiscalYearId, search },
    enabled: fiscalYearId !== undefined,
  });
  const types = useLeaveTypeOptions();
  const closings = useQuery(endpointQuery(listLeaveClosingsEndpoint));
  const closing = closings.data?.find((c) => c.fiscalYearId === fiscalYearId);
  const [open, setOpen] = useState<EmployeeBalancesRow | null>(null);
  const [confirm, setConfirm] = useState<'grant' | 'close' | null>(null);
  const grant = useEndpointMutation(grantAnnualLeaveEndpoint, { invalidates: LEAVE_POSTING_READS });
  const close = useEndpointMutation(closeLeaveFiscalYearEndpoint, { invalidates: LEAVE_POSTING_READS });

  // Types that hold balances: earned monthly or yearly.
  const shown = (types.data ?? []).filter((t) => t.earningRule !== 'None');
  const columns: Column<EmployeeBalancesRow>[] = [
    {
      key: 'employeeCode',
      header: 'Employee',
      sortable: true,
      render: (r) => (
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(r)}
          aria-label={`Open the ledger of ${r.employeeCode}`}
        >
          {r.employeeCode}
        </Link>
      ),
    },
    { key: 'employeeName', header: 'Name', sortable: true, render: (r) => r.employeeName },
    { key: 'departmentName', header: 'Department', sortable: true, render: (r) => r.departmentName ?? '-' },
    ...shown.map((t): Column<EmployeeBalancesRow> => ({
      key: `type-${t.id}`,
      header: t.code,
      align: 'right',
      render: (r) => <span data-type={t.code}>{formatDays(r.balances[String(t.id)] ?? '0')}</span>,
    })),
    {
      key: 'unpaid',
      header: 'Without pay',
      align: 'right',
      render: (r) => (r.withoutPay === '0' ? '-' : formatDays(r.withoutPay)),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Employee Leaves"
        subtitle="Balances per leave type; open an employee to see the ledger behind them."
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FiscalYearSelect value={fiscalYearId} onChange={(id) => list.setFilter('fiscalYearId', id)} />
            <ExportButton endpoint={exportLeaveBalancesEndpoint} query={{ ...list.sortQuery, fiscalYearId, search }} />
            {can(grantAnnualLeaveEndpoint) && (
              <Button
                sx={{ whiteSpace: 'nowrap' }}
                startIcon={<CardGiftcard />}
                onClick={() => setConfirm('grant')}
                disabled={!year || !!closing}
              >
                Grant annual leave
              </Button>
            )}
            {can(closeLeaveFiscalYearEndpoint) && (
              <Button
                color="warning"
                variant="outlined"
                startIcon={<LockClock />}
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => setConfirm('close')}
                disabled={!year || !!closing}
              >
                Close fiscal year
              </Button>
            )}
          </Stack>
        }
      />
      {closing && (
        <Alert severity="info" sx={{ mb: 2 }} icon={<LockClock />}>
          {closing.fiscalYearName} was closed on {formatDateTime(closing.closedAt)}; its balances were carried into{' '}
          {closing.nextFiscalYearName}. <StatusChip status="locked" label="Closed" />
        </Alert>
      )}
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Name or employee ID"
            size="small"
            value={search}
            onChange={(v) => list.setFilter('search', v)}
          />
        </ListFilterBar>
        <DataTable
          caption="Employee leave balances"
          columns={columns}
          result={balances.data}
          loading={balances.isFetching}
          {...list.table}
          rowKey={(r) => r.employeeId}
          rowHref={(r) => `/isd/hr/employees/${r.employeeId}?tab=Leave+Ledger`}
          emptyText="No employees match."
        />
      </Paper>
      {open && fiscalYearId !== undefined && (
        <LedgerDialog employee={open} fiscalYearId={fiscalYearId} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={confirm === 'grant'}
        title="Grant annual leave"
        message={`Credit the annual leave types (${
          (types.data ?? [])
            .filter((t) => t.earningRule === 'Annual')
            .map((t) => `${t.code} ${formatDays(t.annualCredit)} days`)
            .join(', ') || 'none'
        }) for ${year?.name ?? ''} to every active employee who has not had them yet?`}
        confirmLabel="Grant"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (fiscalYearId === undefined) return;
          const r = await grant.mutateAsync({ body: { fiscalYearId } });
          notify.success(
            r.granted === 0
              ? "Everyone already has this year's annual leave."
              : `${formatCount(r.granted, 'annual grant')} posted.`,
          );
        }}
      />
      <ConfirmDialog
        open={confirm === 'close'}
        title={`Close ${year?.name ?? 'the fiscal year'}`}
        message={`Post every employee's closing balance as of ${formatDate(year?.endDate)}, carry the balances of leave types that carry over into the next fiscal year, and grant its annual leave? ${year?.name ?? 'The year'} will accept no more leave postings. This is done once.`}
        danger
        confirmLabel="Close the year"
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (fiscalYearId === undefined) return;
          const r = await close.mutateAsync({ body: { fiscalYearId } });
          notify.success(
            `${r.fiscalYearName} closed: ${formatCount(r.closingLines, 'closing balance')}, ${formatNumber(r.openingLines, 0)} carried into ${r.nextFiscalYearName}` +
              (r.openingsKept > 0 ? ` (${formatCount(r.openingsKept, 'opening')} already there kept)` : '') +
              `, ${formatCount(r.annualGrants, 'annual grant')}.`,
          );
        }}
      />
    </Box>
  );
}

/** Users who may not read listLeaveBalances see the no-access state instead (decision 015). */
export default function LeaveManagementPage() {
  return (
    <ScreenAccess reads={listLeaveBalancesEndpoint}>
      <LeaveManagementPageScreen />
    </ScreenAccess>
  );
}
