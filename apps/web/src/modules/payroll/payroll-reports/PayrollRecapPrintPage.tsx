import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
// /isd/hr/payroll-management/payrolls/:id?/print/recap: the payroll's recap per department and,
// as a second report (?report=deductions), its deductions per type for remittance. Both print
// with the print pack (signed by the payroll's sign-off) and export as .xlsx.
import Print from '@mui/icons-material/Print';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { exportDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-deduction-report';
import { exportPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-payroll-recap';
import { getDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-deduction-report';
import { getPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/get-payroll-recap';
import {
  DEDUCTION_PARTS,
  RECAP_AMOUNTS,
  RECAP_AMOUNT_LABELS,
  type RecapRow,
} from '@ilaw/contracts/payroll/payroll-reports/payroll-report';
import { PAYROLL_DOCUMENT_TYPE, PAYROLL_STATUS_LABELS, type Payroll } from '@ilaw/contracts/payroll/payrolls/payroll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { downloadFile } from '#web/shared/browser/download.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';

function filtersOf(p: Payroll) {
  return [
    { label: 'Payroll', value: p.name },
    { label: 'Period', value: `${formatDate(p.periodStart)} - ${formatDate(p.periodEnd)}` },
    { label: 'Pay date', value: formatDate(p.payDate) },
    { label: 'Status', value: PAYROLL_STATUS_LABELS[p.status] },
  ];
}

/** The sign-off as signed: the requester as "Prepared by", then each signature. */
function ExportXlsx({ run }: { run: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        run()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      Export to Excel
    </Button>
  );
}

function RecapTable({ rows, total }: { rows: RecapRow[]; total: RecapRow }) {
  return (
    <Table size="small" aria-label="Recap per department" sx={{ '& td, & th': { px: 0.75, fontSize: 12 } }}>
      <TableHead>
        <TableRow>
          <TableCell>Department</TableCell>
          <TableCell align="right">Employees</TableCell>
          {RECAP_AMOUNTS.map((k) => (
            <TableCell key={k} align="right">
              {RECAP_AMOUNT_LABELS[k]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...rows, total].map((r) => (
          <TableRow key={r.departmentName} sx={r === total ? { '& td': { fontWeight: 700 } } : undefined}>
            <TableCell>{r.departmentName}</TableCell>
            <TableCell align="right">{r.employees}</TableCell>
            {RECAP_AMOUNTS.map((k) => (
              <TableCell key={k} align="right">
                {formatPeso(r[k])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecapReport({ id }: { id: number }) {
  const recap = useQuery(endpointQuery(getPayrollRecapEndpoint, { params: { id } }));
  const signatories = useDocumentSignatories(PAYROLL_DOCUMENT_TYPE, id);
  const r = recap.data;
  if (!r) return null;
  return (
    <>
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
        <ExportXlsx run={() => downloadFile(exportPayrollRecapEndpoint, { params: { id } })} />
      </Stack>
      <ReportPrintPack
        title="Payroll recap per department"
        filters={filtersOf(r.payroll)}
        orientation="landscape"
        {...(signatories ? { signatories } : {})}
      >
        <RecapTable rows={r.departments} total={r.total} />
      </ReportPrintPack>
    </>
  );
}

function DeductionsReport({ id }: { id: number }) {
  const report = useQuery(endpointQuery(getDeductionReportEndpoint, { params: { id } }));
  const signatories = useDocumentSignatories(PAYROLL_DOCUMENT_TYPE, id);
  const r = report.data;
  if (!r) return null;
  return (
    <>
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
        <ExportXlsx run={() => downloadFile(exportDeductionReportEndpoint, { params: { id } })} />
      </Stack>
      <ReportPrintPack
        title="Deduction report for remittance"
        filters={filtersOf(r.payroll)}
        orientation="landscape"
        {...(signatories ? { signatories } : {})}
      >
        {r.sections.map((s) => {
          const parts = DEDUCTION_PARTS[s.type].parts;
          return (
            <Box key={s.type} sx={{ mb: 3, breakInside: 'avoid-page' }}>
              <Typography variant="h3" component="h3" sx={{ fontSize: 16, my: 1 }}>
                {s.title}
              </Typography>
              <Table size="small" aria-label={s.title} sx={{ '& td, & th': { fontSize: 12 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Employee</TableCell>
                    <TableCell>Department</TableCell>
                    {parts.map((p) => (
                      <TableCell key={p.key} align="right">
                        {p.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.rows.map((row) => (
                    <TableRow key={row.employeeCode}>
                      <TableCell>{`${row.employeeCode} ${row.employeeName}`}</TableCell>
                      <TableCell>{row.departmentName ?? '-'}</TableCell>
                      {parts.map((p) => (
                        <TableCell key={p.key} align="right">
                          {formatPeso(row.amounts[p.key] ?? '0')}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                    <TableCell>Total</TableCell>
                    <TableCell>{s.rows.length} employees</TableCell>
                    {parts.map((p) => (
                      <TableCell key={p.key} align="right">
                        {formatPeso(s.totals[p.key] ?? '0')}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          );
        })}
      </ReportPrintPack>
    </>
  );
}

export default function PayrollRecapPrintPage() {
  const id = Number(useParams()['id']);
  const [search, setSearch] = useSearchParams();
  const can = useCan();
  const report = search.get('report') === 'deductions' ? 'deductions' : 'recap';
  return (
    <ScreenAccess reads={getPayrollRecapEndpoint}>
      <Box component="main" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} className="no-print" sx={{ mb: 1, alignItems: 'center' }}>
          <Button component={RouterLink} to={`/isd/hr/payroll-management/payrolls/${id}`}>
            Back to the payroll
          </Button>
          <Tabs
            value={report}
            onChange={(_, v: string) => setSearch(v === 'recap' ? {} : { report: v }, { replace: true })}
          >
            <Tab value="recap" label="Recap per department" />
            {can(getDeductionReportEndpoint) && <Tab value="deductions" label="Deduction report" />}
          </Tabs>
        </Stack>
        {id > 0 && (report === 'recap' ? <RecapReport id={id} /> : <DeductionsReport id={id} />)}
      </Box>
    </ScreenAccess>
  );
}
