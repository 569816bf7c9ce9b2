// Use Advance Payment (UseAdvancePayment): consumers whose advance balance can pay unpaid bills;
// on /:id, the balance, the bills and "Apply to bills" (oldest first, principal only, no OR).
import { applyAdvanceEndpoint } from '@ilaw/contracts/collection/advances/apply-advance';
import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { listAdvancesEndpoint } from '@ilaw/contracts/collection/advances/list-advances';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { text } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { AdvanceHistory } from './AdvanceHistory.tsx';
import { advanceColumns } from './AdvancePaymentPage.tsx';

const READS = [...COLLECTION_READS, listAdvancesEndpoint];

function ConsumersToApply() {
  const list = useListParams({ filters: { search: text } });
  const rows = usePagedEndpoint(listAdvancesEndpoint, {
    query: { ...list.query, ...list.filters, withUnpaidBills: 'true' },
  });
  return (
    <Box>
      <PageHeader title="Use Advance Payment" subtitle="Advance balances that can pay unpaid bills." />
      <Box sx={{ mb: 1 }}>
        <SearchField
          label="Account no. or name"
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
        />
      </Box>
      <DataTable
        caption="Advance balances with unpaid bills"
        columns={advanceColumns((r) => `/fsd/collection/use-advance-payment/${r.consumerId}`)}
        result={rows.data}
        loading={rows.isFetching}
        rowKey={(r) => r.consumerId}
        emptyText="No advance balance has a bill to pay."
        {...list.table}
      />
    </Box>
  );
}

function ApplyAdvance({ consumerId }: { consumerId: number }) {
  const can = useCan();
  const advance = useQuery(endpointQuery(getAdvanceAccountEndpoint, { params: { consumerId } }));
  const account = useQuery(endpointQuery(getAccountEndpoint, { params: { consumerId } }));
  const apply = useEndpointMutation(applyAdvanceEndpoint, { invalidates: READS });
  const a = advance.data;
  if (!a) return null;
  const bills = account.data?.bills ?? [];
  const run = async () => {
    const before = a.balance;
    const after = await apply.mutateAsync({ params: { consumerId }, body: {} });
    notify.success(`Applied ${formatPeso((Number(before) - Number(after.balance)).toFixed(2))} to the bills.`);
  };
  return (
    <Box>
      <PageHeader
        title="Use Advance Payment"
        subtitle={`${a.accountNo} ${a.name}`}
        actions={
          can(applyAdvanceEndpoint) ? (
            <Button
              variant="contained"
              loading={apply.isPending}
              disabled={Number(a.balance) <= 0 || bills.length === 0}
              onClick={() => void run().catch(() => undefined)}
            >
              Apply to bills
            </Button>
          ) : undefined
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Table size="small" aria-label="Unpaid bills">
          <TableHead>
            <TableRow>
              <TableCell>Bill month</TableCell>
              <TableCell>Bill no.</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bills.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>No unpaid bill.</TableCell>
              </TableRow>
            )}
            {bills.map((b) => (
              <TableRow key={b.billId}>
                <TableCell>{b.period}</TableCell>
                <TableCell>{b.billNo}</TableCell>
                <TableCell>{formatDate(b.dueDate)}</TableCell>
                <TableCell align="right">{formatPeso(b.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <AdvanceHistory account={a} />
      </Paper>
    </Box>
  );
}

export default function UseAdvancePaymentPage() {
  const id = Number(useParams().id ?? 0);
  return (
    <ScreenAccess reads={applyAdvanceEndpoint}>
      {id > 0 ? <ApplyAdvance consumerId={id} /> : <ConsumersToApply />}
    </ScreenAccess>
  );
}
