// Filing a service request (or editing one still open): for a consumer found in billing by
// account, name or meter, or for a location (type, branch, barangay, landmark, GPS).
import { LOCATION_TYPES, LOCATION_TYPE_LABELS, type LocationType } from '@ilaw/contracts/msd/enums';
import type { ServiceRequestDetail, ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { newServiceRequestFields, serviceRequestFields } from '@ilaw/contracts/msd/service-requests/service-request';
import { type ServiceRequestConsumer } from '@ilaw/contracts/msd/consumers/consumer';
import { searchServiceRequestConsumersEndpoint } from '@ilaw/contracts/msd/consumers/search-consumers';
import MyLocation from '@mui/icons-material/MyLocation';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { currentPosition } from '#web/shared/browser/geolocation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { SIDES } from './side.ts';

interface Values {
  typeId: number | null;
  subtypeId: number | null;
  consumerId: number | null;
  locationType: LocationType | '';
  branchCode: number | null;
  barangay: string;
  address: string;
  landmark: string;
  latitude: string;
  longitude: string;
  requesterName: string;
  contactNo: string;
  description: string;
  requestKey: string;
}

const EMPTY: Values = {
  typeId: null,
  subtypeId: null,
  consumerId: null,
  locationType: 'Residential',
  branchCode: null,
  barangay: '',
  address: '',
  landmark: '',
  latitude: '',
  longitude: '',
  requesterName: '',
  contactNo: '',
  description: '',
  requestKey: '',
};

export function ServiceRequestFormDialog({
  side,
  editId,
  onClose,
  onSaved,
}: {
  side: ServiceRequestSide;
  /** Set: edit this request (editServiceRequest); else file a new one. */
  editId?: number;
  onClose: () => void;
  onSaved: (saved: ServiceRequestDetail) => void;
}) {
  const e = SIDES[side];
  const editing = editId !== undefined;
  const form = useForm<Values, unknown>(editing ? serviceRequestFields : newServiceRequestFields, {
    ...EMPTY,
    requestKey: crypto.randomUUID(),
  });
  const [forConsumer, setForConsumer] = useState(true);
  const [consumer, setConsumer] = useState<ServiceRequestConsumer | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const types = useQuery(endpointQuery(e.types, { query: { activeOnly: 'true' } }));
  const branches = useBranches();
  const editForm = useQuery({ ...endpointQuery(e.editForm, { params: { id: editId ?? 0 } }), enabled: editing });
  const found = useQuery({
    ...endpointQuery(searchServiceRequestConsumersEndpoint, { query: { search: term } }),
    enabled: term.length >= 2,
  });
  const create = useEndpointMutation(e.create, { invalidates: [e.list] });
  const update = useEndpointMutation(e.update, { invalidates: [e.list, e.get] });
  const { setValues } = form;

  useEffect(() => {
    const f = editForm.data;
    if (!f) return;
    setValues({
      typeId: f.typeId,
      subtypeId: f.subtypeId,
      consumerId: f.consumerId,
      locationType: f.locationType,
      branchCode: f.branchCode,
      barangay: f.barangay ?? '',
      address: f.address ?? '',
      landmark: f.landmark ?? '',
      latitude: f.latitude ?? '',
      longitude: f.longitude ?? '',
      requesterName: f.requesterName,
      contactNo: f.contactNo ?? '',
      description: f.description,
      requestKey: '',
    });
    setForConsumer(f.consumerId !== null);
    if (f.consumerId !== null) {
      setConsumer({
        id: f.consumerId,
        accountNo: f.accountNo ?? '',
        name: f.consumerName ?? '',
        address: f.address,
        town: '',
        branchCode: f.branchCode ?? 0,
        consumerClass: '',
        accountStatus: 1,
        meterSerial: null,
      });
    }
  }, [editForm.data, setValues]);

  const parents = useMemo(() => (types.data ?? []).filter((t) => t.parentId === null), [types.data]);
  const subtypes = useMemo(
    () => (types.data ?? []).filter((t) => t.parentId !== null && t.parentId === form.values.typeId),
    [types.data, form.values.typeId],
  );
  const chosen =
    subtypes.find((s) => s.id === form.values.subtypeId) ?? parents.find((p) => p.id === form.values.typeId);

  const submit = async () => {
    const payload = {
      ...form.values,
      consumerId: forConsumer ? form.values.consumerId : null,
      locationType: form.values.locationType || undefined,
      requestKey: editing ? undefined : form.values.requestKey,
    };
    const parsed = (editing ? serviceRequestFields : newServiceRequestFields).safeParse(payload);
    if (!parsed.success) {
      form.setValues((v) => ({ ...v }));
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'generalErrors')] ??= issue.message;
      form.setErrors(next);
      return;
    }
    try {
      const saved = editing
        ? await update.mutateAsync({ params: { msdServiceRequestId: editId }, body: parsed.data })
        : await create.mutateAsync({ body: { ...parsed.data, requestKey: form.values.requestKey } });
      notify.success(editing ? 'The service request was saved.' : `Service request ${saved.requestNo} was filed.`);
      onSaved(saved);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };

  const locate = async () => {
    try {
      const p = await currentPosition();
      form.set('latitude', p.latitude.toFixed(7));
      form.set('longitude', p.longitude.toFixed(7));
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'The location could not be read.');
    }
  };

  return (
    <FormDialog
      open
      title={editing ? `Edit service request ${editForm.data?.requestNo ?? ''}` : 'New service request'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending || update.isPending}
      submitLabel={editing ? 'Save' : 'File request'}
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label="Type"
            name="typeId"
            value={form.values.typeId ?? ''}
            onChange={(ev) => {
              form.set('typeId', Number(ev.target.value));
              form.set('subtypeId', null);
            }}
            error={form.errors.typeId !== undefined}
            helperText={form.errors.typeId ?? ' '}
          >
            {parents.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label="Subtype"
            name="subtypeId"
            value={form.values.subtypeId ?? ''}
            onChange={(ev) => form.set('subtypeId', ev.target.value === '' ? null : Number(ev.target.value))}
            disabled={subtypes.length === 0}
            error={form.errors.subtypeId !== undefined}
            helperText={
              form.errors.subtypeId ??
              (chosen
                ? `Target ${chosen.targetHours} ${chosen.clockBasis === 'Calendar' ? 'hours' : 'working hours'}`
                : ' ')
            }
          >
            <MenuItem value="">(none)</MenuItem>
            {subtypes.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Switch checked={forConsumer} onChange={(ev) => setForConsumer(ev.target.checked)} />}
            label="For a consumer (else a location)"
          />
        </Grid>
        {forConsumer ? (
          <Grid size={12}>
            <Autocomplete<ServiceRequestConsumer>
              options={found.data ?? []}
              value={consumer}
              filterOptions={(x) => x}
              getOptionLabel={(c) => `${c.accountNo} ${c.name}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v) => setSearch(v)}
              onChange={(_, c) => {
                setConsumer(c);
                form.set('consumerId', c?.id ?? null);
                if (c && form.values.requesterName === '') form.set('requesterName', c.name);
              }}
              renderOption={(props, c) => (
                <li {...props} key={c.id}>
                  {c.accountNo} · {c.name} · {c.address ?? c.town}
                  {c.meterSerial ? ` · meter ${c.meterSerial}` : ''}
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Consumer (account no., name or meter serial)"
                  name="consumer"
                  error={form.errors.consumerId !== undefined}
                  helperText={form.errors.consumerId ?? ' '}
                />
              )}
            />
          </Grid>
        ) : (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label="Branch"
              name="branchCode"
              value={form.values.branchCode ?? ''}
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
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            fullWidth
            label="Location type"
            name="locationType"
            value={form.values.locationType}
            onChange={(ev) => form.set('locationType', ev.target.value as LocationType)}
            error={form.errors.locationType !== undefined}
            helperText={form.errors.locationType ?? ' '}
          >
            {LOCATION_TYPES.map((l) => (
              <MenuItem key={l} value={l}>
                {LOCATION_TYPE_LABELS[l]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label="Barangay" {...form.text('barangay')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label="Address" {...form.text('address')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label="Landmark" {...form.text('landmark')} />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <TextField fullWidth label="Latitude" {...form.text('latitude')} />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <TextField fullWidth label="Longitude" {...form.text('longitude')} />
        </Grid>
        <Grid size={{ xs: 12, md: 1 }}>
          <Button onClick={() => void locate()} startIcon={<MyLocation />} sx={{ mt: 1 }}>
            GPS
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label="Requested by" {...form.text('requesterName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth label="Contact no." {...form.text('contactNo')} />
        </Grid>
        <Grid size={12}>
          <TextField fullWidth required multiline minRows={3} label="Description" {...form.text('description')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
