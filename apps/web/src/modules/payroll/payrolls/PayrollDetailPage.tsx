// /isd/hr/payroll-management/payrolls/:id: a payroll's header, its generation (a job with
// progress), its sign-off (submit; the chain with its current step and history; approve or reject
// for the signatory of the step), and its lines with how every amount was reached.
import { formatDate, formatDateTime, formatPeso } from '@ilaw/contracts/format';
import { downloadOneTimeTemplateEndpoint } from '@ilaw/contracts/payroll/employee-items/download-one-time-template';
import { importOneTimeAmountsEndpoint } from '@ilaw/contracts/payroll/employee-items/import-one-time-amounts';
import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import { generatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/generate-payroll';
import { getPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/get-payroll';
import {
  PAYROLL_LINE_SORT_COLUMNS,
  listPayrollEmployeesEndpoint,
} from '@ilaw/contracts/payroll/payrolls/list-payroll-employees';
import { PAYROLL_STATUS_LABELS, type PayrollLine } from '@ilaw/contracts/payroll/payrolls/payroll';
import { submitPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/submit-payroll';
import { createAdjustmentPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-adjustment-payroll';
import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import { getPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-payslip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApprovalDecisionDialog, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { isFinished, jobPercent, useJob } from '#web/shared/jobs/use-job.ts';

function LineItems({ line }: { line: PayrollLine }) {
  return (
    <Table size="small" aria-label={`How the pay of ${line.employeeName} was reached`}>
      <TableBody>
        {line.items.map((i) => (
          <TableRow key={i.code}>
            <TableCell>{i.label}</TableCell>
            <TableCell>
              {i.kind === 'Deduction'
                ? 'less'
                : i.kind === 'Earning'
                  ? ''
                  : i.kind === 'CarriedOver'
                    ? 'carried over'
                    : 'employer'}
            </TableCell>
            <TableCell align="right">{formatPeso(i.amount)}</TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>{i.basis}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function PayrollDetailPage() {
  const id = Number(useParams()['id']);
  const payroll = useQuery(endpointQuery(getPayrollEndpoint, { params: { id } }));
  const list = useListParams({ filters: { search: text }, sortable: PAYROLL_LINE_SORT_COLUMNS });
  const lines = usePagedEndpoint(listPayrollEmployeesEndpoint, {
    params: { id },
    query: { ...list.query, ...list.filters },
  });
  const [jobId, setJobId] = useState<string | null>(null);
  const running = jobId ?? payroll.data?.generationJobId ?? null;
  const job = useJob(running);
  const invalidate = useInvalidateEndpoints();
  const [open, setOpen] = useState<string | null>(null);
  const generate = useEndpointMutation(generatePayrollEndpoint, { onSuccess: (r) => setJobId(r.jobId) });
  const submit = useEndpointMutation(submitPayrollEndpoint, {
    onSuccess: () => {
      notify.success('Submitted for approval.');
      void invalidate(getPayrollEndpoint);
    },
  });
  const [deciding, setDeciding] = useState<boolean | null>(null);
  const navigate = useNavigate();
  const adjust = useEndpointMutation(createAdjustmentPayrollEndpoint, {
    onSuccess: (created) => navigate(`/isd/hr/payroll-management/payrolls/${created.id}`),
  });
  const can = useCan();
  useEffect(() => {
    if (job.data && isFinished(job.data)) {
      if (job.data.status === 'failed') notify.error(job.data.error ?? 'The generation failed.');
      void invalidate(getPayrollEndpoint, listPayrollEmployeesEndpoint);
      setJobId(null);
    }
  }, [job.data, invalidate]);
  const p = payroll.data;
  const busy = running !== null && !isFinished(job.data);
  const columns: Column<PayrollLine>[] = [
    { key: 'employee', header: 'Employee', sortable: true, render: (l) => `${l.employeeCode} ${l.employeeName}` },
    { key: 'department', header: 'Department', sortable: true, render: (l) => l.departmentName ?? '-' },
    { key: 'basic', header: 'Basic', align: 'right', render: (l) => formatPeso(l.basicPay) },
    { key: 'grossPay', header: 'Gross', align: 'right', sortable: true, render: (l) => formatPeso(l.grossPay) },
    {
      key: 'totalDeductions',
      header: 'Deductions',
      align: 'right',
      sortable: true,
      render: (l) => formatPeso(l.totalDeductions),
    },
    { key: 'netPay', header: 'Net pay', align: 'right', sortable: true, render: (l) => formatPeso(l.netPay) },
    {
      key: 'how',
      header: '',
      align: 'right',
      render: (l) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setOpen(open === l.id ? null : l.id)}>
            {open === l.id ? 'Hide' : 'How'}
          </Button>
          {can(getPayslipEndpoint) && (
            <Button
              size="small"
              component={RouterLink}
              to={`/isd/hr/payroll-management/payrolls/${id}/${l.employeeId}/payslip`}
            >
              Payslip
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  const shown = lines.data?.data.find((l) => l.id === open) ?? null;
  return (
    <ScreenAccess reads={getPayrollEndpoint}>
      <Box>
        <PageHeader
          title={p?.name ?? 'Payroll'}
          subtitle={
            p
              ? `${p.payrollTypeName ?? ''} · ${formatDate(p.periodStart)} - ${formatDate(p.periodEnd)} · pay date ${formatDate(p.payDate)}`
              : undefined
          }
          actions={
            <>
              {p && p.employeeCount > 0 && can(getPayrollRecapEndpoint) && (
                <Button component={RouterLink} to={`/isd/hr/payroll-management/payrolls/${id}/print/recap`}>
                  Recap and deductions
                </Button>
              )}
              {p?.status === 'Posted' && can(createAdjustmentPayrollEndpoint) && (
                <Button
                  disabled={adjust.isPending}
                  onClick={() => void adjust.mutateAsync({ params: { id } })}
                  title="Corrections of a posted payroll go into an adjustment payroll"
                >
                  Adjustment payroll
                </Button>
              )}
              {p?.status === 'Draft' && can(generatePayrollEndpoint) && (
                <Button
                  variant={p.generatedAt ? 'outlined' : 'contained'}
                  disabled={busy || generate.isPending}
                  onClick={() => void generate.mutateAsync({ params: { id } })}
                >
                  {p.generatedAt ? 'Regenerate' : 'Generate'}
                </Button>
              )}
              {p?.status === 'Draft' && p.generatedAt !== null && p.employeeCount > 0 && can(submitPayrollEndpoint) && (
                <Button
                  variant="contained"
                  disabled={busy || submit.isPending}
                  onClick={() => void submit.mutateAsync({ params: { id } })}
                >
                  Submit for approval
                </Button>
              )}
              {p?.approval?.canDecide === true && (
                <>
                  <Button variant="contained" color="success" onClick={() => setDeciding(true)}>
                    Approve
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setDeciding(false)}>
                    Reject
                  </Button>
                </>
              )}
            </>
          }
        />
        {p && (
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
              <StatusChip status={p.status} label={PAYROLL_STATUS_LABELS[p.status]} />
              <Typography data-testid="payroll-employees">Employees: {p.employeeCount}</Typography>
              <Typography>Gross: {formatPeso(p.totalGross)}</Typography>
              <Typography>Deductions: {formatPeso(p.totalDeductions)}</Typography>
              <Typography data-testid="payroll-net">Net pay: {formatPeso(p.totalNet)}</Typography>
              <ApprovalStepLine approval={p.approval} />
              {p.adjustsPayrollId !== null && (
                <Typography>
                  Corrects{' '}
                  <RouterLink to={`/isd/hr/payroll-management/payrolls/${p.adjustsPayrollId}`}>
                    {p.adjustsPayrollName}
                  </RouterLink>
                </Typography>
              )}
              <Typography color="text.secondary">
                {p.generatedAt
                  ? `Generated ${formatDateTime(p.generatedAt)} by ${p.generatedByName ?? 'the system'}`
                  : 'Not generated yet'}
              </Typography>
            </Stack>
            {busy && (
              <Box sx={{ mt: 2 }} data-testid="generation-progress">
                <Typography variant="body2">Generating…</Typography>
                <LinearProgress
                  variant={jobPercent(job.data) === null ? 'indeterminate' : 'determinate'}
                  value={jobPercent(job.data) ?? 0}
                />
              </Box>
            )}
          </Paper>
        )}
        {p?.status === 'Draft' && can(importOneTimeAmountsEndpoint) && (
          <ImportPanel
            endpoint={importOneTimeAmountsEndpoint}
            call={{ params: { id } }}
            template={{
              endpoint: downloadOneTimeTemplateEndpoint,
              call: { params: { id } },
              label: 'One-time amounts template',
            }}
            invalidates={[getPayrollEndpoint, listEmployeeItemsEndpoint]}
            fileLabel="One-time amounts file"
            disabled={busy}
          >
            <Typography variant="body2">
              One-time earnings and deductions of this payroll (a salary differential, a cash advance): fill the
              template&apos;s <strong>Earning or Deduction</strong>, <strong>Description</strong> and{' '}
              <strong>Amount</strong>, import it, then generate the payroll again.
            </Typography>
          </ImportPanel>
        )}
        {deciding !== null && p?.approval && (
          <ApprovalDecisionDialog
            requestId={p.approval.requestId}
            approve={deciding}
            title={deciding ? `Approve ${p.name}` : `Reject ${p.name}`}
            onClose={() => setDeciding(null)}
            onSaved={() => {
              setDeciding(null);
              notify.success(deciding ? 'Signed.' : 'Rejected: the payroll is back to draft.');
              void invalidate(getPayrollEndpoint);
            }}
          />
        )}
        <Paper variant="outlined">
          <Box sx={{ p: 2 }}>
            <SearchField
              placeholder="Name or employee ID"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
          </Box>
          <DataTable
            columns={columns}
            result={lines.data}
            loading={lines.isFetching}
            {...list.table}
            rowKey={(l) => l.id}
            caption="Payroll lines"
            emptyText="No lines: generate the payroll."
          />
          {shown && (
            <Box sx={{ p: 2 }}>
              <Typography variant="h3" component="h2" gutterBottom>
                {shown.employeeName}: how the pay was reached
              </Typography>
              <LineItems line={shown} />
            </Box>
          )}
        </Paper>
      </Box>
    </ScreenAccess>
  );
}
