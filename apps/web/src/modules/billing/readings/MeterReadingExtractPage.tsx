// The readers' files: choose the bill month and one or more routes; each route downloads as its
// own CSV (the handheld devices load one route at a time, docs/decisions/041).
import { extractReadingsEndpoint } from '@ilaw/contracts/billing/readings/extract-readings';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import type { BillingRoute } from '@ilaw/contracts/billing/routes/route';
import { formatNumber } from '@ilaw/contracts/format';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { BillMonthField } from '../bill-months/BillMonthField.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

export default function MeterReadingExtractPage() {
  return (
    <ScreenAccess reads={extractReadingsEndpoint}>
      <MeterReadingExtractScreen />
    </ScreenAccess>
  );
}

function MeterReadingExtractScreen() {
  const url = useUrlState();
  const billMonthId = url.num('month');
  const branchCode = url.num('branch');
  const branches = useBranches();
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  const active = (routes.data ?? []).filter((r) => r.isActive);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const chosen = active.filter((r) => selected.has(r.id));
  const allChosen = active.length > 0 && chosen.length === active.length;

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async () => {
    if (billMonthId === undefined) return;
    const saved: string[] = [];
    try {
      for (const r of chosen) {
        setBusy(r.code);
        saved.push(await downloadFile(extractReadingsEndpoint, { query: { billMonthId, routeId: r.id } }));
      }
      notify.success(`${saved.length} reading file${saved.length === 1 ? '' : 's'} downloaded: ${saved.join(', ')}`);
    } catch {
      // The toast said why; the files before it are saved.
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<BillingRoute>[] = [
    {
      key: 'pick',
      header: (
        <Checkbox
          size="small"
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={() => setSelected(allChosen ? new Set() : new Set(active.map((r) => r.id)))}
          slotProps={{ input: { 'aria-label': 'Choose every route' } }}
        />
      ),
      width: 48,
      render: (r) => (
        <Checkbox
          size="small"
          checked={selected.has(r.id)}
          onChange={() => toggle(r.id)}
          slotProps={{ input: { 'aria-label': `Choose route ${r.code}` } }}
        />
      ),
    },
    { key: 'code', header: 'Route', render: (r) => r.code },
    { key: 'name', header: 'Name', render: (r) => r.name },
    {
      key: 'branch',
      header: 'Branch',
      render: (r) => branches.data?.find((b) => b.code === r.branchCode)?.name ?? r.branchCode,
    },
    { key: 'reader', header: 'Meter reader', render: (r) => r.meterReaderName ?? '-' },
    { key: 'day', header: 'Reading day', align: 'right', render: (r) => r.readingDay },
    { key: 'consumers', header: 'Consumers', align: 'right', render: (r) => formatNumber(r.consumerCount, 0) },
  ];

  return (
    <Box>
      <PageHeader
        title="Meter Reading Extract File"
        subtitle="Download each route's reading file (CSV) for the readers' handheld devices: consumers in reading order with their previous readings."
      />
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'flex-start' } }}>
          <BillMonthField
            sx={{ width: 240 }}
            value={billMonthId ?? null}
            openOnly
            onChange={(id) => id !== billMonthId && url.set({ month: id })}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branchCode"
            value={branchCode}
            onChange={(v) => (url.set({ branch: v }), setSelected(new Set()))}
            allLabel="All branches"
            options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            sx={{ minWidth: 180 }}
            helperText=" "
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            startIcon={<Download />}
            disabled={billMonthId === undefined || chosen.length === 0 || busy !== null}
            onClick={() => void download()}
          >
            {busy !== null
              ? `Downloading ${busy}…`
              : `Download ${chosen.length || ''} file${chosen.length === 1 ? '' : 's'}`.replace('  ', ' ')}
          </Button>
        </Stack>
        <SimpleTable
          columns={columns}
          rows={active}
          loading={routes.isFetching}
          rowKey={(r) => r.id}
          caption="Routes"
          emptyText="No active routes in this branch."
        />
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          Columns: AccountNo, Sequence, Name, MeterSerial, Multiplier, PreviousReading, PresentReading, Remark,
          NewMeterInitial, OldMeterFinal, DemandKw, ReadDate. Readers fill PresentReading (and Remark when the meter was
          changed); upload the file back on Meter Reading Upload.
        </Typography>
      </Paper>
    </Box>
  );
}
