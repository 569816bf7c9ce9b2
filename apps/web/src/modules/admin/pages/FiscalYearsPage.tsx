import {
  createFiscalYearEndpoint,
  type FiscalYear,
  type FiscalYearFields,
  fiscalYearFieldsSchema,
  fiscalYearOptionsEndpoint,
  listFiscalYearsEndpoint,
  updateFiscalYearEndpoint,
} from '@ilaw/contracts/reference/fiscal-years';
import { formatDate } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { DataTable, usePaging, type Column } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';

function FiscalYearDialog({
  fiscalYear,
  onClose,
  onSaved,
}: {
  fiscalYear: FiscalYear | null;
  onClose: () => void;
  onSaved: (f: FiscalYear) => void;
}) {
  const nextYear = new Date().getFullYear();
  const initial: FiscalYearFields = {
    year: String(fiscalYear?.year ?? nextYear),
    startDate: fiscalYear?.startDate.slice(0, 10) ?? `${nextYear}-01-01`,
    endDate: fiscalYear?.endDate.slice(0, 10) ?? `${nextYear}-12-31`,
    isActive: fiscalYear?.isActive ?? false,
  };
  const form = useForm(fiscalYearFieldsSchema, initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    try {
      onSaved(
        fiscalYear === null
          ? await callEndpoint(createFiscalYearEndpoint, { body })
          : await callEndpoint(updateFiscalYearEndpoint, { params: { id: fiscalYear.id }, body }),
      );
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={fiscalYear === null ? 'New fiscal year' : `Edit fiscal year ${fiscalYear.year}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      {form.errors.generalErrors !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors.generalErrors}
        </Alert>
      )}
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField {...form.text('year')} label="Year" inputMode="numeric" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.text('startDate')}
            label="Start date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.text('endDate')}
            label="End date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
      <FormControlLabel
        control={
          <Switch
            checked={form.values.isActive ?? false}
            onChange={(e) => form.set('isActive', e.target.checked)}
            name="isActive"
          />
        }
        label="Active (the other fiscal years become inactive)"
      />
    </FormDialog>
  );
}

export default function FiscalYearsPage() {
  const queryClient = useQueryClient();
  const { paging, setPaging } = usePaging();
  const years = useQuery({
    ...endpointQuery(listFiscalYearsEndpoint, { query: paging }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<FiscalYear | null | undefined>(undefined);

  const columns: Column<FiscalYear>[] = [
    { key: 'year', header: 'Year', render: (f) => <strong>{f.year}</strong> },
    { key: 'name', header: 'Name', render: (f) => f.name },
    { key: 'start', header: 'Start', render: (f) => formatDate(f.startDate) },
    { key: 'end', header: 'End', render: (f) => formatDate(f.endDate) },
    {
      key: 'status',
      header: 'Status',
      render: (f) => (f.isActive ? <StatusChip status="active" label="Active" /> : '-'),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (f) => (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit fiscal year ${f.year}`} onClick={() => setEditing(f)}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Fiscal Year Configuration"
        subtitle="Leave ledgers and reports run per fiscal year; one is active at a time."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            New fiscal year
          </Button>
        }
      />
      <Paper variant="outlined">
        <DataTable
          caption="Fiscal years"
          columns={columns}
          result={years.data}
          loading={years.isFetching}
          paging={paging}
          onPagingChange={setPaging}
          rowKey={(f) => f.id}
        />
      </Paper>
      {editing !== undefined && (
        <FiscalYearDialog
          fiscalYear={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(f) => {
            notify.success(`Fiscal year ${f.year} saved.`);
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: ['GET', listFiscalYearsEndpoint.path] });
            // The menu's cached picker list changes too.
            void queryClient.invalidateQueries({ queryKey: ['GET', fiscalYearOptionsEndpoint.path] });
          }}
        />
      )}
    </Box>
  );
}
