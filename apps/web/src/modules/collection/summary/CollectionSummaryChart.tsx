// The collection of each day in the range as bars (MUI X Charts, loaded with the page only).
import type { CollectionSummary } from '@ilaw/contracts/collection/summary/collection-summary';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export function CollectionSummaryChart({ summary }: { summary: CollectionSummary }) {
  // Amounts are exact decimal strings; the chart only draws them.
  const days = summary.byDay;
  return (
    <Box role="figure" aria-label="Collections by day" data-testid="summary-chart">
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: days.map((d) => formatDate(d.date, 'MMM DD')) }]}
        series={[
          {
            data: days.map((d) => Number(d.amount)),
            label: 'Collected',
            valueFormatter: (v) => (v === null ? '' : formatPeso(v.toFixed(2))),
          },
        ]}
        yAxis={[{ width: 80 }]}
      />
    </Box>
  );
}
