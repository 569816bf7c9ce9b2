// /tsd/kwh-meter/testing: the testing programme's sampling lots (decision 081): each lot's plan
// from ANSI/ASQ Z1.4 (code letter, sample size, acceptance and rejection numbers), its sample
// received and tested so far, and the lot accepted or rejected; a new lot is formed here, at the
// severity (normal, tightened, reduced) the switching rules give its kind (decision 117).
import { todayInManila } from '@ilaw/contracts/format';
import { METER_LOT_KIND_LABELS, METER_LOT_KINDS, type MeterLotKind } from '@ilaw/contracts/tsd/enums';
import { createMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/create-meter-lot';
import { listMeterLotsEndpoint } from '@ilaw/contracts/tsd/meter-lots/list-meter-lots';
import { getLotSwitchingEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-lot-switching';
import { createMeterLotBody, type MeterLot, type SwitchingState } from '@ilaw/contracts/tsd/meter-lots/meter-lot';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { Choice } from '../transformers/transformer-fields.tsx';

const LOT_COLOUR = { Open: 'pending', Accepted: 'passed', Rejected: 'failed' } as const;

const columns: Column<MeterLot>[] = [
  { key: 'no', header: 'Lot no.', phone: 'title', render: (l) => l.lotNo },
  { key: 'kind', header: 'Kind', render: (l) => METER_LOT_KIND_LABELS[l.kind] },
  { key: 'description', header: 'Lot', render: (l) => l.description },
  { key: 'size', header: 'Lot size', align: 'right', render: (l) => l.lotSize.toLocaleString('en-PH') },
  {
    key: 'plan',
    header: 'Plan',
    render: (l) => `AQL ${l.aql}, ${l.codeLetter}: n ${l.sampleSize}, Ac ${l.acceptNo}, Re ${l.rejectNo}`,
  },
  { key: 'severity', header: 'Inspection', render: (l) => l.severity },
  { key: 'sample', header: 'Tested', align: 'right', render: (l) => `${l.tested}/${l.sampleSize}` },
  { key: 'defectives', header: 'Failed', align: 'right', render: (l) => l.defectives },
  { key: 'result', header: 'Result', render: (l) => <StatusChip status={LOT_COLOUR[l.result]} label={l.result} /> },
];

const SEVERITY_COLOUR = { Normal: 'pending', Tightened: 'suspended', Reduced: 'passed' } as const;

/** Where the next lot stands in Z1.4's switching rules, and what would switch it. */
function switchingNote(s: SwitchingState): string {
  if (s.discontinued) return 'Five lots were not accepted on tightened inspection: inspection resumes at tightened.';
  switch (s.severity) {
    case 'Normal': {
      const notAccepted = s.recentNormal.filter((a) => !a).length;
      return `Switching score ${s.switchingScore} of 30 for reduced; ${notAccepted} of the last ${s.recentNormal.length} lots not accepted (two of five tighten).`;
    }
    case 'Tightened':
      return `${s.tightenedAccepted} of 5 consecutive lots accepted to return to normal; ${s.tightenedRejected} of 5 not accepted discontinues.`;
    case 'Reduced':
      return 'A lot not accepted returns to normal inspection.';
  }
}

function Severities() {
  const switching = useQuery(endpointQuery(getLotSwitchingEndpoint));
  if (!switching.data) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {switching.data.map(({ kind, state }) => (
        <Grid key={kind} size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }} data-testid={`severity-${kind}`}>
            <Typography variant="caption" color="text.secondary">
              {METER_LOT_KIND_LABELS[kind]}: the next lot is inspected at
            </Typography>
            <Box sx={{ my: 0.5 }}>
              <StatusChip status={SEVERITY_COLOUR[state.severity]} label={`${state.severity} inspection`} />
            </Box>
            <Typography variant="body2">{switchingNote(state)}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function LotDialog({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidateEndpoints();
  const form = useForm(createMeterLotBody, {
    kind: 'Acceptance' as MeterLotKind,
    lotSize: 100,
    description: '',
    formedOn: todayInManila(),
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(createMeterLotEndpoint, { body }),
    (lot) => {
      void invalidate(listMeterLotsEndpoint);
      notify.success(`Lot ${lot.lotNo}: test ${lot.sampleSize} meters; accepted with at most ${lot.acceptNo} failed.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title="Form a sampling lot"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Form lot"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Box sx={{ mt: 1 }}>
        <Choice
          label="Kind"
          name="kind"
          value={form.values.kind}
          options={METER_LOT_KINDS.map((k) => ({ value: k, label: METER_LOT_KIND_LABELS[k] }))}
          onChange={(x) => form.set('kind', x)}
          error={form.errors.kind}
        />
      </Box>
      <TextField
        name="lotSize"
        type="number"
        label="Lot size (meters)"
        required
        fullWidth
        value={form.values.lotSize}
        onChange={(e) => form.set('lotSize', Number(e.target.value))}
        error={form.errors.lotSize !== undefined}
        helperText={form.errors.lotSize ?? ' '}
      />
      <TextField {...form.text('description')} label="Lot (delivery, route, year installed)" required fullWidth />
      <TextField
        {...form.text('formedOn')}
        type="date"
        label="Formed on"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

function Screen() {
  const can = useCan();
  const [forming, setForming] = useState(false);
  const list = useListParams({ filters: { kind: oneOf(METER_LOT_KINDS) }, sortable: [] as const });
  const kind = list.filters.kind;
  const lots = useQuery(endpointQuery(listMeterLotsEndpoint, { query: kind === undefined ? {} : { kind } }));
  return (
    <Box>
      <PageHeader
        title="Kwh Meter Testing"
        subtitle="Sampling lots: acceptance of new meters (AQL 1.0) and in-service samples every two years (AQL 2.5), ANSI/ASQ Z1.4 level II."
        actions={
          can(createMeterLotEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setForming(true)}>
              Form lot
            </Button>
          )
        }
      />
      <Severities />
      <Paper variant="outlined">
        <ListFilterBar>
          <FilterSelect
            label="Kind"
            name="Kind"
            value={kind}
            onChange={(v) => list.setFilter('kind', v)}
            options={METER_LOT_KINDS.map((k) => ({ value: k, label: METER_LOT_KIND_LABELS[k] }))}
          />
        </ListFilterBar>
        <SimpleTable
          columns={columns}
          rows={lots.data}
          loading={lots.isFetching}
          rowKey={(l) => l.id}
          caption="Sampling lots"
          emptyText="No sampling lots yet."
        />
      </Paper>
      {forming && <LotDialog onClose={() => setForming(false)} />}
    </Box>
  );
}

export default function MeterLotsPage() {
  return (
    <ScreenAccess reads={listMeterLotsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
