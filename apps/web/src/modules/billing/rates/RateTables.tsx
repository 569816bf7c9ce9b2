// The read-only tables of the rates panel: a class's components, and the month's discounts.
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import type { RateHeader } from '@ilaw/contracts/billing/rates/rate';
import { formatNumber } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rateText } from '../shared/decimal-text.ts';

export function RateComponentsTable({ header }: { header: RateHeader }) {
  return (
    <Table size="small" aria-label={`Rates of class ${header.consumerClass}`}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>Component</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>Unit</TableCell>
          <TableCell sx={{ fontWeight: 700 }} align="right">
            Rate
          </TableCell>
          <TableCell sx={{ fontWeight: 700 }}>VAT</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>Discountable</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>Lifeline subsidy</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {header.components.map((c) => (
          <TableRow key={c.code}>
            <TableCell>
              {c.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {c.code}
              </Typography>
            </TableCell>
            <TableCell>{c.unit === 'percent' ? '%' : `per ${c.unit}`}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {c.unit === 'percent' ? rateText(c.rate, c.unit) : formatNumber(c.rate, 6).replace(/0{1,4}$/, '')}
            </TableCell>
            <TableCell>{c.vatable ? 'Yes' : ''}</TableCell>
            <TableCell>{c.discountable ? 'Yes' : ''}</TableCell>
            <TableCell>{c.lifelineSubsidy ? 'Yes' : ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MonthDiscounts({ month }: { month: BillMonth }) {
  return (
    <Box sx={{ flex: 1, minWidth: 260 }}>
      <Typography variant="subtitle2">Discounts this month</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        VAT {formatNumber(month.vatPercent)}% · Senior citizen {formatNumber(month.seniorDiscountPercent)}% up to{' '}
        {formatNumber(month.seniorMaxKwh)} kWh (RA 9994)
      </Typography>
      <Table size="small" aria-label="Lifeline discount tiers">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Lifeline kWh (RA 11552)</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              Discount
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {month.lifelineTiers.map((t) => (
            <TableRow key={`${t.minKwh}-${t.maxKwh}`}>
              <TableCell>
                {formatNumber(t.minKwh)} – {formatNumber(t.maxKwh)}
              </TableCell>
              <TableCell align="right">{formatNumber(t.discountPercent)}%</TableCell>
            </TableRow>
          ))}
          {month.lifelineTiers.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>No lifeline discount this month.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
