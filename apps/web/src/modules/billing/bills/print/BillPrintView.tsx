// The printable bill (docs/decisions/043): a print-only view inside the screen that opened it
// (ledger, consumer information), so it needs no extra route; the default layout hides its chrome
// in print and this view hides its own toolbar (.no-print). One A4 portrait sheet (BillSheet).
import { billSignatoriesEndpoint } from '@ilaw/contracts/billing/bills/list-bill-signatories';
import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useProductName } from '#web/shared/auth/session.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { BillSheet, branchLabel } from './BillSheet.tsx';

export function BillPrintView({ billId, onBack }: { billId: number; onBack: () => void }) {
  const bill = useQuery(endpointQuery(getBillEndpoint, { params: { id: billId } }));
  const consumer = useQuery({
    ...endpointQuery(getConsumerEndpoint, { params: { accountNo: bill.data?.accountNo ?? '' } }),
    enabled: bill.data !== undefined,
  });
  // Only a cancelled or adjusted bill (or a corrected one) went through approval.
  const approvals = useQuery({
    ...endpointQuery(billSignatoriesEndpoint, { params: { id: billId } }),
    enabled: bill.data !== undefined && (bill.data.status !== 'Posted' || bill.data.kind === 'Corrected'),
  });
  const branches = useBranches();
  const coopName = useProductName();

  const toolbar = (
    <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        Back
      </Button>
      <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!bill.data}>
        Print
      </Button>
    </Stack>
  );
  if (bill.isPending || (bill.data && consumer.isPending)) {
    return (
      <Box>
        {toolbar}
        <CircularProgress aria-label="Loading the bill" />
      </Box>
    );
  }
  if (!bill.data) {
    return (
      <Box>
        {toolbar}
        <Alert severity="error">The bill could not be loaded.</Alert>
      </Box>
    );
  }
  return (
    <Box>
      {toolbar}
      <Box>
        <BillSheet
          bill={bill.data}
          consumer={consumer.data}
          branchName={branchLabel(branches.data, bill.data.branchCode)}
          coopName={coopName}
          approvals={approvals.data ?? []}
        />
      </Box>
    </Box>
  );
}
