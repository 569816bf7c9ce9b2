// One bill with every line, opened from a ledger or a bills list; Print opens the printable bill.
import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';

export function BillDetailDialog({
  billId,
  onClose,
  onPrint,
}: {
  billId: number;
  onClose: () => void;
  onPrint: () => void;
}) {
  const bill = useQuery(endpointQuery(getBillEndpoint, { params: { id: billId } }));
  const b = bill.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="bill-detail-title">
      <DialogTitle id="bill-detail-title">{b ? `Bill ${b.billNo}` : 'Bill'}</DialogTitle>
      <DialogContent dividers>
        {!b ? (
          <CircularProgress aria-label="Loading the bill" />
        ) : (
          <>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 1, mb: 2 }}
              aria-label="Bill facts"
            >
              <Fact label="Account">
                {b.accountNo} · {b.consumerName}
              </Fact>
              <Fact label="Period">{billMonthLabel(b.period)}</Fact>
              <Fact label="Status">
                <StatusChip status={b.status} /> {b.kind}
              </Fact>
              <Fact label="Readings">
                {formatNumber(b.previousReading)} → {formatNumber(b.presentReading)} × {formatNumber(b.multiplier, 4)}
              </Fact>
              <Fact label="kWh">{formatNumber(b.kwh)}</Fact>
              <Fact label="Due date">{formatDate(b.dueDate)}</Fact>
            </Box>
            <Table size="small" aria-label="Bill lines">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Particulars</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Type</TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    Quantity
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    Rate
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    Amount
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {b.lines.map((l) => (
                  <TableRow key={l.seq}>
                    <TableCell>{l.description}</TableCell>
                    <TableCell>{l.kind === 'vat' ? 'VAT' : l.kind === 'discount' ? 'Discount' : 'Charge'}</TableCell>
                    <TableCell align="right">{l.quantity === null ? '' : formatNumber(l.quantity)}</TableCell>
                    <TableCell align="right">
                      {l.rate === null ? '' : l.kind === 'vat' ? `${formatNumber(l.rate)}%` : formatNumber(l.rate, 4)}
                    </TableCell>
                    <TableCell align="right">{formatPeso(l.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="bill-detail-total">
                    {formatPeso(b.totalAmount)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<Print />} onClick={onPrint} disabled={!b}>
          Print bill
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}
