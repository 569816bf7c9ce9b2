// An employee's year in the payroll (the figures of BIR Form 2316) from the posted payrolls, on the
// employee's payments screen; the year is chosen, the current one first.
import { formatPeso } from '@ilaw/contracts/format';
import { listAnnualSummariesEndpoint } from '@ilaw/contracts/payroll/annual-summaries/list-annual-summaries';
import type { AnnualSummary } from '@ilaw/contracts/payroll/annual-summaries/annual-summary';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';

const FIGURES: [keyof AnnualSummary, string][] = [
  ['grossCompensation', 'Gross compensation'],
  ['basicSalary', 'Basic salary'],
  ['overtimeAndPremiums', 'Overtime, premiums and night differential'],
  ['allowances', 'Allowances and one-time earnings'],
  ['thirteenthMonthAndOtherBenefits', '13th month and other benefits'],
  ['exemptThirteenthMonthAndOtherBenefits', '  of which exempt (90,000 ceiling)'],
  ['deMinimisAndOtherNonTaxable', 'De minimis and other non-taxable'],
  ['mandatoryContributions', 'SSS, PhilHealth and Pag-IBIG (employee)'],
  ['taxableCompensation', 'Taxable compensation'],
  ['taxDue', 'Tax due (annual table)'],
  ['taxWithheld', 'Tax withheld'],
  ['difference', 'Withheld less due'],
];

export function AnnualSummaryPanel({ employeeId }: { employeeId: number }) {
  const current = new Date().getFullYear();
  const [year, setYear] = useState(current);
  const can = useCan();
  const summary = useQuery({
    ...endpointQuery(listAnnualSummariesEndpoint, { query: { year, employeeId } }),
    enabled: can(listAnnualSummariesEndpoint),
  });
  if (!can(listAnnualSummariesEndpoint)) return null;
  const s = summary.data?.data[0];
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" component="h2">
          Year in the payroll (BIR Form 2316 figures)
        </Typography>
        <TextField select size="small" label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {[current, current - 1, current - 2].map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {s ? (
        <Table size="small" aria-label={`Annual summary ${year}`}>
          <TableBody>
            {FIGURES.map(([key, label]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">{formatPeso(String(s[key]))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">No posted payroll paid this employee in {year}.</Typography>
      )}
    </Paper>
  );
}
