// /tsd/distribution-transformer/form: without ?id the registration form; with ?id=N one
// transformer: its nameplate, installation and removal history, tests, service requests and load readings.
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import {
  BUSHING_LABELS,
  CORE_LABELS,
  MOVEMENT_ACTIONS,
  OWNERSHIP_LABELS,
  PHASE_LABELS,
} from '@ilaw/contracts/tsd/enums';
import { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import type { LoadReading } from '@ilaw/contracts/tsd/load-readings/load-reading';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { moveTransformerBody, moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import type { TransformerDetail, TransformerMovement } from '@ilaw/contracts/tsd/transformers/transformer';
import { updateTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/update-transformer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ResultChip } from '../tsd-parts.tsx';
import { TransformerFormDialog } from './TransformerFormDialog.tsx';
import { TransformerServiceRequests } from './TransformerServiceRequests.tsx';
import { transformerHref } from './TransformersPage.tsx';

export default function TransformerFormPage() {
  const id = useUrlState().num('id');
  return id === undefined ? (
    <ScreenAccess reads={listTransformersEndpoint}>
      <Register />
    </ScreenAccess>
  ) : (
    <ScreenAccess reads={getTransformerByIdEndpoint}>
      <Detail id={id} />
    </ScreenAccess>
  );
}

function Register() {
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title="Register a transformer" />
      <TransformerFormDialog
        row={null}
        onClose={() => void navigate('/tsd/distribution-transformer')}
        onSaved={(t) => void navigate(transformerHref(t.id), { replace: true })}
      />
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}

const movementColumns: Column<TransformerMovement>[] = [
  { key: 'date', header: 'Date', render: (m) => formatDate(m.actionDate) },
  { key: 'action', header: 'Action', render: (m) => m.action },
  {
    key: 'where',
    header: 'Branch / feeder / pole',
    render: (m) => [m.branchName, m.feeder, m.poleNo].filter(Boolean).join(' / '),
  },
  { key: 'remarks', header: 'Remarks', render: (m) => m.remarks ?? '' },
  { key: 'by', header: 'Recorded by', render: (m) => `${m.recordedBy ?? '-'}, ${formatDateTime(m.recordedAt)}` },
];

const readingColumns: Column<LoadReading>[] = [
  { key: 'at', header: 'Read', render: (r) => formatDateTime(r.readAt) },
  { key: 'tap', header: 'Tap', render: (r) => r.tapPosition ?? '-' },
  { key: 'kva', header: 'kVA', align: 'right', render: (r) => r.kva },
  { key: 'loading', header: 'Loading', align: 'right', render: (r) => `${r.loadingPct}%` },
  {
    key: 'imbalance',
    header: 'Imbalance',
    align: 'right',
    render: (r) => `${r.imbalancePct}%${r.imbalanced ? ' !' : ''}`,
  },
  {
    key: 'flag',
    header: 'Flag',
    render: (r) => <StatusChip status={r.flag === 'Normal' ? 'active' : 'failed'} label={r.flag} />,
  },
];

function Detail({ id }: { id: number }) {
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const detail = useQuery(endpointQuery(getTransformerByIdEndpoint, { params: { id } }));
  const readings = useQuery(
    endpointQuery(listLoadReadingsEndpoint, { query: { transformerId: id, itemsPerPage: 15 } }),
  );
  const t = detail.data;
  if (!t) return null;
  const testColumns: Column<TransformerDetail['tests'][number]>[] = [
    {
      key: 'sheet',
      header: 'Data sheet',
      render: (x) => (
        <Link component={RouterLink} to={`/tsd/distribution-transformer-data-sheet/${x.id}`}>
          {x.sheetNo}
        </Link>
      ),
    },
    { key: 'date', header: 'Test date', render: (x) => formatDate(x.testDate) },
    { key: 'purpose', header: 'Purpose', render: (x) => x.purpose },
    { key: 'tester', header: 'Tester', render: (x) => x.testerName },
    { key: 'result', header: 'Result', render: (x) => <ResultChip result={x.result} /> },
  ];
  return (
    <Box>
      <PageHeader
        title={`Transformer ${t.serialNo}`}
        subtitle={`${t.brandName} · ${t.kva} kVA ${PHASE_LABELS[t.phase]} · ${t.primaryVoltage.toLocaleString('en-PH')}/${t.secondaryVoltage} V`}
        actions={
          <Stack direction="row" spacing={1}>
            {can(moveTransformerEndpoint) && (
              <Button variant="contained" onClick={() => setMoving(true)}>
                {t.mounting === 'Mounted' ? 'Record removal' : 'Record installation'}
              </Button>
            )}
            {can(updateTransformerEndpoint) && (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Fact label="Mounting">
            <StatusChip status={t.mounting === 'Mounted' ? 'active' : 'inc'} label={t.mounting} />
          </Fact>
          <Fact label="Branch / feeder / pole">{[t.branchName, t.feeder, t.poleNo].filter(Boolean).join(' / ')}</Fact>
          <Fact label="GPS">{t.latitude && t.longitude ? `${t.latitude}, ${t.longitude}` : '-'}</Fact>
          <Fact label="Nameplate polarity">{t.polarity ?? '-'}</Fact>
          <Fact label="Core">{CORE_LABELS[t.core]}</Fact>
          <Fact label="Bushing">{BUSHING_LABELS[t.bushing]}</Fact>
          <Fact label="Class">{t.coolingClass}</Fact>
          <Fact label="Temperature rise">{t.temperatureRise} °C</Fact>
          <Fact label="Ownership">{OWNERSHIP_LABELS[t.ownership]}</Fact>
          <Fact label="Last test">{t.lastTestDate ? <ResultChip result={t.lastTestResult} /> : 'Never tested'}</Fact>
          <Fact label="Last loading">
            {t.lastLoadingPct === null ? '-' : `${t.lastLoadingPct}% (${t.lastLoadFlag})`}
          </Fact>
        </Stack>
        {t.remarks && <Typography sx={{ mt: 2 }}>{t.remarks}</Typography>}
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Installation and removal
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <SimpleTable
          columns={movementColumns}
          rows={t.movements}
          rowKey={(m) => m.id}
          caption="Installation and removal history"
          emptyText="Never installed."
        />
      </Paper>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Tests
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <SimpleTable
          columns={testColumns}
          rows={t.tests}
          rowKey={(x) => x.id}
          caption="Tests"
          emptyText="No data sheets yet."
        />
      </Paper>
      <TransformerServiceRequests transformerId={t.id} />
      <Typography variant="h6" sx={{ mb: 1 }}>
        Load readings
      </Typography>
      <Paper variant="outlined">
        <SimpleTable
          columns={readingColumns}
          rows={readings.data?.data}
          rowKey={(r) => r.id}
          caption="Load readings"
          emptyText="No load readings yet."
        />
      </Paper>
      {editing && <TransformerFormDialog row={t} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
      {moving && <MoveDialog t={t} onClose={() => setMoving(false)} />}
    </Box>
  );
}

function MoveDialog({ t, onClose }: { t: TransformerDetail; onClose: () => void }) {
  const branches = useBranches();
  const invalidate = useInvalidateEndpoints();
  const installing = t.mounting === 'Dismounted';
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = useForm(moveTransformerBody, {
    action: installing ? MOVEMENT_ACTIONS[0] : MOVEMENT_ACTIONS[1],
    actionDate: today,
    branchCode: t.branchCode,
    feeder: installing ? (t.feeder ?? '') : '',
    poleNo: installing ? (t.poleNo ?? '') : '',
    latitude: installing ? (t.latitude ?? '') : '',
    longitude: installing ? (t.longitude ?? '') : '',
    remarks: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(moveTransformerEndpoint, { params: { id: t.id }, body }),
    () => {
      void invalidate(getTransformerByIdEndpoint, listTransformersEndpoint);
      notify.success(installing ? `${t.serialNo} installed.` : `${t.serialNo} removed.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title={installing ? `Install ${t.serialNo}` : `Remove ${t.serialNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={installing ? 'Record installation' : 'Record removal'}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField
        {...form.text('actionDate')}
        type="date"
        label={installing ? 'Installed on' : 'Removed on'}
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {installing && (
        <>
          <TextField
            select
            fullWidth
            name="branchCode"
            label="Branch"
            value={form.values.branchCode ?? ''}
            onChange={(e) => form.set('branchCode', Number(e.target.value))}
            helperText=" "
          >
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField {...form.text('feeder')} label="Feeder" fullWidth />
            <TextField {...form.text('poleNo')} label="Pole no." required fullWidth />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField {...form.text('latitude')} label="Latitude" fullWidth />
            <TextField {...form.text('longitude')} label="Longitude" fullWidth />
          </Stack>
        </>
      )}
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
