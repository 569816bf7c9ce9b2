// The 48-hour written notices, printed through the print pack (decision 017): one notice per page,
// the account, the arrears and the oldest due date, the cooperative's letterhead.
import type { Notice } from '@ilaw/contracts/billing/disconnections/disconnection';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';

export function NoticePrint({ notices, onClose }: { notices: readonly Notice[]; onClose: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="notice-print">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} className="no-print">
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print {notices.length === 1 ? 'the notice' : `${notices.length} notices`}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Stack>
      <ReportPrintPack title="Notice of Disconnection" filters={[{ label: 'Notices', value: notices.length }]}>
        {notices.map((n) => (
          <Box key={n.id} sx={{ breakAfter: 'page', mb: 4 }} data-testid="notice">
            <Typography variant="h6">
              {n.noticeNo} · {n.accountNo}
            </Typography>
            <Typography>{n.name}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {n.address ?? ''}
            </Typography>
            <Typography>
              Your account has an unpaid balance of <strong>{formatPeso(n.arrears)}</strong>, past due since{' '}
              {formatDate(n.oldestDueDate)}. Unless it is paid within <strong>48 hours</strong> of receiving this
              notice, your electric service will be disconnected. Reconnection requires payment of the balance and the
              reconnection fee.
            </Typography>
            <Typography variant="body2" sx={{ mt: 3 }}>
              Received by: ______________________ Date and time: ______________
            </Typography>
          </Box>
        ))}
      </ReportPrintPack>
    </Paper>
  );
}
