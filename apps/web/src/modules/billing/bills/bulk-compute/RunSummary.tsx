import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import type { ComputeResult } from '@ilaw/contracts/billing/bills/bill';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { billMonthLabel } from '../../bill-months/BillMonthField.tsx';
import { classLabel, type ClassComparison } from './run-totals.ts';

/** A test run's figures, its totals by class beside last month's, and the posted bills it would change. */
export function RunSummary({
  result,
  comparison,
  previous,
}: {
  result: ComputeResult;
  comparison: ClassComparison[];
  previous: BillMonth | undefined;
}) {
  const lastLabel = previous ? billMonthLabel(previous.period) : 'last month';
  const hasLast = comparison.some((c) => c.lastAmount !== null);
  const columns: Column<ClassComparison>[] = [
    { key: 'class', header: 'Class', render: (c) => classLabel(c.consumerClass) },
    { key: 'bills', header: 'Bills', align: 'right', render: (c) => formatNumber(c.bills, 0) },
    { key: 'kwh', header: 'kWh', align: 'right', render: (c) => formatNumber(c.kwh) },
    { key: 'amount', header: 'Amount', align: 'right', render: (c) => formatPeso(c.amount) },
    ...(hasLast
      ? [
          {
            key: 'lastBills',
            header: `Bills ${lastLabel}`,
            align: 'right' as const,
            render: (c: ClassComparison) => formatNumber(c.lastBills, 0),
          },
          {
            key: 'last',
            header: `Amount ${lastLabel}`,
            align: 'right' as const,
            render: (c: ClassComparison) => formatPeso(c.lastAmount),
          },
          {
            key: 'change',
            header: 'Change',
            align: 'right' as const,
            render: (c: ClassComparison) => formatPeso(c.change),
          },
        ]
      : []),
  ];
  const diffColumns: Column<ComputeResult['differences'][number]>[] = [
    { key: 'account', header: 'Account', render: (d) => d.accountNo },
    { key: 'posted', header: 'Posted bill', align: 'right', render: (d) => formatPeso(d.postedAmount) },
    { key: 'computed', header: 'Computed now', align: 'right', render: (d) => formatPeso(d.computedAmount) },
    { key: 'difference', header: 'Difference', align: 'right', render: (d) => formatPeso(d.difference) },
  ];
  const newBills = result.byClass.reduce((n, c) => n + c.bills, 0) - result.alreadyBilled;
  return (
    <Box data-testid="test-result">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, my: 2 }}
        aria-label="Test run totals"
      >
        <Figure label="Consumers considered" value={formatNumber(result.considered, 0)} />
        <Figure
          label="Bills computed"
          value={formatNumber(
            result.byClass.reduce((n, c) => n + c.bills, 0),
            0,
          )}
        />
        <Figure label="New bills to post" value={formatNumber(Math.max(0, newBills), 0)} testId="new-bills" />
        <Figure label="Already billed" value={formatNumber(result.alreadyBilled, 0)} testId="already-billed" />
        <Figure label="Without reading" value={formatNumber(result.withoutReading, 0)} />
        <Figure label="Without rates" value={formatNumber(result.withoutRates, 0)} />
        <Figure label="Total kWh" value={formatNumber(result.totalKwh)} />
        <Figure label="Total amount" value={formatPeso(result.totalAmount)} testId="total-amount" />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Totals by class{hasLast ? ` against ${lastLabel}'s posted bills` : ''}
      </Typography>
      <SimpleTable
        columns={columns}
        rows={comparison}
        rowKey={(c) => c.consumerClass}
        caption="Totals by class"
        emptyText="No consumer of this scope has a reading for the month."
      />
      {result.failed.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {result.failed.length} could not be computed:{' '}
          {result.failed.map((f) => `${f.accountNo}: ${f.reason}`).join('; ')}
        </Alert>
      )}
      {result.alreadyBilled > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Posted bills that would change ({result.differences.length})
          </Typography>
          <SimpleTable
            columns={diffColumns}
            rows={result.differences}
            rowKey={(d) => d.accountNo}
            caption="Bills that would change"
            emptyText="Every posted bill matches the computation."
          />
        </>
      )}
    </Box>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}
