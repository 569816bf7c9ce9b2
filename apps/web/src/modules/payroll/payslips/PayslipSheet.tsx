// One payslip: the payroll, the employee as paid, every earning and deduction with how it was
// reached, the employer's shares, and the net pay. Used by the staff print and the employee's own.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import type { Payslip } from '@ilaw/contracts/payroll/payslips/payslip';
import type { PayrollLineItem } from '@ilaw/contracts/payroll/payrolls/payroll';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

function ItemRows({ title, items }: { title: string; items: PayrollLineItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <TableRow>
        <TableCell colSpan={3} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
          {title}
        </TableCell>
      </TableRow>
      {items.map((i) => (
        <TableRow key={i.code}>
          <TableCell>{i.label}</TableCell>
          <TableCell align="right">{formatPeso(i.amount)}</TableCell>
          <TableCell sx={{ color: 'text.secondary', fontSize: 12 }}>{i.basis}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

export function PayslipSheet({ slip }: { slip: Payslip }) {
  const l = slip.line;
  const of = (kind: PayrollLineItem['kind']) => l.items.filter((i) => i.kind === kind);
  return (
    <Box data-testid="payslip" sx={{ maxWidth: 900 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5, mb: 2, fontSize: 14 }}>
        <div>
          Employee: <strong data-testid="payslip-employee">{`${l.employeeCode} ${l.employeeName}`}</strong>
        </div>
        <div>Department: {l.departmentName ?? '-'}</div>
        <div>
          Payroll: <strong>{slip.payrollName}</strong>
        </div>
        <div>
          Period: {formatDate(slip.periodStart)} - {formatDate(slip.periodEnd)}
        </div>
        <div>Pay date: {formatDate(slip.payDate)}</div>
        <div>
          {l.salaryType === 1 ? 'Daily rate' : 'Monthly salary'}: {formatPeso(l.salaryAmount)}
        </div>
      </Box>
      <Table size="small" aria-label="Earnings and deductions">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>How it was reached</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <ItemRows title="Earnings" items={of('Earning')} />
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Gross pay</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPeso(l.grossPay)}
            </TableCell>
            <TableCell />
          </TableRow>
          <ItemRows title="Deductions" items={of('Deduction')} />
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total deductions</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPeso(l.totalDeductions)}
            </TableCell>
            <TableCell />
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 700, fontSize: 16 }}>Net pay</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontSize: 16 }} data-testid="payslip-net">
              {formatPeso(l.netPay)}
            </TableCell>
            <TableCell />
          </TableRow>
          <ItemRows title="Carried over to a later payroll" items={of('CarriedOver')} />
          <ItemRows title="Paid by the employer (not deducted)" items={of('EmployerShare')} />
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Days paid {l.timeSummary.paidDays} · absent {l.timeSummary.absentDays} · late {l.timeSummary.tardyMinutes} min ·
        undertime {l.timeSummary.undertimeMinutes} min · overtime {l.timeSummary.overtimeMinutes} min
        {l.timeSummary.nightMinutes ? ` · night ${l.timeSummary.nightMinutes} min` : ''}
      </Typography>
    </Box>
  );
}
