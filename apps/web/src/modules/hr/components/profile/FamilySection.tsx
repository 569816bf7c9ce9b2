import { formatDate } from '@ilaw/contracts/format';
import {
  FAMILY_RELATIONSHIPS,
  familyMemberFieldsSchema,
  type FamilyMember,
  type FamilyMemberFields,
} from '@ilaw/contracts/hr/family/family-member';
import { createFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/create-family-member';
import { deleteFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/delete-family-member';
import { listFamilyEndpoint } from '@ilaw/contracts/hr/family/list-family';
import { updateFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/update-family-member';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { SectionTable, SectionBar, rowActions, dateProps } from './section-kit.tsx';

export function FamilySection({ employeeId }: { employeeId: number }) {
  const family = useQuery(endpointQuery(listFamilyEndpoint, { params: { employeeId } }));
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const remove = useEndpointMutation(deleteFamilyMemberEndpoint, { invalidates: [listFamilyEndpoint] });
  return (
    <Box>
      <SectionBar
        title="Family"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add family member
          </Button>
        }
      />
      <SectionTable
        rows={family.data ?? []}
        rowKey={(m) => m.id}
        empty="No family members recorded."
        columns={[
          { header: 'Relationship', render: (m) => m.relationship },
          { header: 'Name', render: (m) => m.fullName },
          { header: 'Birth date', render: (m) => formatDate(m.birthDate) },
          { header: 'Occupation', render: (m) => m.occupation ?? '-' },
          { header: 'Dependent', render: (m) => (m.isDependent ? 'Yes' : 'No') },
          {
            header: 'Actions',
            align: 'right',
            render: (m) =>
              rowActions(
                m.fullName,
                () => setEditing(m),
                () => setRemoving(m),
              ),
          },
        ]}
      />
      {editing && (
        <FamilyDialog
          employeeId={employeeId}
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove family member"
        message={`Remove ${removing?.fullName ?? ''} from this employee's family?`}
        danger
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ params: { id: removing.id } });
          setRemoving(null);
        }}
      />
    </Box>
  );
}

function FamilyDialog({
  employeeId,
  member,
  onClose,
  onSaved,
}: {
  employeeId: number;
  member: FamilyMember | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm(familyMemberFieldsSchema, {
    relationship: member?.relationship ?? 'Child',
    fullName: member?.fullName ?? '',
    birthDate: member?.birthDate ?? '',
    occupation: member?.occupation ?? '',
    contactNumber: member?.contactNumber ?? '',
    isDependent: member?.isDependent ?? false,
  } as FamilyMemberFields);
  const create = useEndpointMutation(createFamilyMemberEndpoint, { invalidates: [listFamilyEndpoint] });
  const update = useEndpointMutation(updateFamilyMemberEndpoint, { invalidates: [listFamilyEndpoint] });
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (member) await update.mutateAsync({ params: { id: member.id }, body });
      else await create.mutateAsync({ params: { employeeId }, body });
    },
    onSaved,
  );
  return (
    <FormDialog
      open
      title={member ? 'Edit family member' : 'Add family member'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            name="relationship"
            label="Relationship"
            value={form.values.relationship}
            onChange={(e) => form.set('relationship', e.target.value as FamilyMemberFields['relationship'])}
            error={!!form.errors.relationship}
            helperText={form.errors.relationship ?? ' '}
          >
            {FAMILY_RELATIONSHIPS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('fullName')} label="Full name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('birthDate')} label="Birth date" fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('occupation')} label="Occupation" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('contactNumber')} label="Contact number" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={!!form.values.isDependent}
                onChange={(e) => form.set('isDependent', e.target.checked)}
              />
            }
            label="Dependent"
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
