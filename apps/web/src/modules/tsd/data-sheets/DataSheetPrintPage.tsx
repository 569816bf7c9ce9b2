// /tsd/distribution-transformer-data-sheet/:id?/print: the data sheet on paper through the print
// pack (decision 017): letterhead, the nameplate, each test with its limit and result, and the
// sheet's signatories (tested, witnessed, checked, noted by).
import { formatDate } from '@ilaw/contracts/format';
import { DATA_SHEET_DOCUMENT } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { getDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet';
import { PHASE_LABELS } from '@ilaw/contracts/tsd/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack, type ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { insulationColumns, insulationRows, ratioColumns } from './DataSheetPage.tsx';

export default function DataSheetPrintPage() {
  return (
    <ScreenAccess reads={getDataSheetEndpoint}>
      <Sheet />
    </ScreenAccess>
  );
}

function Sheet() {
  const id = Number(useParams().id);
  const sheet = useQuery({ ...endpointQuery(getDataSheetEndpoint, { params: { id } }), enabled: id > 0 });
  const engine = useDocumentSignatories(DATA_SHEET_DOCUMENT, id > 0 ? id : undefined);
  const d = sheet.data;
  if (!d) return null;
  // Signed through the approval engine: its signatures; a sheet never sent keeps the typed names.
  const signed = (engine ?? []).filter((x) => x.title !== 'Prepared by');
  const signatories: ReportSignatory[] = [
    { title: 'Tested by', name: d.testerName },
    ...(d.witnessName ? [{ title: 'Witnessed by', name: d.witnessName }] : []),
    ...(signed.length > 0
      ? signed
      : [
          ...(d.checkedByName ? [{ title: 'Checked by', name: d.checkedByName }] : []),
          ...(d.notedByName ? [{ title: 'Noted by', name: d.notedByName }] : []),
        ]),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ textAlign: 'center', mb: 1, '@media print': { display: 'none' } }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={`Distribution Transformer Data Sheet ${d.sheetNo}`}
        filters={[
          { label: 'Serial no.', value: d.serialNo },
          { label: 'Test date', value: formatDate(d.testDate) },
        ]}
        signatories={signatories}
      >
        <Typography variant="h6">Distribution Transformer Data Sheet {d.sheetNo}</Typography>
        <Typography>
          {d.serialNo} · {d.brandName} · {d.kva} kVA {PHASE_LABELS[d.phase]} ·{' '}
          {d.primaryVoltage.toLocaleString('en-PH')}/{d.secondaryVoltage} V
        </Typography>
        <Typography>
          Tested {formatDate(d.testDate)} ({d.purpose}) with {d.instrument}
          {d.instrumentSerial ? ` no. ${d.instrumentSerial}` : ''}
          {d.instrumentCalibratedOn ? `, calibrated ${formatDate(d.instrumentCalibratedOn)}` : ''}
          {d.ambientTempC ? `; ambient ${d.ambientTempC} °C` : ''}
        </Typography>
        <Typography variant="h6" sx={{ mt: 2 }} data-testid="overall-result">
          Result: {d.result ?? 'Pending'}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          Turns ratio (tolerance ±{d.tolerancePct}%): {d.turnsRatioResult ?? '-'}
        </Typography>
        <SimpleTable
          columns={ratioColumns}
          rows={d.turnsRatio}
          rowKey={(r) => `${r.tap}${r.phase}`}
          caption="Turns ratio"
        />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          Polarity: expected {d.expectedPolarity}, measured {d.measuredPolarity ?? '-'}: {d.polarityResult ?? '-'}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          Insulation resistance at {d.irTestVoltage ?? '-'} V, {d.irTempC ?? '-'} °C: {d.irResult ?? '-'}
        </Typography>
        <SimpleTable
          columns={insulationColumns}
          rows={insulationRows(d)}
          rowKey={(r) => r.pair}
          caption="Insulation resistance"
        />
        <Typography sx={{ mt: 2 }}>
          Winding resistance HV {d.hvWindingOhms ?? '-'} Ω, LV {d.lvWindingOhms ?? '-'} Ω; no-load loss{' '}
          {d.noLoadLossW ?? '-'} W; load loss {d.loadLossW ?? '-'} W; oil dielectric {d.oilDielectricKv ?? '-'} kV.
        </Typography>
        {d.remarks && <Typography sx={{ mt: 1 }}>Remarks: {d.remarks}</Typography>}
      </ReportPrintPack>
    </Box>
  );
}
