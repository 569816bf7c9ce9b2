// The transformer's fields that the registry's form and the transformer application dialogs share
// (decision 117): the unit's size, phase and ownership, its branch, and where it stands.
import {
  OWNERSHIP_LABELS,
  PHASE_LABELS,
  PHASES,
  TRANSFORMER_KVA_SIZES,
  TRANSFORMER_OWNERSHIPS,
  type Phase,
  type TransformerKva,
  type TransformerOwnership,
} from '@ilaw/contracts/tsd/enums';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import type { ChangeEvent, ReactNode } from 'react';
import { useBranches } from '#web/shared/reference/reference-data.ts';

/** A required select of a few options (the enumerations), its message under it. */
export function Choice<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  error,
  required = true,
}: {
  label: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (v: V) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      required={required}
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
      error={error !== undefined}
      helperText={error ?? ' '}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One controlled field: its name on the form, value, change and message. */
export interface FieldOf<V> {
  name: string;
  value: V;
  onChange: (v: V) => void;
  error?: string | undefined;
}

/** kVA, phase and (when asked) ownership side by side. */
export function UnitFields({
  kva,
  phase,
  ownership,
}: {
  kva: FieldOf<TransformerKva>;
  phase: FieldOf<Phase>;
  ownership?: FieldOf<TransformerOwnership>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Choice label="kVA" {...kva} options={TRANSFORMER_KVA_SIZES.map((k) => ({ value: k, label: k }))} />
      <Choice label="Phase" {...phase} options={PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] }))} />
      {ownership && (
        <Choice
          label="Ownership"
          {...ownership}
          options={TRANSFORMER_OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_LABELS[o] }))}
        />
      )}
    </Stack>
  );
}

export function BranchChoice(field: FieldOf<number>) {
  const branches = useBranches();
  return (
    <Choice label="Branch" {...field} options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))} />
  );
}

type PlaceField = 'feeder' | 'poleNo' | 'latitude' | 'longitude';
interface TextProps {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string;
}

/** Feeder, pole and GPS of where the unit stands (or is to stand), on a useForm form. */
export function PlaceFields({
  form,
  poleRequired = false,
}: {
  form: { text: (name: PlaceField) => TextProps };
  poleRequired?: boolean;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField {...form.text('feeder')} label="Feeder" fullWidth />
      <TextField {...form.text('poleNo')} label="Pole no." required={poleRequired} fullWidth />
      <TextField {...form.text('latitude')} label="Latitude" fullWidth />
      <TextField {...form.text('longitude')} label="Longitude" fullWidth />
    </Stack>
  );
}
