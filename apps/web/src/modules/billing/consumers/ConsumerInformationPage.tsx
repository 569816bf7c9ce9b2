// Consumer information (read-only): find a consumer, then the account, meter, route and class,
// lifeliner and senior-citizen flags, the ledger with its running balance and the recent bills.
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { ACCOUNT_STATUS, CONSUMER_CLASS, METER_SHAPE } from '@ilaw/contracts/billing/enums';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatDate, formatDateTime, formatNumber, formatPeso } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { ConsumerSearchField } from './ConsumerSearchField.tsx';
import { BillPrintView } from '../bills/print/BillPrintView.tsx';
import { BillDetailDialog } from '../bills/BillDetailDialog.tsx';
import { LedgerTable } from '../ledger/LedgerTable.tsx';
import { useConsumerFromUrl } from './use-consumer-from-url.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

type BillRow = ResponseOf<typeof listBillsEndpoint>['data'][number];
const RECENT_BILLS = 12;

export default function ConsumerInformationPage() {
  return (
    <ScreenAccess reads={ledgerEndpoint}>
      <ConsumerInformationScreen />
    </ScreenAccess>
  );
}

function ConsumerInformationScreen() {
  const url = useUrlState();
  const { accountNo, consumer, choose } = useConsumerFromUrl(url);
  const tab = url.get('tab') === 'ledger' ? 'ledger' : 'bills';
  const billId = url.num('bill');
  const printId = url.num('print');
  const ledger = useQuery({
    ...endpointQuery(ledgerEndpoint, { params: { accountNo: accountNo ?? '' } }),
    enabled: accountNo !== null,
  });
  const bills = useQuery({
    ...endpointQuery(listBillsEndpoint, {
      query: { accountNo: accountNo ?? '', page: 1, itemsPerPage: RECENT_BILLS },
    }),
    enabled: accountNo !== null,
  });

  if (printId !== undefined) return <BillPrintView billId={printId} onBack={() => url.set({ print: null }, true)} />;

  const openBill = (id: number) => url.set({ bill: id }, true);
  const billColumns: Column<BillRow>[] = [
    { key: 'period', header: 'Bill month', render: (b) => billMonthLabel(b.period) },
    {
      key: 'billNo',
      header: 'Bill no.',
      render: (b) => (
        <Link component="button" type="button" onClick={() => openBill(b.id)} aria-label={`Open bill ${b.billNo}`}>
          {b.billNo}
        </Link>
      ),
    },
    {
      key: 'readings',
      header: 'Readings',
      align: 'right',
      render: (b) => `${formatNumber(b.previousReading)} → ${formatNumber(b.presentReading)}`,
    },
    { key: 'kwh', header: 'kWh', align: 'right', render: (b) => formatNumber(b.kwh) },
    { key: 'amount', header: 'Amount', align: 'right', render: (b) => formatPeso(b.totalAmount) },
    { key: 'due', header: 'Due date', render: (b) => formatDate(b.dueDate) },
    { key: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
  ];

  const c = consumer.data;
  return (
    <Box>
      <PageHeader title="Consumer Information" subtitle="Account, meter and billing history of a member-consumer." />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ConsumerSearchField value={c ?? null} onChange={choose} autoFocus={accountNo === null} size="small" />
      </Paper>
      {accountNo === null && (
        <Typography color="text.secondary">Find a consumer by account number, name or meter serial.</Typography>
      )}
      {consumer.isError && <Alert severity="warning">No consumer has the account number {accountNo}.</Alert>}
      {c && (
        <>
          <ConsumerFacts consumer={c} balance={ledger.data?.balance} />
          <Paper variant="outlined">
            <Tabs value={tab} onChange={(_, v: string) => url.set({ tab: v === 'bills' ? null : v })}>
              <Tab value="bills" label="Recent bills" />
              <Tab value="ledger" label="Ledger" />
            </Tabs>
            {tab === 'bills' ? (
              <SimpleTable
                columns={billColumns}
                rows={bills.data?.data}
                loading={bills.isFetching}
                rowKey={(b) => b.id}
                caption="Recent bills"
                emptyText="No bills yet."
              />
            ) : (
              <LedgerTable entries={ledger.data?.entries} loading={ledger.isFetching} onOpenBill={openBill} />
            )}
          </Paper>
        </>
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

function ConsumerFacts({ consumer: c, balance }: { consumer: Consumer; balance: string | undefined }) {
  const branches = useBranches();
  const status = Object.values(ACCOUNT_STATUS).find((s) => s.value === c.accountStatus)?.label ?? '-';
  const cls = Object.values(CONSUMER_CLASS).find((x) => x.value === c.consumerClass)?.label ?? c.consumerClass;
  const shape = Object.values(METER_SHAPE).find((s) => s.value === c.meterShape)?.label ?? '-';
  const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Consumer details">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, flexGrow: 1 }}>
          {c.accountNo} · {c.name}
        </Typography>
        <StatusChip status={c.accountStatus === ACCOUNT_STATUS.Active.value ? 'active' : 'suspended'} label={status} />
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary">
            Balance
          </Typography>
          <Typography variant="h6" data-testid="consumer-balance">
            {formatPeso(balance)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
        <Fact label="Branch">{branches.data?.find((b) => b.code === c.branchCode)?.name ?? c.branchCode}</Fact>
        <Fact label="Service address">{[c.address, c.barangay, c.town].filter(Boolean).join(', ')}</Fact>
        <Fact label="Class">
          {c.consumerClass} - {cls}
        </Fact>
        <Fact label="Route / sequence">
          {c.routeCode ?? '-'} / {c.sequence ?? '-'}
        </Fact>
        <Fact label="Meter serial">{c.meterSerial ?? '-'}</Fact>
        <Fact label="Meter brand / shape">
          {c.meterBrand ?? '-'} / {shape}
        </Fact>
        <Fact label="Multiplier">{formatNumber(c.multiplier, 4)}</Fact>
        <Fact label="Initial reading">{formatNumber(c.initialReading)}</Fact>
        <Fact label="Lifeliner">{yesNo(c.isLifeliner)}</Fact>
        <Fact label="Senior citizen">{yesNo(c.isSeniorCitizen)}</Fact>
        <Fact label="Deposit">{formatPeso(c.deposit)}</Fact>
        <Fact label="Coordinates">
          {c.latitude && c.longitude ? `${formatNumber(c.latitude, 6)}, ${formatNumber(c.longitude, 6)}` : '-'}
        </Fact>
        <Fact label="Last changed">{formatDateTime(c.updatedAt)}</Fact>
      </Box>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-fact={label}>
        {children}
      </Typography>
    </Box>
  );
}
