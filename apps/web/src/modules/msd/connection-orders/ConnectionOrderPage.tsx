// One connection order (/isd/msd/consumers/connection-order/:id): the application's particulars,
// the account billing opens, the crew's assignment with the meter and seal (ConnectionOrder) and
// the energizing with the initial reading (ConnectionOrderLineman), and the print (decision 072).
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { formatDate } from '@ilaw/contracts/format';
import { assignConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/assign-connection-order';
import type { ConnectionOrderDetail } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { energizeConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/energize-connection-order';
import { getConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/get-connection-order';
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { when } from '../new-connections/connection-parts.tsx';
import { OrderStatusChip, printPath } from './order-parts.tsx';

export default function ConnectionOrderPage() {
  const id = Number(useParams().id ?? 0);
  if (!(id > 0)) return <Navigate to="/isd/msd/connection-orders" replace />;
  return (
    <ScreenAccess reads={getConnectionOrderEndpoint}>
      <ConnectionOrderView id={id} />
    </ScreenAccess>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children ?? '-'}</Typography>
    </Box>
  );
}

export function ConnectionOrderView({ id }: { id: number }) {
  const q = useQuery(endpointQuery(getConnectionOrderEndpoint, { params: { id } }));
  const o = q.data;
  if (!o) return <LinearProgress />;
  return (
    <Box>
      <PageHeader
        title={`Connection order ${o.coNumber}`}
        subtitle={`${o.applicantName}, ${o.address}, ${o.barangay}`}
        actions={
          <Button startIcon={<Print />} href={printPath(o.coNumber)} target="_blank">
            Print
          </Button>
        }
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Field label="Status">
              <OrderStatusChip status={o.status} />
            </Field>
            <Field label="Application">{o.applicationNo}</Field>
            <Field label="Load">{o.loadKw} kW</Field>
            <Field label="Branch">{o.branchName}</Field>
            <Field label="OR no.">{o.orNumber}</Field>
            <Field label="Account no.">{o.accountNo}</Field>
            <Field label="Class">{CONSUMER_CLASS[o.consumerClass].label}</Field>
            <Field label="Town">{o.town}</Field>
            <Field label="Issued">
              {when(o.createdAt)} by {o.issuedBy ?? '-'}
            </Field>
            <Field label="Crew">{o.teamName}</Field>
            <Field label="Schedule">{o.scheduledOn ? formatDate(o.scheduledOn) : null}</Field>
            <Field label="Meter">{[o.meterSerial, o.meterBrand].filter(Boolean).join(' · ') || null}</Field>
            <Field label="Seal no.">{o.sealNo}</Field>
            <Field label="Initial reading">{o.initialReading}</Field>
            <Field label="Energized">
              {o.energizedAt ? `${when(o.energizedAt)} by ${o.energizedBy ?? '-'}` : null}
            </Field>
            {o.cancelReason && <Field label="Cancelled">{`${when(o.cancelledAt)}: ${o.cancelReason}`}</Field>}
          </Stack>
        </Paper>
        {o.mayAssign && <AssignForm o={o} />}
        {o.mayEnergize && <EnergizeForm o={o} />}
      </Stack>
    </Box>
  );
}

const INVALIDATES = [getConnectionOrderEndpoint, listConnectionOrdersEndpoint];

/**
 * What the assign and energize forms share: the submit with the server's field and general errors
 * kept for the fields, the paper with its title, one row of fields, the button and the alert.
 */
function useOrderStep(run: () => Promise<boolean>, success: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      if (await run()) notify.success(success);
    } catch (err) {
      if (err instanceof ApiError) {
        const general = err.body?.errors['generalErrors']?.[0];
        setErrors({ ...err.fieldErrors(), ...(general ? { generalErrors: general } : {}) });
      }
    }
  };
  return { errors, setErrors, submit };
}

function OrderStepForm({
  title,
  errors,
  onSubmit,
  button,
  children,
}: {
  title: string;
  errors: Record<string, string>;
  onSubmit: (e: FormEvent) => Promise<void>;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={(e: FormEvent) => void onSubmit(e)}>
      <Typography variant="subtitle1">{title}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {children}
        {button}
      </Stack>
      {errors['generalErrors'] && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors['generalErrors']}
        </Alert>
      )}
    </Paper>
  );
}

