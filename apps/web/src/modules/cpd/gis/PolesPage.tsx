// /cpd/gis (Data Gathering/Poles): poles gathered in the field with number, type, height, GPS, a
// photo and the transformer they carry (docs/decisions/112). Works at phone width: the list turns
// into cards and the form takes the phone's position (high accuracy, 20 s, at most 1 s old).
import { POLE_TYPES } from '@ilaw/contracts/gis/enums';
import { createPoleEndpoint } from '@ilaw/contracts/gis/poles/create-pole';
import { exportPolesEndpoint } from '@ilaw/contracts/gis/poles/export-poles';
import { getPoleEndpoint } from '@ilaw/contracts/gis/poles/get-pole';
import { listPolesEndpoint } from '@ilaw/contracts/gis/poles/list-poles';
import { poleFields, type Pole } from '@ilaw/contracts/gis/poles/pole';
import { syncFieldPolesEndpoint, type FieldPole } from '@ilaw/contracts/gis/poles/sync-field-poles';
import { updatePoleEndpoint } from '@ilaw/contracts/gis/poles/update-pole';
import { uploadPolePhotoEndpoint } from '@ilaw/contracts/gis/poles/upload-pole-photo';
import { downloadPolePhotoEndpoint } from '@ilaw/contracts/gis/poles/download-pole-photo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { OutboxPanel } from '#web/shared/offline/OutboxPanel.tsx';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PoleOutboxContext, usePoleOutbox, usePoleOutboxContext } from './pole-outbox.ts';

/** SPEC.md section 9's geolocation settings. */
const GEOLOCATION: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 1_000 };

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const POLE_OUTBOX_TEXTS = {
  noSignal: 'New poles are kept on this phone with their photo and sent when it is back online.',
  one: 'pole',
  many: 'poles',
  ready: 'This phone keeps the portal for gathering poles without signal.',
  readyNotice: 'Ready: poles can be gathered without signal.',
};

function PoleDialog({ row, onClose, onSaved }: CrudDialogProps<Pole>) {
  const branches = useBranches();
  const outbox = usePoleOutboxContext();
  const [photo, setPhoto] = useState<File | null>(null);
  const [gps, setGps] = useState<string | null>(null);
  const form = useForm(poleFields, {
    poleNo: row?.poleNo ?? '',
    poleType: row?.poleType ?? 'Concrete',
    heightFt: row?.heightFt ?? '',
    branchCode: row?.branchCode ?? 5,
    latitude: row?.latitude ?? '',
    longitude: row?.longitude ?? '',
    transformerSerialNo: row?.transformerSerialNo ?? '',
    remarks: row?.remarks ?? '',
    gatheredOn: row?.gatheredOn ?? today(),
  });
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      const saved =
        row === null
          ? await callEndpoint(createPoleEndpoint, { body })
          : await callEndpoint(updatePoleEndpoint, { params: { id: row.id }, body });
      return photo === null
        ? saved
        : callEndpoint(uploadPolePhotoEndpoint, { params: { id: saved.id }, files: { file: photo } });
    },
    onSaved,
  );
  // Without signal a new pole waits on the phone with its photo (decision 114).
  const save = async () => {
    if (row !== null || outbox === undefined || navigator.onLine) return submit();
    const body = form.validate();
    if (!body) return;
    await outbox.keep(body, photo ? [photo] : []);
    notify.info(`Pole ${body.poleNo} is kept on this phone and sent when it is back online.`);
    onClose();
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setGps('This device cannot give its position.');
    setGps('Finding the position...');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        form.set('latitude', p.coords.latitude.toFixed(6));
        form.set('longitude', p.coords.longitude.toFixed(6));
        setGps(`Within ${Math.round(p.coords.accuracy)} m.`);
      },
      (e) => setGps(e.code === e.TIMEOUT ? 'No position within 20 seconds; try again outside.' : e.message),
      GEOLOCATION,
    );
  };
  return (
    <FormDialog
      open
      title={row === null ? 'New pole' : `Edit pole ${row.poleNo}`}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField {...form.text('poleNo')} label="Pole no." required autoFocus fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField
            select
            fullWidth
            name="poleType"
            label="Type"
            value={form.values.poleType}
            onChange={(e) => form.set('poleType', e.target.value as Pole['poleType'])}
            helperText=" "
          >
            {POLE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...form.text('heightFt')} label="Height (ft)" required inputMode="decimal" fullWidth />
          <TextField
            select
            fullWidth
            name="branchCode"
            label="Branch"
            value={form.values.branchCode}
            onChange={(e) => form.set('branchCode', Number(e.target.value))}
            helperText=" "
          >
            {(branches.data ?? []).map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextField {...form.text('latitude')} label="Latitude" required inputMode="decimal" fullWidth />
          <TextField {...form.text('longitude')} label="Longitude" required inputMode="decimal" fullWidth />
        </Stack>
        <Box>
          <Button size="small" onClick={locate}>
            Use my location
          </Button>
          {gps !== null && (
            <Typography variant="caption" sx={{ ml: 1 }} role="status">
              {gps}
            </Typography>
          )}
        </Box>
        <TextField {...form.text('transformerSerialNo')} label="Transformer carried (serial no.)" fullWidth />
        <TextField
          {...form.text('gatheredOn')}
          label="Gathered on"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline />
        <Button component="label" variant="outlined" size="small">
          {photo === null ? (row?.hasPhoto ? 'Replace the photo' : 'Take or choose a photo') : `Photo: ${photo.name}`}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            aria-label="Pole photo"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </Button>
      </Stack>
    </FormDialog>
  );
}

