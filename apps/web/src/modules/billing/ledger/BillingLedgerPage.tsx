// Consumer ledger: pick a consumer; bills, adjustments, cancellations and payments with a running
// balance; open a bill for its lines and print it. ?view=ebs-arrears is Ledger > EBS Arrears.
import { exportLedgerEndpoint } from '@ilaw/contracts/billing/ledger/export-ledger';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { ACCOUNT_STATUS, CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { formatPeso } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ConsumerSearchField } from '../consumers/ConsumerSearchField.tsx';
import { BillPrintView } from '../bills/print/BillPrintView.tsx';
import { BillDetailDialog } from '../bills/BillDetailDialog.tsx';
import { EbsArrearsView } from './EbsArrearsView.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { StatementOfAccount } from './StatementOfAccount.tsx';
import { manilaToday } from './statement.ts';
import { useConsumerFromUrl } from '../consumers/use-consumer-from-url.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

export default function BillingLedgerPage() {
  // Ledger > EBS Arrears is this route's view (SPEC.md's menu; the route list is fixed).
  const url = useUrlState();
  if (url.get('view') === 'ebs-arrears') return <EbsArrearsView />;
  return (
    <ScreenAccess reads={ledgerEndpoint}>
      <BillingLedgerScreen />
    </ScreenAccess>
  );
}

function BillingLedgerScreen() {
  const url = useUrlState();
  const { accountNo, consumer, choose } = useConsumerFromUrl(url);
  const ledger = useQuery({
    ...endpointQuery(ledgerEndpoint, { params: { accountNo: accountNo ?? '' } }),
    enabled: accountNo !== null,
  });
  const billId = url.num('bill');
  const printId = url.num('print');

  if (printId !== undefined) {
    return <BillPrintView billId={printId} onBack={() => url.set({ print: null }, true)} />;
  }
  const c = consumer.data;
  if (url.get('statement') === '1' && c && ledger.data) {
    const to = url.get('to') ?? manilaToday();
    return (
      <StatementOfAccount
        consumer={c}
        entries={ledger.data.entries}
        from={url.get('from') ?? `${to.slice(0, 4)}-01-01`}
        to={to}
        onRange={(change) => url.set(change)}
        onBack={() => url.set({ statement: null, from: null, to: null }, true)}
      />
    );
  }
  return (
    <Box>
      <PageHeader
        title="Billing Ledger"
        subtitle="A consumer's bills, adjustments and cancellations with the running balance."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ConsumerSearchField value={c ?? null} onChange={choose} autoFocus={accountNo === null} size="small" />
      </Paper>
      {accountNo === null ? (
        <Typography color="text.secondary">Find a consumer by account number, name or meter serial.</Typography>
      ) : (
        <Paper variant="outlined">
          {c && (
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={3}
              sx={{ p: 2, alignItems: { md: 'center' } }}
              aria-label="Consumer"
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
                  {c.accountNo} · {c.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[c.address, c.barangay, c.town].filter(Boolean).join(', ')} ·{' '}
                  {Object.values(CONSUMER_CLASS).find((x) => x.value === c.consumerClass)?.label} · Route{' '}
                  {c.routeCode ?? '-'}
                </Typography>
              </Box>
              <StatusChip
                status={c.accountStatus === ACCOUNT_STATUS.Active.value ? 'active' : 'suspended'}
                label={Object.values(ACCOUNT_STATUS).find((s) => s.value === c.accountStatus)?.label ?? ''}
              />
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" color="text.secondary">
                  Balance
                </Typography>
                <Typography variant="h6" data-testid="ledger-balance">
                  {formatPeso(ledger.data?.balance)}
                </Typography>
              </Box>
              <ExportButton endpoint={exportLedgerEndpoint} params={{ accountNo: c.accountNo }} />
              <Button variant="outlined" startIcon={<Print />} onClick={() => url.set({ statement: '1' }, true)}>
                Statement of account
              </Button>
            </Stack>
          )}
          <LedgerTable
            entries={ledger.data?.entries}
            loading={ledger.isFetching}
            onOpenBill={(id) => url.set({ bill: id }, true)}
          />
        </Paper>
      )}
      {billId !== undefined && (
        <BillDetailDialog
          billId={billId}
          onClose={() => url.set({ bill: null })}
          onPrint={() => url.set({ bill: null, print: billId }, true)}
        />
      )}
    </Box>
  );
}
