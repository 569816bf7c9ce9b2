// /tsd/meter-on-calibrate-meter-details: the meters of one calibration batch (?batch=) or one
// received meter (?receipt=), each with its test points and errors against the tolerance, the
// result, the seals and any billing adjustment asked for (decision 117).
import { formatDate } from '@ilaw/contracts/format';
import { METER_RECEIPT_REASON_LABELS, METER_TYPE_LABELS } from '@ilaw/contracts/tsd/enums';
import { listMeterCalibrationsEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/list-meter-calibrations';
import type { MeterCalibration } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import { updateMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/update-meter-calibration';
import { getMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/get-meter-receipt';
import type { MeterReceipt } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { DetailRow } from '#web/shared/ui/DetailRow.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ResultChip } from '../tsd-parts.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';

const BASE = '/tsd/meter-on-calibrate-meter-details';
export const batchHref = (batchNo: string) => `${BASE}?batch=${encodeURIComponent(batchNo)}`;
export const meterHref = (receiptId: number) => `${BASE}?receipt=${receiptId}`;

export default function MeterDetailsPage() {
  return (
    <ScreenAccess reads={listMeterCalibrationsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

interface TestPoint {
  point: string;
  error: string;
}

const pointColumns: Column<TestPoint>[] = [
  { key: 'point', header: 'Test point', phone: 'title', render: (p) => p.point },
  { key: 'error', header: 'Error (%)', align: 'right', render: (p) => p.error },
];

const verdict = (c: MeterCalibration) => (c.fast ? 'fast' : c.slow ? 'slow' : 'within tolerance');

/** One meter's calibration: its three test points, the weighted average and the verdict. */
function CalibrationCard({ c, onCorrect }: { c: MeterCalibration; onCorrect?: (() => void) | undefined }) {
  const points: TestPoint[] = [
    { point: 'Light load', error: c.lightLoadError },
    { point: 'Full load', error: c.fullLoadError },
    { point: 'Power factor', error: c.powerFactorError },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Meter ${c.serialNo}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {c.serialNo}
        </Typography>
        <ResultChip result={c.result} />
        <Typography color="text.secondary">
          {c.receiptNo} · {c.brand} / {c.meterClass} · {METER_RECEIPT_REASON_LABELS[c.reason]}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {onCorrect && (
          <Button size="small" onClick={onCorrect} aria-label={`Correct ${c.serialNo}`}>
            Correct
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SimpleTable
            columns={pointColumns}
            rows={points}
            rowKey={(p) => p.point}
            caption={`Test points of ${c.serialNo}`}
            emptyText=""
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Table size="small" aria-label={`Result of ${c.serialNo}`}>
            <TableBody>
              <DetailRow label="Weighted average">
                <span data-testid="average-error">
                  {c.averageError}% ({verdict(c)}, tolerance ±{c.tolerancePct}%)
                </span>
              </DetailRow>
              <DetailRow label="Tested">
                {formatDate(c.testedOn)} by {c.testerName}
              </DetailRow>
              <DetailRow label="Batch">{c.batchNo ?? '-'}</DetailRow>
              <DetailRow label="Seal / ERC seal">{[c.sealNo ?? '-', c.ercSealNo ?? '-'].join(' / ')}</DetailRow>
              {c.accountNo && <DetailRow label="Account">{c.accountNo}</DetailRow>}
              {(c.adjustmentRequestId !== null || c.adjustmentNote !== null) && (
                <DetailRow label="Billing adjustment">
                  {c.adjustmentRequestId !== null
                    ? `Requested (request ${c.adjustmentRequestId})`
                    : `Not requested: ${c.adjustmentNote}`}
                </DetailRow>
              )}
              {c.remarks && <DetailRow label="Remarks">{c.remarks}</DetailRow>}
            </TableBody>
          </Table>
        </Grid>
      </Grid>
    </Paper>
  );
}

function ReceiptFacts({ r }: { r: MeterReceipt }) {
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Table size="small" aria-label="Received meter">
        <TableBody>
          <DetailRow label="Serial no.">{r.serialNo}</DetailRow>
          <DetailRow label="Received">
            {formatDate(r.receivedOn)} ({r.receiptNo}), {METER_RECEIPT_REASON_LABELS[r.reason]}
          </DetailRow>
          <DetailRow label="Meter">
            {r.brand} / {r.meterClass} · {METER_TYPE_LABELS[r.meterType]} · {r.shape}
          </DetailRow>
          {r.accountNo && (
            <DetailRow label="Account / last reading">
              {r.accountNo} / {r.lastReading ?? '-'}
            </DetailRow>
          )}
          {r.lotNo && <DetailRow label="Sampling lot">{r.lotNo}</DetailRow>}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Screen() {
  const url = useUrlState();
  const can = useCan();
  const batch = url.get('batch')?.trim() ?? '';
  const receiptId = url.num('receipt');
  const [batchText, setBatchText] = useState(batch);
  const [correcting, setCorrecting] = useState<MeterCalibration | null>(null);
  const receipt = useQuery({
    ...endpointQuery(getMeterReceiptEndpoint, { params: { id: receiptId ?? 0 } }),
    enabled: receiptId !== undefined,
  });
  const query = receiptId !== undefined ? { receiptId } : { batchNo: batch };
  const calibrations = useQuery({
    ...endpointQuery(listMeterCalibrationsEndpoint, { query: { ...query, itemsPerPage: 100 } }),
    enabled: receiptId !== undefined || batch !== '',
  });
  const rows = calibrations.data?.data ?? [];
  const total = calibrations.data?.total ?? 0;
  const failed = rows.filter((c) => c.result === 'Failed').length;
  return (
    <Box>
      <PageHeader
        title="Meter On Calibrate Meter Details"
        subtitle="The meters of a calibration batch, or one meter, with each test point's error."
        actions={
          <Button component={RouterLink} to="/tsd/meter-on-calibrate" variant="outlined">
            All calibrations
          </Button>
        }
      />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          url.set({ batch: batchText.trim(), receipt: null }, true);
        }}
      >
        <TextField
          size="small"
          name="batch"
          label="Calibration batch"
          value={batchText}
          onChange={(e) => setBatchText(e.target.value)}
        />
        <Button type="submit" variant="outlined">
          Show batch
        </Button>
      </Stack>
      {receipt.data && <ReceiptFacts r={receipt.data} />}
      {receiptId === undefined && batch === '' && (
        <Alert severity="info">Enter a calibration batch, or open a meter from Meter On Calibrate.</Alert>
      )}
      {calibrations.data && (
        <>
          {receiptId === undefined && (
            <Typography sx={{ mb: 1 }} data-testid="batch-summary">
              Batch {batch}: {total} meter{total === 1 ? '' : 's'} tested, {rows.length - failed} passed, {failed}{' '}
              failed
              {total > rows.length ? ` (the first ${rows.length} shown)` : ''}.
            </Typography>
          )}
          {rows.length === 0 && (
            <Alert severity="info">
              {receiptId === undefined ? 'No meter of this batch is calibrated.' : 'This meter is not calibrated yet.'}
            </Alert>
          )}
          <Stack spacing={2}>
            {rows.map((c) => (
              <CalibrationCard
                key={c.id}
                c={c}
                onCorrect={can(updateMeterCalibrationEndpoint) ? () => setCorrecting(c) : undefined}
              />
            ))}
          </Stack>
        </>
      )}
      {correcting && (
        <CalibrationDialog
          receipt={{ id: correcting.receiptId, serialNo: correcting.serialNo }}
          calibration={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Box>
  );
}
