// One trip ticket: approve or reject it (another motor pool officer, never its driver), close it
// with the actual times and the odometer, issue its gas slips, or cancel it.
import { formatPeso } from '@ilaw/contracts/format';
import { cancelTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/cancel-trip-ticket';
import { closeTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/close-trip-ticket';
import { getTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/get-trip-ticket';
import { listGasSlipsEndpoint } from '@ilaw/contracts/motorpool/gas-slips/list-gas-slips';
import type { GasSlip } from '@ilaw/contracts/motorpool/gas-slips/gas-slip';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import {
  cancelTripTicketBody,
  closeTripTicketBody,
  TRIP_STATUS,
  type CloseTripTicketFields,
  type TripTicket,
} from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ApprovalDecisionButtons, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { DetailRow } from '#web/shared/ui/DetailRow.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { GasSlipDialog } from '../gas-slips/GasSlipDialog.tsx';
import { MOTORPOOL_READS } from '../motorpool-parts.tsx';
import { TripStatus, tripTime } from './trip-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

type Dialog = 'close' | 'cancel' | 'fuel' | null;

export function TripTicketDetail({ id }: { id: number }) {
  const trip = useQuery(endpointQuery(getTripTicketEndpoint, { params: { id } }));
  return (
    <ScreenAccess reads={getTripTicketEndpoint}>
      {trip.isPending ? (
        <CircularProgress aria-label="Loading trip ticket" />
      ) : trip.data ? (
        <TripView trip={trip.data} />
      ) : (
        <Alert severity="error">The trip ticket could not be loaded.</Alert>
      )}
    </ScreenAccess>
  );
}

function TripView({ trip: t }: { trip: TripTicket }) {
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const [dialog, setDialog] = useState<Dialog>(null);
  const slips = useQuery(endpointQuery(listGasSlipsEndpoint, { query: { tripTicketId: t.id } }));
  const close = () => setDialog(null);
  const approved = t.status === TRIP_STATUS.Approved.value;
  const slipColumns: Column<GasSlip>[] = [
    { key: 'no', header: 'Slip no.', render: (s) => s.slipNo },
    { key: 'station', header: 'Gas station', render: (s) => s.gasStation },
    { key: 'liters', header: 'Liters', align: 'right', render: (s) => s.liters },
    { key: 'amount', header: 'Amount', align: 'right', render: (s) => formatPeso(s.amount) },
    { key: 'prints', header: 'Prints', align: 'right', render: (s) => s.printCount },
  ];
  return (
    <Box>
      <PageHeader
        title={`Trip Ticket ${t.tripNo}`}
        subtitle={<TripStatus status={t.status} />}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/isd/motor-pool/transportation-travel/form">
              All trip tickets
            </Button>
            <ApprovalDecisionButtons
              approval={t.approval}
              label={t.tripNo}
              onDecided={() => void invalidate(...MOTORPOOL_READS)}
            />
            {approved && can(createGasSlipEndpoint) && <Button onClick={() => setDialog('fuel')}>Add gas slip</Button>}
            {approved && can(closeTripTicketEndpoint) && (
              <Button variant="contained" onClick={() => setDialog('close')}>
                Close trip
              </Button>
            )}
            {approved && can(cancelTripTicketEndpoint) && (
              <Button color="error" onClick={() => setDialog('cancel')}>
                Cancel trip
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Table size="small" aria-label="Trip">
          <TableBody>
            <DetailRow label="Vehicle">{`${t.vehicle} (${t.plateNo})`}</DetailRow>
            <DetailRow label="Driver">{t.driver}</DetailRow>
            <DetailRow label="Passengers">{t.passengers ?? '-'}</DetailRow>
            <DetailRow label="Destination">{t.destination}</DetailRow>
            <DetailRow label="Purpose">{t.purpose}</DetailRow>
            <DetailRow label="Scheduled">{tripTime(t.scheduledStart, t.scheduledEnd)}</DetailRow>
            <DetailRow label="Actual">
              {t.actualStart && t.actualEnd ? tripTime(t.actualStart, t.actualEnd) : '-'}
            </DetailRow>
            <DetailRow label="Odometer out / in">
              {t.odometerOut === null ? '-' : `${t.odometerOut} / ${t.odometerIn ?? '-'} km`}
            </DetailRow>
            <DetailRow label="Distance">{t.distanceKm === null ? '-' : `${t.distanceKm} km`}</DetailRow>
            <DetailRow label="Fuel">{`${t.liters} L${t.kmPerLiter ? ` · ${t.kmPerLiter} km per liter` : ''}`}</DetailRow>
            <DetailRow label="Prepared by">{t.createdBy}</DetailRow>
            {t.cancelReason !== null && <DetailRow label="Cancelled">{t.cancelReason}</DetailRow>}
          </TableBody>
        </Table>
        <Box sx={{ mt: 1 }}>
          <ApprovalStepLine approval={t.approval} />
        </Box>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Gas slips
      </Typography>
      <Paper variant="outlined">
        <SimpleTable
          columns={slipColumns}
          rows={slips.data?.data ?? []}
          rowKey={(s) => s.id}
          rowHref={(s) => `/isd/motor-pool/transportation-record/form/${s.id}`}
          caption="Gas slips of the trip"
          emptyText="No gas slips for this trip."
        />
      </Paper>
      {dialog === 'close' && <CloseDialog trip={t} onClose={close} />}
      {dialog === 'cancel' && <CancelDialog trip={t} onClose={close} />}
      {dialog === 'fuel' && <GasSlipDialog trip={t} onClose={close} />}
    </Box>
  );
}

function CloseDialog({ trip, onClose }: { trip: TripTicket; onClose: () => void }) {
  const initial = {
    actualStart: trip.scheduledStart,
    actualEnd: trip.scheduledEnd,
    odometerOut: '',
    odometerIn: '',
  };
  const schema = {
    safeParse: (v: unknown) => {
      const x = v as typeof initial;
      const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
      return closeTripTicketBody.safeParse({ ...x, odometerOut: num(x.odometerOut), odometerIn: num(x.odometerIn) });
    },
  };
  const form = useForm(schema, initial);
  const closeTrip = useEndpointMutation(closeTripTicketEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body: CloseTripTicketFields) => closeTrip.mutateAsync({ params: { id: trip.id }, body }),
    () => onClose(),
  );
  const time = (name: 'actualStart' | 'actualEnd', label: string) => (
    <DateField {...form.text(name)} label={label} type="datetime-local" required fullWidth />
  );
  return (
    <FormDialog
      open
      title={`Close ${trip.tripNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Close trip"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={2}>
          {time('actualStart', 'Actual start')}
          {time('actualEnd', 'Actual end')}
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            {...form.text('odometerOut')}
            label="Odometer out (km)"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            {...form.text('odometerIn')}
            label="Odometer in (km)"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

function CancelDialog({ trip, onClose }: { trip: TripTicket; onClose: () => void }) {
  const form = useForm(cancelTripTicketBody, { reason: '' });
  const cancel = useEndpointMutation(cancelTripTicketEndpoint, { invalidates: MOTORPOOL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => cancel.mutateAsync({ params: { id: trip.id }, body }),
    () => onClose(),
  );
  return (
    <FormDialog
      open
      title={`Cancel ${trip.tripNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Cancel trip"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('reason')} label="Reason" required fullWidth multiline minRows={2} autoFocus />
    </FormDialog>
  );
}
