// /tsd/meter-on-calibrate (and the Kwh Meter Testing menu): the calibrations, newest first, with
// the fast meters of complaints to hand to billing for the consumer's adjustment.
import { formatDate } from '@ilaw/contracts/format';
import { METER_RECEIPT_REASON_LABELS, TEST_RESULTS } from '@ilaw/contracts/tsd/enums';
import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import type { MeterCalibration } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ResultChip } from '../tsd-parts.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { MeterCalibrationSheetPrint } from './MeterCalibrationSheet.tsx';
import { batchHref, meterHref } from './MeterDetailsPage.tsx';

const FILTERS = { search: text, result: oneOf(TEST_RESULTS), fast: oneOf(['true', 'false'] as const) };

export default function MeterCalibrationsPage() {
  // ?print=<id>: one calibration's printed record (decision 121).
  const print = Number(useUrlState().get('print') ?? 0);
  if (print > 0) return <MeterCalibrationSheetPrint id={print} />;
  return (
    <ScreenAccess reads={listMeterCalibrationsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const can = useCan();
  const [editing, setEditing] = useState<MeterCalibration | null>(null);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const rows = usePagedEndpoint(listMeterCalibrationsEndpoint, { query: { ...list.query, ...filters } });
  const columns: Column<MeterCalibration>[] = [
    { key: 'tested', header: 'Tested', phone: 'title', render: (c) => formatDate(c.testedOn) },
    {
      key: 'serial',
      header: 'Serial no.',
      render: (c) => (
        <Link component={RouterLink} to={meterHref(c.receiptId)}>
          {c.serialNo} ({c.receiptNo})
        </Link>
      ),
    },
    { key: 'meter', header: 'Brand / class', render: (c) => `${c.brand} / ${c.meterClass}` },
    { key: 'reason', header: 'Reason', render: (c) => METER_RECEIPT_REASON_LABELS[c.reason] },
    {
      key: 'batch',
      header: 'Batch',
      render: (c) =>
        c.batchNo === null ? (
          '-'
        ) : (
          <Link component={RouterLink} to={batchHref(c.batchNo)}>
            {c.batchNo}
          </Link>
        ),
    },
    {
      key: 'errors',
      header: 'Light / full / PF (%)',
      render: (c) => `${c.lightLoadError} / ${c.fullLoadError} / ${c.powerFactorError}`,
    },
    { key: 'average', header: 'Average (%)', align: 'right', render: (c) => `${c.averageError} (±${c.tolerancePct})` },
    { key: 'result', header: 'Result', render: (c) => <ResultChip result={c.result} /> },
    { key: 'fast', header: 'Fast', render: (c) => (c.fast ? `Yes${c.accountNo ? `: ${c.accountNo}` : ''}` : '') },
    { key: 'seal', header: 'Seal / ERC', render: (c) => [c.sealNo, c.ercSealNo].filter(Boolean).join(' / ') || '-' },
    {
      key: 'edit',
      header: '',
      render: (c) => (
        <>
          <Button
            size="small"
            component={RouterLink}
            to={`/tsd/meter-on-calibrate?print=${c.id}`}
            aria-label={`Sheet of ${c.serialNo}`}
          >
            Sheet
          </Button>
          {can(updateMeterCalibrationEndpoint) && (
            <Button size="small" onClick={() => setEditing(c)} aria-label={`Correct ${c.serialNo}`}>
              Correct
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Meter On Calibrate"
        subtitle="Calibrations of received meters; fast complaint meters are due a bill adjustment."
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Serial, batch or account no."
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Result"
            name="Result"
            value={filters.result}
            onChange={(v) => setFilter('result', v)}
            options={TEST_RESULTS.map((r) => ({ value: r, label: r }))}
          />
          <FilterSelect
            label="Fast"
            name="Fast"
            value={filters.fast}
            onChange={(v) => setFilter('fast', v)}
            options={[
              { value: 'true', label: 'Fast' },
              { value: 'false', label: 'Not fast' },
            ]}
          />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(c) => c.id}
          caption="Meter calibrations"
          emptyText="No calibrations match."
        />
      </Paper>
      {editing && (
        <CalibrationDialog
          receipt={{ id: editing.receiptId, serialNo: editing.serialNo }}
          calibration={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
