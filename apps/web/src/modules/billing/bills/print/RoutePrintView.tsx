// A route's bills of one bill month printed in one go (docs/decisions/043, "Route print"): one A4
// sheet per bill in route sequence, from a single API call. Opened by `?printRoute=<routeId>` on
// the screen that offers it, so a reload keeps it; the toolbar is hidden in print.
import { formatNumber } from '@ilaw/contracts/format';
import { printRouteBillsEndpoint } from '@ilaw/contracts/billing/bills/print-route-bills';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useProductName } from '#web/shared/auth/session.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { billMonthLabel } from '../../bill-months/BillMonthField.tsx';
import { BillSheet, branchLabel } from './BillSheet.tsx';

export function RoutePrintView({
  billMonthId,
  routeId,
  onBack,
}: {
  billMonthId: number;
  routeId: number;
  onBack: () => void;
}) {
  const route = useQuery(endpointQuery(printRouteBillsEndpoint, { query: { billMonthId, routeId } }));
  const branches = useBranches();
  const coopName = useProductName();
  const data = route.data;
  const count = data?.bills.length ?? 0;

  // Esc goes back, as the Back button does (the view has no other keyboard focus to lose).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBack]);

  const toolbar = (
    <Stack direction="row" spacing={2} className="no-print" sx={{ mb: 2, alignItems: 'center' }}>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        Back
      </Button>
      <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={count === 0} autoFocus>
        Print
      </Button>
      {data && (
        <Typography data-testid="route-print-count">
          {count === 1 ? '1 bill' : `${formatNumber(count, 0)} bills`} of route {data.routeCode} - {data.routeName},{' '}
          {billMonthLabel(data.period)}
        </Typography>
      )}
    </Stack>
  );
  if (route.isPending) {
    return (
      <Box>
        {toolbar}
        <CircularProgress aria-label="Loading the bills" />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box>
        {toolbar}
        <Alert severity="error">The route's bills could not be loaded.</Alert>
      </Box>
    );
  }
  if (count === 0) {
    return (
      <Box>
        {toolbar}
        <Alert severity="info">
          Route {data.routeCode} has no bills for {billMonthLabel(data.period)}.
        </Alert>
      </Box>
    );
  }
  const branchName = branchLabel(branches.data, data.branchCode);
  return (
    <Box>
      {toolbar}
      {/* The sheets are siblings: each breaks the page after it, the last one does not. */}
      <Box data-testid="route-print">
        {data.bills.map((b) => (
          <BillSheet key={b.id} bill={b} consumer={b} branchName={branchName} coopName={coopName} />
        ))}
      </Box>
    </Box>
  );
}
