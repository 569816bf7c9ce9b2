// Monthly billed report of a year: per bill month and class, bills, kWh and amount, with month
// subtotals and the year's total; printable, and exportable as CSV (the API has no file for it).
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { monthlyBilledReportEndpoint } from '@ilaw/contracts/billing/reports/get-monthly-billed-report';
import { exportCell } from '@ilaw/contracts/export-cells';
import { formatNumber, formatPeso, todayInManila } from '@ilaw/contracts/format';
import FileDownload from '@mui/icons-material/FileDownload';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { saveFile } from '#web/shared/browser/download.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { addDecimals } from '../shared/decimal-text.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';

interface Line {
  key: string;
  month: string;
  consumerClass: string;
  bills: number;
  kwh: string;
  total: string;
  subtotal: boolean;
}

const classLabel = (code: string) =>
  `${code} - ${Object.values(CONSUMER_CLASS).find((c) => c.value === code)?.label ?? code}`;

export default function MonthlyBilledReportPage() {
  return (
    <ScreenAccess reads={monthlyBilledReportEndpoint}>
      <MonthlyBilledReportScreen />
    </ScreenAccess>
  );
}

function MonthlyBilledReportScreen() {
  const url = useUrlState();
  const thisYear = Number(todayInManila().slice(0, 4));
  const year = url.num('year') ?? thisYear;
  const report = useQuery({
    ...endpointQuery(monthlyBilledReportEndpoint, { query: { year } }),
    placeholderData: keepPreviousData,
  });

  const rows = report.data ?? [];
  const lines: Line[] = [];
  for (const period of [...new Set(rows.map((r) => r.period))]) {
    const ofMonth = rows.filter((r) => r.period === period);
    for (const r of ofMonth)
      lines.push({
        key: `${period}-${r.consumerClass}`,
        month: billMonthLabel(period),
        consumerClass: classLabel(r.consumerClass),
        bills: r.bills,
        kwh: r.kwh,
        total: r.total,
        subtotal: false,
      });
    lines.push({
      key: `${period}-sub`,
      month: billMonthLabel(period),
      consumerClass: 'Month total',
      bills: ofMonth.reduce((n, r) => n + r.bills, 0),
      kwh: addDecimals(...ofMonth.map((r) => r.kwh)),
      total: addDecimals(...ofMonth.map((r) => r.total)),
      subtotal: true,
    });
  }
  if (rows.length > 0)
    lines.push({
      key: 'year',
      month: `Year ${year}`,
      consumerClass: 'Total',
      bills: rows.reduce((n, r) => n + r.bills, 0),
      kwh: addDecimals(...rows.map((r) => r.kwh)),
      total: addDecimals(...rows.map((r) => r.total)),
      subtotal: true,
    });

  const exportCsv = () => {
    const quote = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
    const text = [
      ['Bill month', 'Class', 'Bills', 'kWh', 'Amount'],
      ...lines.map((l) => [l.month, l.consumerClass, l.bills, l.kwh, l.total]),
    ]
      .map((r) => r.map(exportCell).map(quote).join(','))
      .join('\r\n');
    saveFile(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }), `MonthlyBilledReport-${year}.csv`);
  };

  const strong = (l: Line, text: string) => (l.subtotal ? <strong>{text}</strong> : text);
  const columns: Column<Line>[] = [
    { key: 'month', header: 'Bill month', render: (l) => strong(l, l.month) },
    { key: 'class', header: 'Class', render: (l) => strong(l, l.consumerClass) },
    { key: 'bills', header: 'Bills', align: 'right', render: (l) => strong(l, formatNumber(l.bills, 0)) },
    { key: 'kwh', header: 'kWh', align: 'right', render: (l) => strong(l, formatNumber(l.kwh)) },
    { key: 'total', header: 'Amount', align: 'right', render: (l) => strong(l, formatPeso(l.total)) },
  ];
  const years = Array.from({ length: 8 }, (_, i) => thisYear + 1 - i);

  return (
    <Box>
      <PageHeader
        title="Monthly Billed Report"
        subtitle={`Posted bills of ${year} per bill month and consumer class.`}
        actions={
          <Stack direction="row" spacing={1} className="no-print">
            <Button startIcon={<Print />} onClick={() => window.print()} disabled={lines.length === 0}>
              Print
            </Button>
            <Button variant="contained" startIcon={<FileDownload />} onClick={exportCsv} disabled={lines.length === 0}>
              Export CSV
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2 }} className="no-print">
          <TextField
            select
            fullWidth={false}
            size="small"
            label="Year"
            name="year"
            value={String(year)}
            onChange={(e) => url.set({ year: Number(e.target.value) === thisYear ? null : e.target.value })}
            sx={{ minWidth: 120 }}
          >
            {(years.includes(year) ? years : [year, ...years]).map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <ReportPrintPack title="Monthly Billed Report" filters={[{ label: 'Year', value: String(year) }]}>
          <SimpleTable
            columns={columns}
            rows={lines}
            loading={report.isFetching}
            rowKey={(l) => l.key}
            caption="Monthly billed report"
            emptyText={`No posted bills in ${year}.`}
          />
        </ReportPrintPack>
      </Paper>
    </Box>
  );
}
