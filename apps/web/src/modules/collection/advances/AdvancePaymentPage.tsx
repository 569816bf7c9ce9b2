// Advance Payment (every signed-in user, SPEC.md's menu): consumers with an advance balance, and a
// consumer's balance and history. Deposits are taken at the teller's window (an overpayment or an
// advance payment with no bill chosen); applying them is Use Advance Payment.
import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { listAdvancesEndpoint } from '@ilaw/contracts/collection/advances/list-advances';
import type { advanceBalanceRowSchema } from '@ilaw/contracts/collection/advances/advance';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { text } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { AdvanceHistory } from './AdvanceHistory.tsx';

export type AdvanceRow = z.infer<typeof advanceBalanceRowSchema>;

export function advanceColumns(link: (r: AdvanceRow) => string): Column<AdvanceRow>[] {
  return [
    {
      key: 'account',
      header: 'Account No.',
      render: (r) => (
        <Link component={RouterLink} to={link(r)}>
          {r.accountNo}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', render: (r) => r.name },
    { key: 'balance', header: 'Balance', align: 'right', render: (r) => formatPeso(r.balance) },
    { key: 'unpaid', header: 'Unpaid bills', align: 'right', render: (r) => r.unpaidBills },
    { key: 'last', header: 'Last entry', render: (r) => formatDate(r.lastEntry) },
  ];
}

function Advances() {
  const url = useUrlState();
  const consumerId = Number(url.get('consumerId') ?? 0);
  const list = useListParams({ filters: { search: text } });
  const rows = usePagedEndpoint(listAdvancesEndpoint, { query: { ...list.query, ...list.filters } });
  const account = useQuery({
    ...endpointQuery(getAdvanceAccountEndpoint, { params: { consumerId } }),
    enabled: consumerId > 0,
  });
  return (
    <Box>
      <PageHeader title="Advance Payment" subtitle="Consumers' advance balances and their history." />
      {account.data && (
        <Paper sx={{ p: 2, mb: 2 }}>
          <AdvanceHistory account={account.data} />
        </Paper>
      )}
      <Box sx={{ mb: 1 }}>
        <SearchField
          label="Account no. or name"
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
        />
      </Box>
      <DataTable
        caption="Advance balances"
        columns={advanceColumns((r) => `/fsd/collection/advance-payment?consumerId=${r.consumerId}`)}
        result={rows.data}
        loading={rows.isFetching}
        rowKey={(r) => r.consumerId}
        emptyText="No consumer has an advance balance."
        {...list.table}
      />
    </Box>
  );
}

export default function AdvancePaymentPage() {
  return (
    <ScreenAccess reads={listAdvancesEndpoint}>
      <Advances />
    </ScreenAccess>
  );
}
