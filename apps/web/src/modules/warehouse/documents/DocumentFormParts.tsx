// What the requisition form and the stock document form share (decision 119): validation through
// the contract then the API's errors by field, the dialog with its date and location fields, and the
// material lines (material, quantity, a line's own fields, remove, add).
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { MaterialPicker, type PickedMaterial } from '../materials/MaterialPicker.tsx';

export type FieldErrors = Record<string, string>;

/** Checks the body against the contract, saves it, and keeps each error under its field. */
export function useDocumentSave<S extends z.ZodType, Saved>(
  schema: S,
  save: (body: z.output<S>) => Promise<Saved>,
  onSaved: (saved: Saved) => void,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || 'generalErrors'] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      onSaved(await save(parsed.data));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const general = e.body?.errors['generalErrors']?.[0];
      setErrors({ ...e.fieldErrors(), ...(general === undefined ? {} : { generalErrors: general }) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, submit };
}

/** The New dialog of a warehouse document: sent for approval on save. */
export function DocumentFormDialog({
  title,
  errors,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  errors: FieldErrors;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={busy}
      submitLabel="Save and send for approval"
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors'] ?? errors['lines']} />
      {children}
    </FormDialog>
  );
}

export function DateField({
  name,
  value,
  onChange,
  errors,
}: {
  name: string;
  value: string;
  onChange: (v: string) => void;
  errors: FieldErrors;
}) {
  return (
    <TextField
      name={name}
      label="Date"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}

/** One of the active warehouses and locations. */
export function LocationSelect({
  name,
  label,
  value,
  onChange,
  errors,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (id: number) => void;
  errors: FieldErrors;
}) {
  const locations = useQuery(endpointQuery(listLocationsEndpoint)).data?.filter((l) => l.isActive) ?? [];
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value || ''}
      onChange={(e) => onChange(Number(e.target.value))}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      required
      fullWidth
    >
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface MaterialLine {
  material: PickedMaterial | null;
  quantity: string;
}

/**
 * The lines: each a material and its quantity, with the document's own fields of the line before
 * (`beforeQuantity`) and after (`afterQuantity`) the quantity.
 */
export function MaterialLines<L extends MaterialLine>({
  lines,
  setLines,
  emptyLine,
  errors,
  beforeQuantity,
  afterQuantity,
}: {
  lines: L[];
  setLines: (update: (ls: L[]) => L[]) => void;
  emptyLine: () => L;
  errors: FieldErrors;
  beforeQuantity?: (l: L, i: number, set: (patch: Partial<L>) => void) => ReactNode;
  afterQuantity?: (l: L, i: number, set: (patch: Partial<L>) => void) => ReactNode;
}) {
  const setLine = (i: number) => (patch: Partial<L>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Materials
      </Typography>
      {lines.map((l, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="document-line">
          <MaterialPicker
            name={`lines.${i}.material`}
            value={l.material}
            onChange={(m) => setLine(i)({ material: m } as Partial<L>)}
            error={errors[`lines.${i}.materialId`]}
          />
          {beforeQuantity?.(l, i, setLine(i))}
          <TextField
            name={`lines.${i}.quantity`}
            label={`Quantity${l.material ? ` (${l.material.unitCode})` : ''}`}
            value={l.quantity}
            onChange={(e) => setLine(i)({ quantity: e.target.value } as Partial<L>)}
            error={errors[`lines.${i}.quantity`] !== undefined}
            helperText={errors[`lines.${i}.quantity`] ?? ' '}
            size="small"
            sx={{ flex: 1 }}
          />
          {afterQuantity?.(l, i, setLine(i))}
          <IconButton
            aria-label={`Remove line ${i + 1}`}
            disabled={lines.length === 1}
            onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => setLines((ls) => [...ls, emptyLine()])}>
        Add material
      </Button>
    </>
  );
}
