// An upload's remittance reconciliation: the channel's gross, fees and expected deposit against the
// bank's credit, and the file's lines split into posted, credited to advance and held.
import type { ChannelUpload } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { formatCount, formatPeso } from '@ilaw/contracts/format';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export function RemittancePanel({ upload }: { upload: ChannelUpload }) {
  const r = upload.remittance;
  const rows: [string, string | null, string?][] = [
    ['Channel gross', r.channelGross],
    ['Channel fees', r.channelFees],
    ['Expected deposit', r.expectedDeposit],
    ['Bank deposit', r.bankDeposit],
    ['Deposit variance', r.depositVariance],
    ['Lines in the file', r.linesTotal, formatCount(upload.lines, 'line')],
    ['Posted to bills', r.posted, formatCount(upload.postedLines, 'line')],
    ['Credited to advance', r.advance, formatCount(upload.advanceLines, 'line')],
    ['Held', r.held, formatCount(upload.heldLines, 'line')],
    ['Gross less the lines', r.grossVariance],
  ];
  return (
    <Table size="small" aria-label="Remittance reconciliation" sx={{ maxWidth: 560 }}>
      <TableBody>
        {rows.map(([label, amount, note]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{amount === null ? '-' : formatPeso(amount)}</TableCell>
            <TableCell>{note ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
