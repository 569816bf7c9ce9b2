// /tsd/distribution-transformer-data-sheet/:id: one test event; the tester stores, corrects or
// clears its results; each reading shows its limit and Passed/Failed; the sheet prints.
import { formatDate } from '@ilaw/contracts/format';
import {
  DATA_SHEET_DOCUMENT,
  testResultFields,
  type DataSheetDetail,
  type TurnsRatioReading,
} from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { getDocumentApprovalEndpoint } from '@ilaw/contracts/approvals/requests/get-document-approval';
import { signOffDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/sign-off-data-sheet';
import { deleteTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/delete-test-result';
import { getDataSheetEditingEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet-editing';
import { getDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { updateTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/update-test-result';
import { POLARITIES, TEST_PHASES, type Polarity, type TestPhase } from '@ilaw/contracts/tsd/enums';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ApprovalDecisionDialog, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ResultChip } from '../tsd-parts.tsx';
import { transformerHref } from '../transformers/TransformersPage.tsx';

export default function DataSheetPage() {
  return (
    <ScreenAccess reads={getDataSheetEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

export const ratioColumns: Column<TurnsRatioReading>[] = [
  { key: 'tap', header: 'Tap', render: (r) => r.tap },
  { key: 'phase', header: 'Phase', render: (r) => r.phase },
  { key: 'volts', header: 'HV / LV (V)', render: (r) => `${r.hvTapVolts.toLocaleString('en-PH')} / ${r.lvVolts}` },
  { key: 'nameplate', header: 'Nameplate ratio', align: 'right', render: (r) => r.nameplateRatio },
  { key: 'measured', header: 'Measured', align: 'right', render: (r) => r.measuredRatio },
  { key: 'deviation', header: 'Deviation', align: 'right', render: (r) => `${r.deviationPct}%` },
  { key: 'result', header: 'Result', render: (r) => <ResultChip result={r.result} /> },
];

type Insulation = DataSheetDetail['hvToLv'];
export interface InsulationRow {
  pair: string;
  ir: Insulation;
}
export const insulationRows = (d: DataSheetDetail): InsulationRow[] => [
  { pair: 'HV to LV', ir: d.hvToLv },
  { pair: 'HV to ground', ir: d.hvToGround },
  { pair: 'LV to ground', ir: d.lvToGround },
];
export const insulationColumns: Column<InsulationRow>[] = [
  { key: 'pair', header: 'Windings', render: (r) => r.pair },
  { key: 'one', header: '1 min (MΩ)', align: 'right', render: (r) => r.ir.oneMinute ?? '-' },
  { key: 'ten', header: '10 min (MΩ)', align: 'right', render: (r) => r.ir.tenMinutes ?? '-' },
  { key: 'pi', header: 'PI', align: 'right', render: (r) => r.ir.polarizationIndex ?? '-' },
  { key: 'min', header: 'Minimum (MΩ)', align: 'right', render: (r) => r.ir.minimum },
  {
    key: 'result',
    header: 'Result',
    render: (r) => (r.ir.oneMinute === null ? '-' : <ResultChip result={r.ir.result} />),
  },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function Screen() {
  const id = Number(useParams().id);
  const can = useCan();
  const [entering, setEntering] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const invalidate = useInvalidateEndpoints();
  const sheet = useQuery({ ...endpointQuery(getDataSheetEndpoint, { params: { id } }), enabled: id > 0 });
  const clear = useEndpointMutation(deleteTestResultEndpoint, {
    invalidates: [
      getDataSheetEndpoint,
      getDataSheetEditingEndpoint,
      listDataSheetsEndpoint,
      getTransformerByIdEndpoint,
    ],
    onSuccess: () => notify.success('The results are cleared.'),
  });
  const approval = useQuery({
    ...endpointQuery(getDocumentApprovalEndpoint, {
      params: { documentType: DATA_SHEET_DOCUMENT, documentId: id },
      quietStatuses: [404],
    }),
    enabled: id > 0,
    retry: false,
  });
  const d = sheet.data;
  if (!d) return null;
  const a = approval.data;
  const sent = a !== undefined && (a.status === 'Pending' || a.status === 'Approved');
  const mayEnter = !sent && (d.hasResults ? can(updateTestResultEndpoint) : can(storeTestResultEndpoint));
  const refresh = () => void invalidate(getDocumentApprovalEndpoint, getDataSheetEndpoint);
  return (
    <Box>
      <PageHeader
        title={`Data sheet ${d.sheetNo}`}
        subtitle={
          <>
            <Link component={RouterLink} to={transformerHref(d.transformerId)}>
              {d.serialNo}
            </Link>{' '}
            · {d.brandName} · {d.kva} kVA · {d.primaryVoltage.toLocaleString('en-PH')}/{d.secondaryVoltage} V · tested{' '}
            {formatDate(d.testDate)}
          </>
        }
        actions={
          <Stack direction="row" spacing={1}>
            {mayEnter && (
              <Button variant="contained" onClick={() => setEntering(true)}>
                {d.hasResults ? 'Edit results' : 'Enter results'}
              </Button>
            )}
            {d.hasResults && !sent && can(signOffDataSheetEndpoint) && (
              <Button
                variant="outlined"
                onClick={() =>
                  void callEndpoint(signOffDataSheetEndpoint, { params: { id: d.id } }).then(() => {
                    notify.success(`Data sheet ${d.sheetNo} sent for signing.`);
                    refresh();
                  })
                }
              >
                Send for signing
              </Button>
            )}
            {a?.canDecide && (
              <>
                <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
                  Sign
                </Button>
                <Button color="error" onClick={() => setDeciding('reject')}>
                  Refuse
                </Button>
              </>
            )}
            {d.hasResults && !sent && can(deleteTestResultEndpoint) && (
              <Button variant="outlined" color="error" onClick={() => setClearing(true)}>
                Clear results
              </Button>
            )}
            <Button
              variant="outlined"
              component="a"
              href={`/tsd/distribution-transformer-data-sheet/${d.id}/print`}
              target="_blank"
            >
              Print
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Fact label="Result">
            <ResultChip result={d.result} />
          </Fact>
          <Fact label="Purpose">{d.purpose}</Fact>
          <Fact label="Tested by">{d.testerName}</Fact>
          <Fact label="Witnessed by">{d.witnessName ?? '-'}</Fact>
          <Fact label="Instrument">
            {d.instrument}
            {d.instrumentSerial ? ` (${d.instrumentSerial})` : ''}
            {d.instrumentCalibratedOn ? `, calibrated ${formatDate(d.instrumentCalibratedOn)}` : ''}
          </Fact>
          <Fact label="Turns ratio tolerance">±{d.tolerancePct}%</Fact>
        </Stack>
        {a && <ApprovalStepLine approval={a} />}
      </Paper>
      {deciding && a && (
        <ApprovalDecisionDialog
          requestId={a.requestId}
          approve={deciding === 'approve'}
          title={`${deciding === 'approve' ? 'Sign' : 'Refuse'} data sheet ${d.sheetNo}`}
          onClose={() => setDeciding(null)}
          onSaved={() => {
            setDeciding(null);
            refresh();
          }}
        />
      )}
      <Typography variant="h6" sx={{ mb: 1 }}>
        Turns ratio {d.turnsRatioResult && <ResultChip result={d.turnsRatioResult} />}
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <SimpleTable
          columns={ratioColumns}
          rows={d.turnsRatio}
          rowKey={(r) => `${r.tap}${r.phase}`}
          caption="Turns ratio"
          emptyText="No readings yet."
        />
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Polarity {d.polarityResult && <ResultChip result={d.polarityResult} />}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Expected {d.expectedPolarity}; measured {d.measuredPolarity ?? '-'}.
      </Typography>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Insulation resistance {d.irResult && <ResultChip result={d.irResult} />}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Test voltage {d.irTestVoltage ?? '-'} V, temperature {d.irTempC ?? '-'} °C
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <SimpleTable
          columns={insulationColumns}
          rows={insulationRows(d)}
          rowKey={(r) => r.pair}
          caption="Insulation resistance"
        />
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Winding resistance and losses
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Fact label="HV winding (Ω)">{d.hvWindingOhms ?? '-'}</Fact>
        <Fact label="LV winding (Ω)">{d.lvWindingOhms ?? '-'}</Fact>
        <Fact label="No-load loss (W)">{d.noLoadLossW ?? '-'}</Fact>
        <Fact label="Load loss (W)">{d.loadLossW ?? '-'}</Fact>
        <Fact label="Oil dielectric (kV)">{d.oilDielectricKv ?? '-'}</Fact>
      </Stack>
      {entering && <ResultsDialog sheet={d} onClose={() => setEntering(false)} />}
      <ConfirmDialog
        open={clearing}
        title="Clear the results?"
        message="The readings of this data sheet are removed and the transformer waits to be tested again."
        confirmLabel="Clear results"
        danger
        onClose={() => setClearing(false)}
        onConfirm={async () => {
          await clear.mutateAsync({ params: { id: d.id } });
          setClearing(false);
        }}
      />
    </Box>
  );
}

interface RatioRow {
  tap: number;
  phase: TestPhase;
  hvTapVolts: number;
  measuredRatio: string;
}

function ResultsDialog({ sheet, onClose }: { sheet: DataSheetDetail; onClose: () => void }) {
  const invalidate = useInvalidateEndpoints();
  const rows: RatioRow[] =
    sheet.turnsRatio.length > 0
      ? sheet.turnsRatio.map((r) => ({
          tap: r.tap,
          phase: r.phase,
          hvTapVolts: r.hvTapVolts,
          measuredRatio: r.measuredRatio,
        }))
      : [{ tap: 3, phase: 'A', hvTapVolts: sheet.primaryVoltage, measuredRatio: '' }];
  const form = useForm(testResultFields, {
    turnsRatio: rows,
    measuredPolarity: (sheet.measuredPolarity ?? sheet.expectedPolarity) as Polarity,
    irTestVoltage: sheet.irTestVoltage ?? 2500,
    irTempC: sheet.irTempC ?? '',
    irHvLv: sheet.hvToLv.oneMinute ?? '',
    irHvG: sheet.hvToGround.oneMinute ?? '',
    irLvG: sheet.lvToGround.oneMinute ?? '',
    irHvLv10: sheet.hvToLv.tenMinutes ?? '',
    irHvG10: sheet.hvToGround.tenMinutes ?? '',
    irLvG10: sheet.lvToGround.tenMinutes ?? '',
    hvWindingOhms: sheet.hvWindingOhms ?? '',
    lvWindingOhms: sheet.lvWindingOhms ?? '',
    noLoadLossW: sheet.noLoadLossW ?? '',
    loadLossW: sheet.loadLossW ?? '',
    oilDielectricKv: sheet.oilDielectricKv ?? '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      sheet.hasResults
        ? callEndpoint(updateTestResultEndpoint, { params: { id: sheet.id }, body })
        : callEndpoint(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...body } }),
    (saved) => {
      void invalidate(
        getDataSheetEndpoint,
        getDataSheetEditingEndpoint,
        listDataSheetsEndpoint,
        getTransformerByIdEndpoint,
      );
      notify.success(`Results stored: ${saved.result ?? ''}.`);
      onClose();
    },
  );
  const ratios = form.values.turnsRatio;
  const setRow = (i: number, patch: Partial<RatioRow>) =>
    form.set(
      'turnsRatio',
      ratios.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );
  const phases = sheet.phase === 'SinglePhase' ? (['A'] as const) : TEST_PHASES;
  return (
    <FormDialog
      open
      maxWidth="md"
      title={`Results of ${sheet.sheetNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors ?? form.errors.turnsRatio} />
      <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
        Turns ratio (LV {sheet.secondaryVoltage} V; tolerance ±{sheet.tolerancePct}%)
      </Typography>
      {ratios.map((r, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            name={`tap${i}`}
            label="Tap"
            type="number"
            value={r.tap}
            onChange={(e) => setRow(i, { tap: Number(e.target.value) })}
            sx={{ width: 80 }}
          />
          <TextField
            size="small"
            select
            name={`phase${i}`}
            label="Phase"
            value={r.phase}
            onChange={(e) => setRow(i, { phase: e.target.value as TestPhase })}
            sx={{ width: 90 }}
          >
            {phases.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            name={`hvTapVolts${i}`}
            label="HV tap (V)"
            type="number"
            value={r.hvTapVolts}
            onChange={(e) => setRow(i, { hvTapVolts: Number(e.target.value) })}
          />
          <TextField
            size="small"
            name={`measuredRatio${i}`}
            label="Measured ratio"
            value={r.measuredRatio}
            onChange={(e) => setRow(i, { measuredRatio: e.target.value })}
          />
          <IconButton
            aria-label={`Remove reading ${i + 1}`}
            onClick={() =>
              form.set(
                'turnsRatio',
                ratios.filter((_, j) => j !== i),
              )
            }
          >
            <Delete />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() =>
          form.set('turnsRatio', [
            ...ratios,
            { tap: (ratios.at(-1)?.tap ?? 0) + 1, phase: 'A', hvTapVolts: sheet.primaryVoltage, measuredRatio: '' },
          ])
        }
      >
        Add reading
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          fullWidth
          name="measuredPolarity"
          label={`Measured polarity (expected ${sheet.expectedPolarity})`}
          value={form.values.measuredPolarity}
          onChange={(e) => form.set('measuredPolarity', e.target.value as Polarity)}
          helperText=" "
        >
          {POLARITIES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="irTestVoltage"
          type="number"
          label="IR test voltage (V)"
          fullWidth
          value={form.values.irTestVoltage}
          onChange={(e) => form.set('irTestVoltage', Number(e.target.value))}
          error={form.errors.irTestVoltage !== undefined}
          helperText={form.errors.irTestVoltage ?? ' '}
        />
        <TextField {...form.text('irTempC')} label="IR temperature (°C)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('irHvLv')} label="HV-LV 1 min (MΩ)" required fullWidth />
        <TextField {...form.text('irHvG')} label="HV-G 1 min (MΩ)" required fullWidth />
        <TextField {...form.text('irLvG')} label="LV-G 1 min (MΩ)" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('irHvLv10')} label="HV-LV 10 min (MΩ)" fullWidth />
        <TextField {...form.text('irHvG10')} label="HV-G 10 min (MΩ)" fullWidth />
        <TextField {...form.text('irLvG10')} label="LV-G 10 min (MΩ)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('hvWindingOhms')} label="HV winding (Ω)" fullWidth />
        <TextField {...form.text('lvWindingOhms')} label="LV winding (Ω)" fullWidth />
        <TextField {...form.text('noLoadLossW')} label="No-load loss (W)" fullWidth />
        <TextField {...form.text('loadLossW')} label="Load loss (W)" fullWidth />
        <TextField {...form.text('oilDielectricKv')} label="Oil dielectric (kV)" fullWidth />
      </Stack>
    </FormDialog>
  );
}