/** A text field of a step: its value, and the server's message for its body field. */
function StepField({
  field,
  errors,
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'value'> & {
  field: string;
  errors: Record<string, string>;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      size="small"
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!errors[field]}
      helperText={errors[field]}
    />
  );
}

function AssignForm({ o }: { o: ConnectionOrderDetail }) {
  const teams = useQuery(endpointQuery(listTeamsEndpoint));
  const [teamId, setTeamId] = useState<number | ''>(o.teamId ?? '');
  const [scheduledOn, setScheduledOn] = useState(o.scheduledOn ?? '');
  const [meterSerial, setMeterSerial] = useState(o.meterSerial ?? '');
  const [meterBrand, setMeterBrand] = useState(o.meterBrand ?? '');
  const [sealNo, setSealNo] = useState(o.sealNo ?? '');
  const assign = useEndpointMutation(assignConnectionOrderEndpoint, { invalidates: INVALIDATES });
  const { errors, setErrors, submit } = useOrderStep(async () => {
    if (teamId === '') {
      setErrors({ teamId: 'Choose an active team.' });
      return false;
    }
    await assign.mutateAsync({
      params: { id: o.id },
      body: { teamId, scheduledOn, meterSerial, meterBrand: meterBrand.trim() || null, sealNo },
      quietStatuses: [400, 409],
    });
    return true;
  }, 'The connection order was assigned.');
  return (
    <OrderStepForm
      title={o.status === 'Assigned' ? 'Reassign' : 'Assign to a crew'}
      errors={errors}
      onSubmit={submit}
      button={
        <Button type="submit" variant="contained" loading={assign.isPending}>
          Assign
        </Button>
      }
    >
      <StepField
        select
        label="Crew"
        name="teamId"
        field="teamId"
        errors={errors}
        value={teamId === '' ? '' : String(teamId)}
        onChange={(v) => setTeamId(Number(v))}
        sx={{ minWidth: 200 }}
      >
        {(teams.data ?? [])
          .filter((t) => t.isActive)
          .map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.name}
            </MenuItem>
          ))}
      </StepField>
      <StepField
        type="date"
        label="Schedule"
        name="scheduledOn"
        field="scheduledOn"
        errors={errors}
        value={scheduledOn}
        onChange={setScheduledOn}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <StepField
        label="Meter serial"
        name="meterSerial"
        field="meterSerial"
        errors={errors}
        value={meterSerial}
        onChange={setMeterSerial}
      />
      <StepField
        label="Meter brand"
        name="meterBrand"
        field="meterBrand"
        errors={errors}
        value={meterBrand}
        onChange={setMeterBrand}
      />
      <StepField label="Seal no." name="sealNo" field="sealNo" errors={errors} value={sealNo} onChange={setSealNo} />
    </OrderStepForm>
  );
}

export function EnergizeForm({ o }: { o: ConnectionOrderDetail }) {
  const [meterSerial, setMeterSerial] = useState(o.meterSerial ?? '');
  const [sealNo, setSealNo] = useState(o.sealNo ?? '');
  const [initialReading, setInitialReading] = useState('');
  const energize = useEndpointMutation(energizeConnectionOrderEndpoint, { invalidates: INVALIDATES });
  const { errors, submit } = useOrderStep(async () => {
    await energize.mutateAsync({
      params: { id: o.id },
      body: { meterSerial, sealNo, initialReading },
      quietStatuses: [400, 409],
    });
    return true;
  }, `Energized; account ${o.accountNo} is open in billing.`);
  return (
    <OrderStepForm
      title="Energize"
      errors={errors}
      onSubmit={submit}
      button={
        <Button type="submit" variant="contained" color="success" loading={energize.isPending}>
          Energize
        </Button>
      }
    >
      <StepField
        label="Meter serial as installed"
        name="installedMeterSerial"
        field="meterSerial"
        errors={errors}
        value={meterSerial}
        onChange={setMeterSerial}
      />
      <StepField
        label="Seal no. as installed"
        name="installedSealNo"
        field="sealNo"
        errors={errors}
        value={sealNo}
        onChange={setSealNo}
      />
      <StepField
        label="Initial reading (kWh)"
        name="initialReading"
        field="initialReading"
        errors={errors}
        value={initialReading}
        onChange={setInitialReading}
        required
      />
    </OrderStepForm>
  );
}
