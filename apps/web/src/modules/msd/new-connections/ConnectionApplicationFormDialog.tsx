// Filing a new connection application, or correcting one before its evaluation: the applicant
// (type with its name kinds, capacity), the premises, the load, the documents received and the
// pre-membership seminar to attend.
import {
  connectionApplicationFields,
  newConnectionApplicationFields,
  type ConnectionApplicationDetail,
} from '@ilaw/contracts/msd/connection-applications/connection-application';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { updateConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/update-connection-application';
import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import {
  APPLICANT_CAPACITIES,
  APPLICANT_CAPACITY_LABELS,
  APPLICANT_TYPES,
  CONNECTION_DOCUMENTS,
  CONNECTION_DOCUMENT_CODES,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  type ApplicantCapacity,
  type ApplicantType,
  type ConnectionDocument,
  type LocationType,
} from '@ilaw/contracts/msd/enums';
import { formatDate } from '@ilaw/contracts/format';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

interface Values {
  applicantType: ApplicantType;
  capacity: ApplicantCapacity;
  applicantName: string;
  spouseName: string;
  juridicalName: string;
  contactNo: string;
  branchCode: number | null;
  town: string;
  barangay: string;
  address: string;
  locationType: LocationType;
  loadKw: string;
  documents: ConnectionDocument[];
  pmsSeminarId: number | null;
  requestKey: string;
}

function initialValues(a: ConnectionApplicationDetail | undefined): Values {
  return {
    applicantType: a?.applicantType ?? 'Single',
    capacity: a?.capacity ?? 'Owner',
    applicantName: a?.applicantName ?? '',
    spouseName: a?.spouseName ?? '',
    juridicalName: a?.juridicalName ?? '',
    contactNo: a?.contactNo ?? '',
    branchCode: a?.branchCode ?? null,
    town: a?.town ?? '',
    barangay: a?.barangay ?? '',
    address: a?.address ?? '',
    locationType: a?.locationType ?? 'Residential',
    loadKw: a?.loadKw ?? '',
    documents: a?.documents ?? [],
    pmsSeminarId: a?.pmsSeminarId ?? null,
    requestKey: a ? '' : crypto.randomUUID(),
  };
}

export function ConnectionApplicationFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** Set: correct this application; else file a new one. */
  editing?: ConnectionApplicationDetail;
  onClose: () => void;
  onSaved: (saved: ConnectionApplicationDetail) => void;
}) {
  const schema = editing ? connectionApplicationFields : newConnectionApplicationFields;
  const form = useForm<Values, unknown>(schema, initialValues(editing));
  const branches = useBranches();
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const seminars = useQuery(endpointQuery(listPmsSeminarsEndpoint, { query: { dateFrom: today, itemsPerPage: 50 } }));
  const create = useEndpointMutation(createConnectionApplicationEndpoint, {
    invalidates: [listConnectionApplicationsEndpoint],
  });
  const update = useEndpointMutation(updateConnectionApplicationEndpoint, {
    invalidates: [listConnectionApplicationsEndpoint, getConnectionApplicationEndpoint],
  });
  const v = form.values;
  const attended = editing?.pmsAttendedAt != null;

  const submit = async () => {
    const payload = {
      ...v,
      spouseName: v.applicantType === 'Joint' ? v.spouseName : null,
      juridicalName: v.applicantType === 'Juridical' ? v.juridicalName : null,
      requestKey: editing ? undefined : v.requestKey,
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    try {
      const saved = editing
        ? await update.mutateAsync({ params: { id: editing.id }, body: parsed.data })
        : await create.mutateAsync({ body: { ...parsed.data, requestKey: v.requestKey } });
      notify.success(editing ? 'The application was saved.' : `Application ${saved.applicationNo} was filed.`);
      onSaved(saved);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };

  const toggle = (d: ConnectionDocument, on: boolean) =>
    form.set('documents', on ? [...v.documents, d] : v.documents.filter((x) => x !== d));

  // Upcoming seminars, plus the one already chosen (it may be past).
  const seminarOptions = [...(seminars.data?.data ?? [])];
  if (editing?.pmsSeminarId && !seminarOptions.some((s) => s.id === editing.pmsSeminarId)) {
    seminarOptions.push({
      id: editing.pmsSeminarId,
      seminarDate: editing.pmsSeminarDate ?? '',
      startTime: '',
      venue: '',
      branchCode: 0,
      branchName: null,
      facilitator: null,
      seats: 0,
      enrolled: 0,
      attended: 0,
    });
  }

  return (
    <FormDialog
      open
      title={editing ? `Correct application ${editing.applicationNo}` : 'New connection application'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending || update.isPending}
      submitLabel={editing ? 'Save' : 'File application'}
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            label="Applicant type"
            name="applicantType"
            value={v.applicantType}
            onChange={(ev) => form.set('applicantType', ev.target.value as ApplicantType)}
            helperText={form.errors.applicantType ?? ' '}
            error={form.errors.applicantType !== undefined}
          >
            {APPLICANT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            select
            fullWidth
            label="Capacity"
            name="capacity"
            value={v.capacity}
            onChange={(ev) => form.set('capacity', ev.target.value as ApplicantCapacity)}
            helperText={form.errors.capacity ?? ' '}
            error={form.errors.capacity !== undefined}
          >
            {APPLICANT_CAPACITIES.map((c) => (
              <MenuItem key={c} value={c}>
                {APPLICANT_CAPACITY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {v.applicantType === 'Juridical' && (
          <Grid size={12}>
            <TextField fullWidth required label="Juridical name" {...form.text('juridicalName')} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            label={v.applicantType === 'Juridical' ? 'Authorized representative' : 'Applicant name'}
            {...form.text('applicantName')}
          />
        </Grid>
        {v.applicantType === 'Joint' && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField fullWidth required label="Spouse name" {...form.text('spouseName')} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label="Contact no." {...form.text('contactNo')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            label="Branch"
            name="branchCode"
            value={v.branchCode ?? ''}
            onChange={(ev) => form.set('branchCode', Number(ev.target.value))}
            error={form.errors.branchCode !== undefined}
            helperText={form.errors.branchCode ?? ' '}
          >
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField fullWidth label="Town" {...form.text('town')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField fullWidth required label="Barangay" {...form.text('barangay')} />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth required label="Address" {...form.text('address')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label="Location type"
            name="locationType"
            value={v.locationType}
            onChange={(ev) => form.set('locationType', ev.target.value as LocationType)}
            helperText=" "
          >
            {LOCATION_TYPES.map((l) => (
              <MenuItem key={l} value={l}>
                {LOCATION_TYPE_LABELS[l]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label="Load (kW)" inputMode="decimal" {...form.text('loadKw')} />
        </Grid>
        <Grid size={12}>
          <TextField
            select
            fullWidth
            label="Pre-membership seminar"
            name="pmsSeminarId"
            value={v.pmsSeminarId ?? ''}
            disabled={attended}
            onChange={(ev) => form.set('pmsSeminarId', ev.target.value === '' ? null : Number(ev.target.value))}
            error={form.errors.pmsSeminarId !== undefined}
            helperText={form.errors.pmsSeminarId ?? (attended ? 'Attended.' : ' ')}
          >
            <MenuItem value="">(not yet scheduled)</MenuItem>
            {seminarOptions.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {formatDate(s.seminarDate)} {s.startTime} {s.venue}
                {s.seats > 0 ? ` (${s.seats - s.enrolled} seats left)` : ''}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2">Documents received</Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {CONNECTION_DOCUMENT_CODES.map((d) => (
              <FormControlLabel
                key={d}
                control={
                  <Checkbox
                    size="small"
                    name={`document-${d}`}
                    checked={v.documents.includes(d)}
                    onChange={(ev) => toggle(d, ev.target.checked)}
                  />
                }
                label={CONNECTION_DOCUMENTS[d]}
              />
            ))}
          </FormGroup>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
