// /tsd/power-supplies/form/:id: one supplier's (`:id`) day at one metering point. A day and point
// already recorded (?date=&point=, or typed) is corrected in place; a new one is entered. Saved,
// it opens the supplier's record of that day (decision 117).
import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { getPowerSupplyReportEndpoint } from '@ilaw/contracts/tsd/power-supplies/get-power-supply-report';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import { powerSupplyFields } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import { updatePowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/update-power-supply';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { supplyDayHref, yesterdayInManila } from './supply-links.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const samePoint = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export default function SupplyFormPage() {
  const supplierId = Number(useParams()['id']);
  return (
    <ScreenAccess reads={createPowerSupplyEndpoint}>
      {Number.isInteger(supplierId) && supplierId > 0 ? (
        <Form supplierId={supplierId} />
      ) : (
        <Alert severity="error">The power supplier was not found.</Alert>
      )}
    </ScreenAccess>
  );
}

function Form({ supplierId }: { supplierId: number }) {
  const url = useUrlState();
  const navigate = useNavigate();
  const invalidate = useInvalidateEndpoints();
  const suppliers = useQuery(endpointQuery(listPowerSuppliersEndpoint));
  const supplier = suppliers.data?.find((s) => s.id === supplierId);
  const form = useForm(powerSupplyFields, {
    supplierId,
    meteringPoint: url.get('point') ?? '',
    supplyDate: url.get('date') ?? yesterdayInManila(),
    energyKwh: '',
    peakDemandKw: '',
  });
  const { supplyDate, meteringPoint } = form.values;
  // The supplier's records of the day: the point typed may already have one, to correct.
  const day = useQuery({
    ...endpointQuery(listPowerSuppliesEndpoint, { query: { supplierId, date: supplyDate, itemsPerPage: 100 } }),
    enabled: DAY.test(supplyDate),
  });
  const existing = day.data?.data.find((p) => samePoint(p.meteringPoint, meteringPoint)) ?? null;
  const { set } = form;
  useEffect(() => {
    if (existing === null) return;
    set('energyKwh', existing.energyKwh);
    set('peakDemandKw', existing.peakDemandKw);
  }, [existing?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- refill only when another record is found
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      existing === null
        ? callEndpoint(createPowerSupplyEndpoint, { body })
        : callEndpoint(updatePowerSupplyEndpoint, { params: { id: existing.id }, body }),
    (saved) => {
      void invalidate(listPowerSuppliesEndpoint, getPowerSupplyReportEndpoint);
      notify.success(
        existing === null
          ? `${saved.meteringPoint} of ${saved.supplyDate} is saved.`
          : `${saved.meteringPoint} of ${saved.supplyDate} is corrected.`,
      );
      void navigate(supplyDayHref(supplierId, saved.supplyDate));
    },
  );
  const retired = supplier !== undefined && !supplier.isActive;
  return (
    <Box>
      <PageHeader
        title="Power Supplies Form"
        subtitle={supplier ? `Power bought from ${supplier.name}, one metering point and day.` : undefined}
        actions={
          <Button component={RouterLink} to="/tsd/power-supplies/select-supplier" variant="outlined">
            Another supplier
          </Button>
        }
      />
      {suppliers.data && supplier === undefined && <Alert severity="error">The power supplier was not found.</Alert>}
      {retired && <Alert severity="warning">{supplier.name} is retired: its past days can still be corrected.</Alert>}
      {supplier && (
        <Paper
          variant="outlined"
          component="form"
          aria-label="Power supply"
          sx={{ p: 2, maxWidth: 640 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <GeneralError message={form.errors.generalErrors} />
          {existing !== null && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="correcting">
              {existing.source === 'Import'
                ? `This day was imported (${existing.intervals} intervals); saving corrects it.`
                : 'This day is already recorded; saving corrects it.'}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...form.text('meteringPoint')} label="Metering point" required fullWidth />
            <TextField
              {...form.text('supplyDate')}
              type="date"
              label="Day"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...form.text('energyKwh')} label="Energy (kWh)" required fullWidth />
            <TextField {...form.text('peakDemandKw')} label="Peak demand (kW)" required fullWidth />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {existing === null ? 'Save day' : 'Save correction'}
            </Button>
            {DAY.test(supplyDate) && (
              <Button component={RouterLink} to={supplyDayHref(supplierId, supplyDate)}>
                The day&apos;s record
              </Button>
            )}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
