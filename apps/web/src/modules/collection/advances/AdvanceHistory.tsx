// A consumer's advance balance and its ledger: deposits, applications and reversals.
import type { AdvanceAccount } from '@ilaw/contracts/collection/advances/advance';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export function AdvanceHistory({ account }: { account: AdvanceAccount }) {
  return (
    <>
      <Typography sx={{ mb: 1 }} data-testid="advance-balance">
        {account.accountNo} {account.name}: balance <strong>{formatPeso(account.balance)}</strong>
      </Typography>
      <Table size="small" aria-label="Advance payment history">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Entry</TableCell>
            <TableCell>Reference</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {account.entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No advance payment yet.</TableCell>
            </TableRow>
          )}
          {account.entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{formatDate(e.entryDate)}</TableCell>
              <TableCell>{e.kind}</TableCell>
              <TableCell>
                {e.reference}
                {e.billNo ? ` (bill ${e.billNo})` : ''}
              </TableCell>
              <TableCell align="right">{formatPeso(e.amount)}</TableCell>
              <TableCell align="right">{formatPeso(e.balance)}</TableCell>
              <TableCell>{e.createdBy ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
