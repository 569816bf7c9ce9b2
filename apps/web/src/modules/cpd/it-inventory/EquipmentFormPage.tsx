// /cpd/it-equipment-inventory/form/:id?: new equipment, or changes to a record (not once disposed).
import { createEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/create-equipment';
import {
  EQUIPMENT_CONDITION_LABELS,
  EQUIPMENT_CONDITIONS,
  equipmentFieldsSchema,
  type EquipmentFields,
} from '@ilaw/contracts/helpdesk/equipment/equipment';
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { updateEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/update-equipment';
import type { ResponseOf } from '@ilaw/contracts/http';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useUnsavedChanges } from '#web/shared/forms/unsaved-changes.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { EQUIPMENT_READS } from './equipment-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

type Detail = ResponseOf<typeof getEquipmentEndpoint>;

export default function EquipmentFormPage() {
  const raw = useParams()['id'];
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const existing = useQuery({
    ...endpointQuery(getEquipmentEndpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
  return (
    <ScreenAccess reads={createEquipmentEndpoint}>
      {(id === null || existing.data) && <EquipmentForm key={id ?? 'new'} equipment={existing.data ?? null} />}
    </ScreenAccess>
  );
}

function EquipmentForm({ equipment }: { equipment: Detail | null }) {
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  const initial: EquipmentFields = {
    propertyNo: equipment?.propertyNo ?? '',
    kind: equipment?.kind ?? '',
    brandModel: equipment?.brandModel ?? '',
    specs: equipment?.specs ?? '',
    serialNo: equipment?.serialNo ?? '',
    acquisitionDate: equipment?.acquisitionDate ?? '',
    acquisitionCost: equipment?.acquisitionCost ?? '0.00',
    condition: equipment?.condition ?? 'Good',
    location: equipment?.location ?? '',
  };
  const form = useForm(equipmentFieldsSchema, initial);
  const create = useEndpointMutation(createEquipmentEndpoint, { invalidates: EQUIPMENT_READS });
  const update = useEndpointMutation(updateEquipmentEndpoint, { invalidates: EQUIPMENT_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => (equipment ? update.mutateAsync({ params: { id: equipment.id }, body }) : create.mutateAsync({ body })),
    (saved) => {
      unsaved.markSaved();
      void navigate(`/cpd/it-equipment-inventory/${saved.id}`);
    },
  );
  return (
    <Box>
      <PageHeader title={equipment ? `Edit ${equipment.propertyNo}` : 'New equipment'} />
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        noValidate
        onInput={unsaved.onInput}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <GeneralError message={form.errors.generalErrors} />
        <Stack spacing={1}>
          <Stack direction="row" spacing={2}>
            <TextField {...form.text('propertyNo')} label="Property no." required fullWidth />
            <TextField {...form.text('kind')} label="Kind" required fullWidth />
            <TextField {...form.text('brandModel')} label="Brand / model" required fullWidth />
          </Stack>
          <TextField {...form.text('specs')} label="Specs" fullWidth multiline />
          <Stack direction="row" spacing={2}>
            <TextField {...form.text('serialNo')} label="Serial no." fullWidth />
            <DateField {...form.text('acquisitionDate')} label="Acquisition date" fullWidth />
            <TextField {...form.text('acquisitionCost')} label="Acquisition cost" required fullWidth />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              fullWidth
              name="condition"
              label="Condition"
              value={form.values.condition}
              onChange={(e) => form.set('condition', e.target.value as EquipmentFields['condition'])}
              helperText=" "
            >
              {EQUIPMENT_CONDITIONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {EQUIPMENT_CONDITION_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...form.text('location')} label="Location" fullWidth />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() =>
                void navigate(equipment ? `/cpd/it-equipment-inventory/${equipment.id}` : '/cpd/it-equipment-inventory')
              }
            >
              Back
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {unsaved.prompt}
    </Box>
  );
}
