// Recording a PUE inspection: service entrance and breaker, poles, service drop, GPS of the building
// and the pole (from the phone's GPS on site), seal/inspection reason, the electrician's licence,
// and pass or re-inspect (a pass moves the application to For Evaluation).
import type { ConnectionApplicationDetail } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { inspectionFields } from '@ilaw/contracts/msd/connection-inspections/connection-inspection';
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { listConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import {
  INSPECTION_RESULTS,
  POLE_TYPES,
  SEAL_REASONS,
  SEAL_REASON_LABELS,
  type InspectionResult,
  type PoleType,
  type SealReason,
} from '@ilaw/contracts/msd/enums';
import MyLocation from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { currentPosition } from '#web/shared/browser/geolocation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

interface Values {
  inspectedOn: string;
  result: InspectionResult;
  mainBreakerAmperes: string;
  branchCircuits: string;
  serviceEntrance: string;
  poleType: PoleType | '';
  poleCount: string;
  poleHeightFt: string;
  poleNumber: string;
  wireSize: string;
  wireLengthM: string;
  buildingLatitude: string;
  buildingLongitude: string;
  poleLatitude: string;
  poleLongitude: string;
  sealReason: SealReason | '';
  electricianName: string;
  electricianLicenceNo: string;
  electricianLicenceValidUntil: string;
  findings: string;
  reinspectOn: string;
}

const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const intOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

export function InspectionFormDialog({
  application,
  onClose,
}: {
  application: ConnectionApplicationDetail;
  onClose: () => void;
}) {
  const form = useForm<Values, unknown>(inspectionFields, {
    inspectedOn: manilaToday(),
    result: 'Passed',
    mainBreakerAmperes: '',
    branchCircuits: '',
    serviceEntrance: '',
    poleType: '',
    poleCount: '',
    poleHeightFt: '',
    poleNumber: '',
    wireSize: '',
    wireLengthM: '',
    buildingLatitude: '',
    buildingLongitude: '',
    poleLatitude: '',
    poleLongitude: '',
    sealReason: '',
    electricianName: '',
    electricianLicenceNo: '',
    electricianLicenceValidUntil: '',
    findings: '',
    reinspectOn: '',
  });
  const create = useEndpointMutation(createConnectionInspectionEndpoint, {
    invalidates: [
      getConnectionApplicationEndpoint,
      listConnectionApplicationsEndpoint,
      listConnectionInspectionsEndpoint,
    ],
  });
  const v = form.values;
  const submit = async () => {
    const parsed = inspectionFields.safeParse({
      ...v,
      applicationId: application.id,
      mainBreakerAmperes: intOrNull(v.mainBreakerAmperes),
      branchCircuits: intOrNull(v.branchCircuits),
      poleCount: intOrNull(v.poleCount),
      poleType: v.poleType || null,
      sealReason: v.sealReason || null,
      electricianLicenceValidUntil: v.electricianLicenceValidUntil || null,
      reinspectOn: v.reinspectOn || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    try {
      const saved = await create.mutateAsync({ body: parsed.data });
      notify.success(
        saved.stage === 'ForEvaluation'
          ? 'Passed: the application is For Evaluation.'
          : 'The re-inspection was recorded.',
      );
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  const locate = async (what: 'building' | 'pole') => {
    try {
      const p = await currentPosition();
      form.set(`${what}Latitude`, p.latitude.toFixed(7));
      form.set(`${what}Longitude`, p.longitude.toFixed(7));
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'The location could not be read.');
    }
  };
  const select = <K extends 'result' | 'poleType' | 'sealReason'>(
    name: K,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      fullWidth
      label={label}
      name={name}
      value={v[name]}
      onChange={(ev) => form.set(name, ev.target.value as Values[K])}
      error={form.errors[name] !== undefined}
      helperText={form.errors[name] ?? ' '}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title={`Inspection of ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
      submitLabel="Record inspection"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {application.applicantName} · {application.address}, {application.barangay} · {application.loadKw} kW
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            required
            type="date"
            label="Inspected on"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.text('inspectedOn')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {select(
            'result',
            'Result',
            INSPECTION_RESULTS.map((r) => ({ value: r, label: r === 'Passed' ? 'Passed' : 'Re-inspect' })),
          )}
        </Grid>
        {v.result === 'ReInspect' && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              required
              type="date"
              label="Re-inspect on"
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.text('reinspectOn')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth type="number" label="Main breaker (A)" {...form.text('mainBreakerAmperes')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth type="number" label="Branch circuits" {...form.text('branchCircuits')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Service entrance" {...form.text('serviceEntrance')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {select('poleType', 'Pole type', [
            { value: '', label: '(none)' },
            ...POLE_TYPES.map((p) => ({ value: p, label: p })),
          ])}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth type="number" label="Poles" {...form.text('poleCount')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth label="Pole height (ft)" {...form.text('poleHeightFt')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth label="Pole no." {...form.text('poleNumber')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth label="Service drop wire size" {...form.text('wireSize')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField fullWidth label="Wire length (m)" {...form.text('wireLengthM')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {select('sealReason', 'Seal/inspection reason', [
            { value: '', label: '(none)' },
            ...SEAL_REASONS.map((s) => ({ value: s, label: SEAL_REASON_LABELS[s] })),
          ])}
        </Grid>
        <Grid size={{ xs: 5, sm: 5 }}>
          <TextField fullWidth label="Building latitude" {...form.text('buildingLatitude')} />
        </Grid>
        <Grid size={{ xs: 5, sm: 5 }}>
          <TextField fullWidth label="Building longitude" {...form.text('buildingLongitude')} />
        </Grid>
        <Grid size={{ xs: 2, sm: 2 }}>
          <Button
            onClick={() => void locate('building')}
            startIcon={<MyLocation />}
            aria-label="Building GPS"
            sx={{ mt: 1 }}
          >
            GPS
          </Button>
        </Grid>
        <Grid size={{ xs: 5, sm: 5 }}>
          <TextField fullWidth label="Pole latitude" {...form.text('poleLatitude')} />
        </Grid>
        <Grid size={{ xs: 5, sm: 5 }}>
          <TextField fullWidth label="Pole longitude" {...form.text('poleLongitude')} />
        </Grid>
        <Grid size={{ xs: 2, sm: 2 }}>
          <Button onClick={() => void locate('pole')} startIcon={<MyLocation />} aria-label="Pole GPS" sx={{ mt: 1 }}>
            GPS
          </Button>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField fullWidth label="Electrician" {...form.text('electricianName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            required={v.result === 'Passed'}
            label="Licence no."
            {...form.text('electricianLicenceNo')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            type="date"
            label="Licence valid until"
            slotProps={{ inputLabel: { shrink: true } }}
            {...form.text('electricianLicenceValidUntil')}
          />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth multiline minRows={2} label="Findings" {...form.text('findings')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
