// The parts of a DCR (DOMAIN.md 2.2): per GL account, power bills, non-power bills, advances,
// cancelled ORs, checks and 2307s; shared by the screen and the print.
import type { Dcr } from '@ilaw/contracts/collection/teller-days/teller-day';
import { formatDate, formatDateTime, formatNumber, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Section({
  title,
  headers,
  rows,
  empty,
}: {
  title: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) => (
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function DcrSections({ dcr }: { dcr: Dcr }) {
  return (
    <>
      <Section
        title="Daily Collection Report per Account Code"
        headers={['Account', 'Description', 'Amount']}
        rows={[
          ...dcr.glTotals.map((g) => [g.code, g.description, formatPeso(g.amount)]),
          ['', 'Total', <strong key="t">{formatPeso(dcr.expectedTotal)}</strong>],
        ]}
        empty="Nothing collected."
      />
      <Section
        title={`Power bills (${formatNumber(dcr.powerBills.length, 0)})`}
        headers={['OR', 'Account', 'Name', 'Bill month', 'Bill no.', 'kWh', 'Amount']}
        rows={dcr.powerBills.map((p) => [
          p.orNumber,
          p.accountNo ?? '-',
          p.name,
          p.period,
          p.billNo,
          p.kwh,
          formatPeso(p.amount),
        ])}
        empty="No power bill paid."
      />
      <Section
        title="Non-power payments"
        headers={['OR', 'Account', 'Name', 'GL', 'Item', 'Amount', 'VATable', 'VAT', 'VAT-exempt']}
        rows={dcr.nonPowerBills.map((p) => [
          p.orNumber,
          p.accountNo ?? '-',
          p.name,
          p.glCode,
          p.item,
          formatPeso(p.amount),
          formatPeso(p.vatableSales),
          formatPeso(p.vat),
          formatPeso(p.exempt),
        ])}
        empty="None."
      />
      <Section
        title="Advance payments"
        headers={['OR', 'Account', 'Name', 'Amount']}
        rows={dcr.advances.map((p) => [p.orNumber, p.accountNo ?? '-', p.name, formatPeso(p.amount)])}
        empty="None."
      />
      <Section
        title="Voided ORs (spoiled forms)"
        headers={['OR', 'Reason', 'Voided by', 'At']}
        rows={dcr.voided.map((v) => [v.orNumber, v.reason, v.voidedBy, formatDateTime(v.voidedAt)])}
        empty="None."
      />
      <Section
        title="Cancelled ORs"
        headers={['OR', 'Account', 'Name', 'Paid on', 'Cancelled on', 'Amount']}
        rows={dcr.cancelled.map((p) => [
          p.orNumber,
          p.accountNo ?? '-',
          p.name,
          formatDate(p.paymentDate),
          formatDate(p.cancelledOn),
          formatPeso(p.amount),
        ])}
        empty="None."
      />
      <Section
        title="Checks"
        headers={['OR', 'Bank', 'Check no.', 'Check date', 'Amount']}
        rows={dcr.checks.map((c) => [c.orNumber, c.bank, c.checkNo, formatDate(c.checkDate), formatPeso(c.amount)])}
        empty="None."
      />
      <Section
        title="BIR 2307 certificates"
        headers={['OR', 'Certificate', '2% EWT', '5% VAT']}
        rows={dcr.certificates2307.map((c) => [
          c.orNumber,
          c.certificateNo,
          formatPeso(c.ewtAmount),
          formatPeso(c.vatAmount),
        ])}
        empty="None."
      />
    </>
  );
}
