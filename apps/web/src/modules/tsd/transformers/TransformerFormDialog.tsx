// Registers a transformer or corrects its nameplate and location (one dialog for both).
import {
  BUSHING_LABELS,
  BUSHING_TYPES,
  COOLING_CLASSES,
  CORE_LABELS,
  CORE_TYPES,
  POLARITIES,
  TEMPERATURE_RISES,
} from '@ilaw/contracts/tsd/enums';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { listTransformerBrandsEndpoint } from '@ilaw/contracts/tsd/transformer-brands/list-transformer-brands';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { transformerFields, type TransformerDetail } from '@ilaw/contracts/tsd/transformers/transformer';
import { updateTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/update-transformer';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { BranchChoice, Choice, PlaceFields, UnitFields } from './transformer-fields.tsx';

export function TransformerFormDialog({
  row,
  onClose,
  onSaved,
}: {
  row: TransformerDetail | null;
  onClose: () => void;
  onSaved: (t: TransformerDetail) => void;
}) {
  const brands = useQuery(endpointQuery(listTransformerBrandsEndpoint));
  const invalidate = useInvalidateEndpoints();
  const form = useForm(transformerFields, {
    serialNo: row?.serialNo ?? '',
    brandId: row?.brandId ?? 0,
    kva: row?.kva ?? '25',
    phase: row?.phase ?? 'SinglePhase',
    primaryVoltage: row?.primaryVoltage ?? 7620,
    secondaryVoltage: row?.secondaryVoltage ?? 240,
    polarity: row?.polarity ?? null,
    core: row?.core ?? 'SiliconSteelCore',
    bushing: row?.bushing ?? 'DoubleBushing',
    coolingClass: row?.coolingClass ?? 'OA',
    temperatureRise: row?.temperatureRise ?? 65,
    ownership: row?.ownership ?? 'Cooperative',
    branchCode: row?.branchCode ?? 5,
    feeder: row?.feeder ?? '',
    poleNo: row?.poleNo ?? '',
    latitude: row?.latitude ?? '',
    longitude: row?.longitude ?? '',
    remarks: row?.remarks ?? '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createTransformerEndpoint, { body })
        : callEndpoint(updateTransformerEndpoint, { params: { id: row.id }, body }),
    (saved) => {
      void invalidate(listTransformersEndpoint, getTransformerByIdEndpoint, listTransformerBrandsEndpoint);
      onSaved(saved);
    },
  );
  const v = form.values;
  const e = form.errors;
  const brandOptions = (brands.data ?? [])
    .filter((b) => b.isActive || b.id === row?.brandId)
    .map((b) => ({ value: b.id, label: b.name }));
  return (
    <FormDialog
      open
      maxWidth="md"
      title={row === null ? 'Register a transformer' : `Edit ${row.serialNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={e.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField {...form.text('serialNo')} label="Serial no." required fullWidth />
        <Choice
          label="Brand"
          name="brandId"
          value={v.brandId || null}
          options={brandOptions}
          onChange={(x) => form.set('brandId', x)}
          error={e.brandId}
        />
      </Stack>
      <UnitFields
        kva={{ name: 'kva', value: v.kva, onChange: (x) => form.set('kva', x), error: e.kva }}
        phase={{ name: 'phase', value: v.phase, onChange: (x) => form.set('phase', x), error: e.phase }}
        ownership={{
          name: 'ownership',
          value: v.ownership,
          onChange: (x) => form.set('ownership', x),
          error: e.ownership,
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="primaryVoltage"
          type="number"
          label="Primary (V)"
          fullWidth
          value={v.primaryVoltage}
          onChange={(ev) => form.set('primaryVoltage', Number(ev.target.value))}
          error={e.primaryVoltage !== undefined}
          helperText={e.primaryVoltage ?? ' '}
        />
        <TextField
          name="secondaryVoltage"
          type="number"
          label="Secondary (V)"
          fullWidth
          value={v.secondaryVoltage}
          onChange={(ev) => form.set('secondaryVoltage', Number(ev.target.value))}
          error={e.secondaryVoltage !== undefined}
          helperText={e.secondaryVoltage ?? ' '}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choice
          label="Nameplate polarity"
          name="polarity"
          required={false}
          value={v.polarity}
          options={POLARITIES.map((p) => ({ value: p, label: p }))}
          onChange={(x) => form.set('polarity', x)}
          error={e.polarity}
        />
        <Choice
          label="Core"
          name="core"
          value={v.core}
          options={CORE_TYPES.map((c) => ({ value: c, label: CORE_LABELS[c] }))}
          onChange={(x) => form.set('core', x)}
          error={e.core}
        />
        <Choice
          label="Bushing"
          name="bushing"
          value={v.bushing}
          options={BUSHING_TYPES.map((b) => ({ value: b, label: BUSHING_LABELS[b] }))}
          onChange={(x) => form.set('bushing', x)}
          error={e.bushing}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choice
          label="Class"
          name="coolingClass"
          value={v.coolingClass}
          options={COOLING_CLASSES.map((c) => ({ value: c, label: c }))}
          onChange={(x) => form.set('coolingClass', x)}
          error={e.coolingClass}
        />
        <Choice
          label="Temperature rise (°C)"
          name="temperatureRise"
          value={v.temperatureRise}
          options={TEMPERATURE_RISES.map((r) => ({ value: r, label: String(r) }))}
          onChange={(x) => form.set('temperatureRise', x)}
          error={e.temperatureRise}
        />
        <BranchChoice
          name="branchCode"
          value={v.branchCode}
          onChange={(x) => form.set('branchCode', x)}
          error={e.branchCode}
        />
      </Stack>
      <PlaceFields form={form} />
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