const FILTERS = {
  search: text,
  branch: int,
  type: oneOf(POLE_TYPES),
  carrying: oneOf(['transformer', 'none'] as const),
};

function Screen() {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  const f = list.filters;
  const branches = useBranches();
  const filters = { search: f.search, branchCode: f.branch, poleType: f.type, carrying: f.carrying };
  const poles = usePagedEndpoint(listPolesEndpoint, { query: { ...list.query, ...filters } });
  const user = useCurrentUser();
  const inField = can(syncFieldPolesEndpoint);
  const outbox = usePoleOutbox(inField ? user.data?.id : undefined, () => void poles.refetch());
  const branchName = (code: number) => branches.data?.find((b) => b.code === code)?.name ?? String(code);
  const columns: Column<Pole>[] = [
    { key: 'poleNo', header: 'Pole no.', phone: 'title', render: (p) => p.poleNo },
    { key: 'type', header: 'Type', render: (p) => `${p.poleType}, ${p.heightFt} ft` },
    { key: 'branch', header: 'Branch', render: (p) => branchName(p.branchCode) },
    { key: 'gps', header: 'GPS', render: (p) => `${p.latitude}, ${p.longitude}` },
    { key: 'transformer', header: 'Transformer', render: (p) => p.transformerSerialNo ?? '-' },
    {
      key: 'photo',
      header: 'Photo',
      render: (p) =>
        p.hasPhoto ? (
          <Link href={downloadPolePhotoEndpoint.path.replace('{id}', String(p.id))} target="_blank" rel="noreferrer">
            View
          </Link>
        ) : (
          '-'
        ),
    },
    { key: 'gathered', header: 'Gathered', render: (p) => `${p.gatheredOn} · ${p.gatheredBy}` },
  ];
  return (
    <PoleOutboxContext.Provider value={inField ? outbox : undefined}>
      <CrudListPage
        title="Data Gathering/Poles"
        subtitle="Poles gathered in the field: number, type, height, GPS, photo and the transformer carried."
        newLabel="New pole"
        caption="Poles"
        invalidates={[listPolesEndpoint, getPoleEndpoint]}
        columns={columns}
        rowKey={(p) => p.id}
        rowName={(p) => p.poleNo}
        savedMessage={(p) => `Pole ${p.poleNo} saved.`}
        Dialog={PoleDialog}
        canEdit={can(createPoleEndpoint)}
        filters={
          <>
            {inField && (
              <OutboxPanel<FieldPole>
                outbox={outbox}
                texts={POLE_OUTBOX_TEXTS}
                problemTitle={(p) => `Pole ${p.payload.poleNo}: not recorded`}
              />
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
              <SearchField
                size="small"
                label="Pole no."
                value={f.search}
                onChange={(v) => list.setFilter('search', v)}
                sx={{ minWidth: 180 }}
              />
              <FilterSelect
                size="small"
                label="Branch"
                name="branch"
                value={f.branch}
                onChange={(v) => list.setFilter('branch', v)}
                options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
                sx={{ minWidth: 140 }}
              />
              <FilterSelect
                size="small"
                label="Type"
                name="type"
                value={f.type}
                onChange={(v) => list.setFilter('type', v)}
                options={POLE_TYPES.map((t) => ({ value: t, label: t }))}
                sx={{ minWidth: 120 }}
              />
              <FilterSelect
                size="small"
                label="Transformer"
                name="carrying"
                value={f.carrying}
                onChange={(v) => list.setFilter('carrying', v)}
                options={[
                  { value: 'transformer' as const, label: 'Carrying one' },
                  { value: 'none' as const, label: 'None' },
                ]}
                sx={{ minWidth: 140 }}
              />
              <ExportButton endpoint={exportPolesEndpoint} query={filters} />
            </Box>
          </>
        }
        renderTable={(withActions) => (
          <DataTable
            caption="Poles"
            columns={withActions}
            result={poles.data}
            loading={poles.isFetching}
            {...list.table}
            rowKey={(p) => p.id}
            emptyText="No poles match."
          />
        )}
      />
    </PoleOutboxContext.Provider>
  );
}

export default function PolesPage() {
  return (
    <ScreenAccess reads={listPolesEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
