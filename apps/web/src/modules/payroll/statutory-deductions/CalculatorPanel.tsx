// The contribution calculator (issue 13 item 2): the statutory deductions of a monthly basic salary
// on a date, from the tables in force then.
import { getStatutoryDeductionsEndpoint } from '@ilaw/contracts/payroll/statutory-deductions/get-statutory-deductions';
import { formatPeso, todayInManila } from '@ilaw/contracts/format';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';

export function CalculatorPanel() {
  const [monthlyBasic, setMonthlyBasic] = useState('25000.00');
  const [date, setDate] = useState(todayInManila());
  const [asked, setAsked] = useState<{ monthlyBasic: string; date: string } | null>(null);
  const result = useQuery({
    ...endpointQuery(getStatutoryDeductionsEndpoint, { query: asked ?? { monthlyBasic: '1', date } }),
    enabled: asked !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked({ monthlyBasic, date });
  };
  const r = result.data;
  const rows: [string, string, string | undefined][] = r
    ? [
        ['SSS monthly salary credit', 'sss-msc', r.sss.monthlySalaryCredit],
        ['SSS employee (with provident fund)', 'sss-employee', r.sss.employee],
        ['SSS employer (with provident fund)', 'sss-employer', r.sss.employer],
        ['SSS EC (employer)', 'sss-ec', r.sss.employeesCompensation],
        ['SSS provident fund, employee', 'sss-mpf-employee', r.sss.mpfEmployee],
        ['SSS provident fund, employer', 'sss-mpf-employer', r.sss.mpfEmployer],
        ['PhilHealth premium', 'philhealth-premium', r.philHealth.premium],
        ['PhilHealth employee', 'philhealth-employee', r.philHealth.employee],
        ['PhilHealth employer', 'philhealth-employer', r.philHealth.employer],
        ['Pag-IBIG employee', 'pagibig-employee', r.pagIbig.employee],
        ['Pag-IBIG employer', 'pagibig-employer', r.pagIbig.employer],
        ['Taxable compensation', 'taxable', r.taxableCompensation],
        ['Withholding tax (monthly table)', 'tax', r.withholdingTax],
      ]
    : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Contributions and withholding of a monthly-paid employee with no other income that month, from the tables in
        force on the date.
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          label="Monthly basic salary"
          name="monthlyBasic"
          value={monthlyBasic}
          onChange={(e) => setMonthlyBasic(e.target.value)}
          error={result.isError}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={result.isFetching}>
          Compute
        </Button>
      </Stack>
      {r && (
        <Table size="small" aria-label="Statutory deductions">
          <TableBody>
            {rows.map(([label, id, value]) => (
              <TableRow key={id}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right" data-testid={`calc-${id}`}>
                  {formatPeso(value ?? '0')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
