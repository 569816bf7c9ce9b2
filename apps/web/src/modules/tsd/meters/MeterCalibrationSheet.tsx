// /tsd/meter-on-calibrate?print=<id>: a meter's calibration and test record on paper through the
// print pack (decision 017, as the transformer data sheet): the meter, the test points with their
// errors and weights, the average against the tolerance, pass/fail, seals, the instrument and its
// calibration date, and the signatories typed on the record (decision 121).
import { formatDate } from '@ilaw/contracts/format';
import { METER_RECEIPT_REASON_LABELS, METER_TYPE_LABELS } from '@ilaw/contracts/tsd/enums';
import { getMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/get-meter-calibration';
import type { MeterCalibrationSheet as Sheet } from '@ilaw/contracts/tsd/meter-calibrations/meter-calibration';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack, type ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

interface TestPoint {
  point: string;
  error: string;
  weight: string;
  judged: string;
}

const pointColumns: Column<TestPoint>[] = [
  { key: 'point', header: 'Test point', render: (p) => p.point },
  { key: 'error', header: 'Error (%)', align: 'right', render: (p) => p.error },
  { key: 'weight', header: 'Weight', align: 'right', render: (p) => p.weight },
  { key: 'judged', header: 'Against the tolerance', render: (p) => p.judged },
];

const within = (ok: boolean, tolerance: string) => `${ok ? 'Within' : 'Beyond'} ±${tolerance}%`;

function testPoints(s: Sheet): TestPoint[] {
  return [
    { point: 'Light load', error: s.lightLoadError, weight: s.lightLoadWeight, judged: 'In the average' },
    { point: 'Full load', error: s.fullLoadError, weight: s.fullLoadWeight, judged: 'In the average' },
    {
      point: 'Power factor 0.5',
      error: s.powerFactorError,
      weight: '-',
      judged: within(s.powerFactorWithinTolerance, s.tolerancePct),
    },
    {
      point: 'Weighted average',
      error: s.averageError,
      weight: '-',
      judged: within(s.averageWithinTolerance, s.tolerancePct),
    },
  ];
}

export function MeterCalibrationSheetPrint({ id }: { id: number }) {
  return (
    <ScreenAccess reads={getMeterCalibrationEndpoint}>
      <SheetView id={id} />
    </ScreenAccess>
  );
}

function SheetView({ id }: { id: number }) {
  const sheet = useQuery({ ...endpointQuery(getMeterCalibrationEndpoint, { params: { id } }), enabled: id > 0 });
  const s = sheet.data;
  if (sheet.isError) return <Typography color="error">The calibration was not found.</Typography>;
  if (!s) return null;
  const signatories: ReportSignatory[] = [
    { title: 'Tested by', name: s.testerName },
    ...(s.checkedByName ? [{ title: 'Checked by', name: s.checkedByName }] : []),
    ...(s.notedByName ? [{ title: 'Noted by', name: s.notedByName }] : []),
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mb: 1, '@media print': { display: 'none' } }}>
        <Button component={RouterLink} to="/tsd/meter-on-calibrate">
          Back to calibrations
        </Button>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={`kWh Meter Calibration and Test Record ${s.receiptNo}`}
        filters={[
          { label: 'Serial no.', value: s.serialNo },
          { label: 'Test date', value: formatDate(s.testedOn) },
        ]}
        signatories={signatories}
      >
        <Typography variant="h6">kWh Meter Calibration and Test Record {s.receiptNo}</Typography>
        <Typography>
          Meter {s.serialNo} · {s.brand} · {s.meterClass} · {METER_TYPE_LABELS[s.meterType]} · {s.shape}
        </Typography>
        <Typography>
          Received {formatDate(s.receivedOn)} ({METER_RECEIPT_REASON_LABELS[s.reason]})
          {s.accountNo ? `, account ${s.accountNo}` : ''}
          {s.lotNo ? `, sample of lot ${s.lotNo}` : ''}
          {s.batchNo ? `, batch ${s.batchNo}` : ''}
        </Typography>
        <Typography>
          Tested {formatDate(s.testedOn)} with {s.instrument ?? 'the instrument not recorded'}
          {s.instrumentSerial ? ` no. ${s.instrumentSerial}` : ''}
          {s.instrumentCalibratedOn ? `, calibrated ${formatDate(s.instrumentCalibratedOn)}` : ''}
        </Typography>
        <Typography variant="h6" sx={{ mt: 2 }} data-testid="meter-result">
          Result: {s.result}
          {s.fast ? ' (fast)' : s.slow ? ' (slow)' : ''}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          Average error {s.averageError}% = (light × {s.lightLoadWeight} + full × {s.fullLoadWeight}) / (
          {s.lightLoadWeight} + {s.fullLoadWeight}); tolerance ±{s.tolerancePct}%
        </Typography>
        <SimpleTable columns={pointColumns} rows={testPoints(s)} rowKey={(p) => p.point} caption="Test points" />
        <Typography sx={{ mt: 2 }}>
          Seal no. {s.sealNo ?? '-'}; ERC seal / test report no. {s.ercSealNo ?? '-'}
        </Typography>
        {s.adjustmentNote && <Typography sx={{ mt: 1 }}>Billing: {s.adjustmentNote}</Typography>}
        {s.remarks && <Typography sx={{ mt: 1 }}>Remarks: {s.remarks}</Typography>}
      </ReportPrintPack>
    </Box>
  );
}
