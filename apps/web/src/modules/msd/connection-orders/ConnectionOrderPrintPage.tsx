// The connection order on paper (print pack, decision 017): particulars, the account, the crew's
// blanks for the meter, seal, reading and time energized, and the signatures. Opened in its own tab
// at /isd/msd/connection-order/print/:coNumber.
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { usePortalInfo } from '#web/shared/auth/session.ts';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';

const blank = (v: string | number | null) => (v === null || v === '' ? '______________________' : v);

export default function ConnectionOrderPrintPage() {
  const coNumber = useParams().coNumber ?? '';
  const found = useQuery({
    ...endpointQuery(listConnectionOrdersEndpoint, { query: { search: coNumber, page: 1, itemsPerPage: 5 } }),
    enabled: coNumber !== '',
  });
  const info = usePortalInfo();
  const o = found.data?.data.find((x) => x.coNumber === coNumber);
  if (!o) return found.isFetched ? <Typography sx={{ p: 2 }}>The connection order was not found.</Typography> : null;
  const coop = info.data?.cooperative;
  const rows: [string, string | number][] = [
    ['Application no.', o.applicationNo],
    ['Applicant', o.applicantName],
    ['Address', `${o.address}, ${o.barangay}, ${o.town}`],
    ['Branch', o.branchName ?? String(o.branchCode)],
    ['Load', `${o.loadKw} kW`],
    ['OR no. (fees)', o.orNumber],
    ['Account no.', o.accountNo],
    ['Class', CONSUMER_CLASS[o.consumerClass].label],
    ['Crew', blank(o.teamName)],
    ['Schedule', blank(o.scheduledOn ? formatDate(o.scheduledOn) : null)],
    ['Meter serial', blank(o.meterSerial)],
    ['Meter brand', blank(o.meterBrand)],
    ['Seal no.', blank(o.sealNo)],
    ['Initial reading (kWh)', blank(o.initialReading)],
    ['Date and time energized', blank(o.energizedAt ? formatDateTime(o.energizedAt) : null)],
  ];
  return (
    <>
      <Box className="no-print" sx={{ p: 1, textAlign: 'center', '@media print': { display: 'none' } }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <PrintPage size="a4" orientation="portrait">
        <Box sx={{ p: '12mm', fontSize: 12 }}>
          <Typography variant="h6" align="center">
            {coop?.name}
          </Typography>
          <Typography align="center" variant="body2">
            {coop?.addressLines.join(', ')}
          </Typography>
          <Typography variant="subtitle1" align="center" sx={{ fontWeight: 700 }}>
            CONNECTION ORDER
          </Typography>
          <Typography align="center" sx={{ mb: 2 }}>
            No. {o.coNumber} · issued {formatDateTime(o.createdAt)}
          </Typography>
          <Table size="small" aria-label="Connection order">
            <TableBody>
              {rows.map(([k, v]) => (
                <TableRow key={k}>
                  <TableCell sx={{ width: '35%', fontWeight: 600 }}>{k}</TableCell>
                  <TableCell>{v}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 6, gap: 4 }}>
            {[
              ['Issued by', o.issuedBy ?? ''],
              ['Crew leader', o.teamName ?? ''],
              ['Conforme (member)', o.applicantName],
            ].map(([title, name]) => (
              <Box key={title} sx={{ flex: 1, textAlign: 'center' }}>
                <Box sx={{ borderTop: '1px solid', pt: 0.5, mt: 4 }}>{name}</Box>
                <Typography variant="caption">{title}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </PrintPage>
    </>
  );
}
