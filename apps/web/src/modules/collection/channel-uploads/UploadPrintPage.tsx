// An upload on paper (A4 portrait): the remittance reconciliation and the held lines with their
// reasons (the lines posted are in the .xlsx export and on the channel's DCR).
import {
  getChannelUploadEndpoint,
  listChannelLinesEndpoint,
} from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';
import { RemittancePanel } from './RemittancePanel.tsx';

export default function UploadPrintPage() {
  const id = Number(useParams().id);
  const upload = useQuery({ ...endpointQuery(getChannelUploadEndpoint, { params: { id } }), enabled: id > 0 });
  const held = useQuery({
    ...endpointQuery(listChannelLinesEndpoint, { params: { id }, query: { status: 'Held', itemsPerPage: 500 } }),
    enabled: id > 0,
  });
  const u = upload.data;
  if (!u || !held.data) return null;
  return (
    <PrintPage size="a4">
      <Box sx={{ p: '12mm', fontSize: 12 }}>
        <Typography variant="h6" align="center">
          ONLINE PAYMENT COLLECTION
        </Typography>
        <Typography align="center" sx={{ mb: 2 }}>
          {u.channelName} · remittance of {formatDate(u.remittanceDate)} · upload {u.id} · {u.fileName ?? ''} ·{' '}
          {u.status}
        </Typography>
        <RemittancePanel upload={u} />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          Held lines ({held.data.total}
          {held.data.total > held.data.data.length ? `, the first ${held.data.data.length}` : ''})
        </Typography>
        <Table size="small" aria-label="Held lines">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Account No.</TableCell>
              <TableCell>Bill month</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {held.data.data.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.rowNo}</TableCell>
                <TableCell>{l.accountNo}</TableCell>
                <TableCell>{l.period}</TableCell>
                <TableCell align="right">{l.amount === null ? '-' : formatPeso(l.amount)}</TableCell>
                <TableCell>{l.reference}</TableCell>
                <TableCell>{l.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 6 }}>
          <Box>Prepared by: {u.postedBy ?? u.createdBy}</Box>
          <Box>Checked by: ____________________</Box>
        </Box>
      </Box>
    </PrintPage>
  );
}
