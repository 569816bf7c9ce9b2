// /ogm/travel-orders/form/:id: a new travel order ('new') or a draft, disapproved or withdrawn one
// to change: travellers picked from the staff directory, destination, purpose, dates, funding and
// estimated expenses. Saving keeps it a draft; it is sent for approval from the order's page.
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import {
  travelOrderFieldsSchema,
  type TravelOrder,
  type TravelOrderFields,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { updateTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/update-travel-order';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useUnsavedChanges } from '#web/shared/forms/unsaved-changes.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { TRAVEL_ORDER_READS } from './travel-order-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

export default function TravelOrderFormPage() {
  const raw = useParams()['id'];
  const id = raw === undefined || raw === 'new' ? null : Number(raw);
  const existing = useQuery({
    ...endpointQuery(getTravelOrderEndpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
  return (
    <ScreenAccess reads={createTravelOrderEndpoint}>
      {id !== null && existing.isPending ? (
        <CircularProgress aria-label="Loading travel order" />
      ) : id !== null && !existing.data ? (
        <Alert severity="error">The travel order could not be loaded.</Alert>
      ) : (
        <TravelOrderForm key={id ?? 'new'} order={existing.data ?? null} />
      )}
    </ScreenAccess>
  );
}

function initialValues(o: TravelOrder | null): TravelOrderFields {
  return {
    travellerIds: o?.travellers.map((t) => t.employeeId) ?? [],
    destination: o?.destination ?? '',
    purpose: o?.purpose ?? '',
    dateFrom: o?.dateFrom ?? '',
    dateTo: o?.dateTo ?? '',
    funding: o?.funding ?? '',
    estimatedExpenses: o?.estimatedExpenses ?? '0.00',
    transportation: o?.transportation ?? '',
    remarks: o?.remarks ?? '',
  };
}

function TravelOrderForm({ order }: { order: TravelOrder | null }) {
  const navigate = useNavigate();
  const form = useForm(travelOrderFieldsSchema, initialValues(order));
  const unsaved = useUnsavedChanges();
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: {} }));
  // Travellers already on the order show by name before the directory loads.
  const [picked, setPicked] = useState<EmployeeOption[]>(
    order?.travellers.map((t) => ({
      id: t.employeeId,
      employeeId: t.employeeCode,
      fullName: t.name,
      departmentId: null,
      branchCode: null,
      position: t.position,
      employeeStatus: 1,
    })) ?? [],
  );
  const create = useEndpointMutation(createTravelOrderEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const update = useEndpointMutation(updateTravelOrderEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => (order === null ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id: order.id }, body })),
    (saved) => {
      notify.success(`${saved.toNumber} was saved.`);
      unsaved.markSaved();
      void navigate(`/ogm/travel-orders/${saved.id}`);
    },
  );
  const date = (name: 'dateFrom' | 'dateTo', label: string) => (
    <DateField {...form.text(name)} label={label} required fullWidth />
  );
  return (
    <Box>
      <PageHeader title={order ? `Travel Order ${order.toNumber}` : 'New travel order'} />
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
        <Grid container columnSpacing={2}>
          <Grid size={12}>
            <Autocomplete
              multiple
              options={employees.data ?? []}
              loading={employees.isPending}
              value={picked}
              onChange={(_, v) => {
                setPicked(v);
                form.set(
                  'travellerIds',
                  v.map((e) => e.id),
                );
                unsaved.onInput();
              }}
              getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Travellers"
                  name="travellers"
                  required
                  error={form.errors.travellerIds !== undefined}
                  helperText={form.errors.travellerIds ?? ' '}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...form.text('destination')} label="Destination" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>{date('dateFrom', 'From')}</Grid>
          <Grid size={{ xs: 12, md: 3 }}>{date('dateTo', 'To')}</Grid>
          <Grid size={12}>
            <TextField {...form.text('purpose')} label="Purpose" required fullWidth multiline minRows={2} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...form.text('funding')} label="Funding" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField
              {...form.text('estimatedExpenses')}
              label="Estimated expenses"
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField {...form.text('transportation')} label="Means of transportation" fullWidth />
          </Grid>
          <Grid size={12}>
            <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={order ? `/ogm/travel-orders/${order.id}` : '/ogm/travel-orders'}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </Stack>
      </Paper>
      {unsaved.prompt}
    </Box>
  );
}
