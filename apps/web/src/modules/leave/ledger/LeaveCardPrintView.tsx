// The employee leave card in place of the ledger that opened it (?leaveCard=1 on the employee's
// Leave Ledger tab for HR, on /user/leave-ledger for the employee), printed with the print pack.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import { formatDate } from '@ilaw/contracts/format';
import type { LeaveLedger } from '@ilaw/contracts/leave/ledger/ledger-line';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { useFiscalYearOptions } from '#web/shared/reference/reference-data.ts';
import { formatDays } from '../components/leave-labels.ts';
import { leaveCardRows, type LeaveCardColumn } from './leave-card.ts';

/** The URL key that shows the leave card. */
export const LEAVE_CARD_KEY = 'leaveCard';

const PARTS: readonly [keyof LeaveCardColumn, string][] = [
  ['earned', 'Earned'],
  ['withPay', 'Abs. / Und. W/ Pay'],
  ['balance', 'Balance'],
  ['withoutPay', 'Abs. / Und. W/O Pay'],
];

const cellSx = { border: '1px solid', borderColor: 'text.primary', px: 0.75, py: 0.25, fontSize: 12 } as const;

export function LeaveCardPrintView({ ledger, onBack }: { ledger: LeaveLedger | undefined; onBack: () => void }) {
  const employee = ledger?.employee;
  const years = useFiscalYearOptions();
  const fiscalYear = years.data?.find((y) => y.id === ledger?.fiscalYearId)?.name ?? '';
  const rows = leaveCardRows(ledger?.lines ?? []);
  const days = (v: string) => (v === '0' ? '' : formatDays(v));
  return (
    <>
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!ledger}>
          Print
        </Button>
      </Stack>
      {!employee ? (
        <LinearProgress />
      ) : (
        <ReportPrintPack
          title="EMPLOYEE LEAVE CARD"
          filters={[
            { label: 'Employee', value: `${employee.code} - ${employee.name}` },
            { label: 'Fiscal year', value: fiscalYear },
          ]}
          orientation="landscape"
        >
          <Stack direction="row" spacing={4} sx={{ mb: 1, flexWrap: 'wrap' }} data-testid="leave-card-employee">
            <Typography variant="body2">
              Name: <strong>{employee.name}</strong>
            </Typography>
            <Typography variant="body2">
              Office: <strong>{employee.office || '-'}</strong>
            </Typography>
            <Typography variant="body2">
              Position: <strong>{employee.position || '-'}</strong>
            </Typography>
            <Typography variant="body2">
              First day of service: <strong>{formatDate(employee.dateHired)}</strong>
            </Typography>
          </Stack>
          <Table size="small" aria-label="Leave card" sx={{ '& td, & th': cellSx, borderCollapse: 'collapse' }}>
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2}>Period</TableCell>
                <TableCell rowSpan={2}>Particulars</TableCell>
                <TableCell colSpan={4} align="center">
                  Vacation Leave
                </TableCell>
                <TableCell colSpan={4} align="center">
                  Sick Leave
                </TableCell>
                <TableCell rowSpan={2}>Date and action taken on application for leave</TableCell>
              </TableRow>
              <TableRow>
                {[...PARTS, ...PARTS].map(([key, label], i) => (
                  <TableCell key={`${key}${i}`} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={11}>No vacation or sick leave entries in this fiscal year.</TableCell>
                </TableRow>
              )}
              {rows.map((r) => (
                <TableRow key={r.key} data-period={r.key}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.period}</TableCell>
                  <TableCell>
                    {r.particulars.map((p) => (
                      <div key={p}>{p}</div>
                    ))}
                  </TableCell>
                  {PARTS.map(([key]) => (
                    <TableCell key={`vl-${key}`} align="right" data-column={`vacation-${key}`}>
                      {key === 'balance' ? formatDays(r.vacation[key]) : days(r.vacation[key])}
                    </TableCell>
                  ))}
                  {PARTS.map(([key]) => (
                    <TableCell key={`sl-${key}`} align="right" data-column={`sick-${key}`}>
                      {key === 'balance' ? formatDays(r.sick[key]) : days(r.sick[key])}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ReportPrintPack>
      )}
    </>
  );
}
