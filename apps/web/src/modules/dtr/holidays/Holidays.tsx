import { createHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/create-holiday';
import { deleteHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/delete-holiday';
import { holidayFieldsSchema } from '@ilaw/contracts/dtr/holidays/holiday';
import { listHolidaysEndpoint } from '@ilaw/contracts/dtr/holidays/list-holidays';
import { formatDate, todayInManila } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { dateProps } from '../setup/setup-kit.ts';

type Holiday = ResponseOf<typeof listHolidaysEndpoint>[number];

/** The holiday calendar of a year (in the URL); adding or removing one recomputes that date's DTRs. */
export function Holidays() {
  const list = useListParams({ filters: { year: int }, defaults: { year: Number(todayInManila().slice(0, 4)) } });
  const year = list.filters.year ?? Number(todayInManila().slice(0, 4));
  const holidays = useQuery(endpointQuery(listHolidaysEndpoint, { query: { year } }));
  const remove = useEndpointMutation(deleteHolidayEndpoint, { invalidates: [listHolidaysEndpoint] });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const columns: Column<Holiday>[] = [
    { key: 'date', header: 'Date', render: (h) => formatDate(h.holidayDate) },
    { key: 'name', header: 'Holiday', render: (h) => h.name },
    { key: 'kind', header: 'Kind', render: (h) => (h.kind === 'Regular' ? 'Regular' : 'Special non-working') },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (h) => (
        <IconButton size="small" color="error" aria-label={`Remove ${h.name}`} onClick={() => setRemoving(h)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          label="Year"
          type="number"
          size="small"
          value={year}
          onChange={(e) => Number(e.target.value) >= 2000 && list.setFilter('year', Number(e.target.value))}
          sx={{ width: 120 }}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add holiday
        </Button>
      </Stack>
      <SimpleTable
        columns={columns}
        rows={holidays.data}
        loading={holidays.isFetching}
        rowKey={(h) => h.id}
        caption="Holidays"
        emptyText="No holidays for this year."
      />
      {adding && (
        <HolidayDialog
          year={year}
          onClose={() => setAdding(false)}
          onSaved={() => (
            setAdding(false),
            notify.success('The holiday was added; the DTRs of that date count it now.')
          )}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove holiday"
        message={`Remove ${removing?.name ?? ''} on ${formatDate(removing?.holidayDate)}? The DTRs of that date are recomputed.`}
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

function HolidayDialog({ year, onClose, onSaved }: { year: number; onClose: () => void; onSaved: () => void }) {
  const form = useForm(holidayFieldsSchema, { holidayDate: `${year}-01-01`, name: '', kind: 'Regular' });
  const create = useEndpointMutation(createHolidayEndpoint, { invalidates: [listHolidaysEndpoint] });
  const { busy: saving, submit } = useDialogSubmit(form, (body) => create.mutateAsync({ body }), onSaved);
  return (
    <FormDialog open title="Add holiday" onClose={onClose} onSubmit={() => void submit()} submitting={saving}>
      <TextField label="Date" required {...dateProps} {...form.text('holidayDate')} />
      <TextField label="Name" required fullWidth {...form.text('name')} />
      <TextField
        select
        label="Kind"
        fullWidth
        value={form.values.kind}
        onChange={(e) => form.set('kind', e.target.value === 'SpecialNonWorking' ? 'SpecialNonWorking' : 'Regular')}
      >
        <MenuItem value="Regular">Regular</MenuItem>
        <MenuItem value="SpecialNonWorking">Special non-working</MenuItem>
      </TextField>
    </FormDialog>
  );
}
