// Recurring Bills (NonPowerBill, decision 057): schedules of monthly installments per consumer, and
// billing a month's installments (once per month; a month already billed is skipped).
import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import type { NonPowerType } from '@ilaw/contracts/collection/non-power/non-power';
import { createNonPowerScheduleEndpoint } from '@ilaw/contracts/collection/non-power-schedules/create-non-power-schedule';
import { generateRecurringBillsEndpoint } from '@ilaw/contracts/collection/non-power-schedules/generate-non-power-schedule-bills';
import { listNonPowerSchedulesEndpoint } from '@ilaw/contracts/collection/non-power-schedules/list-non-power-schedules';
import { formatCount, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { ConsumerFinderField, NonPowerTypeField, useConsumerFinder } from './NonPowerFields.tsx';

const READS = [listNonPowerSchedulesEndpoint, listNonPowerBillsEndpoint, ...COLLECTION_READS];
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()).slice(0, 7);

export function NewScheduleDialog({ types, onClose }: { types: NonPowerType[]; onClose: () => void }) {
  const create = useEndpointMutation(createNonPowerScheduleEndpoint, { invalidates: READS });
  const active = types.filter((t) => t.isActive);
  const [typeId, setTypeId] = useState(active[0]?.id ?? 0);
  const [amount, setAmount] = useState(active[0]?.defaultAmount ?? '');
  const finder = useConsumerFinder();
  const { consumer } = finder;
  const [firstPeriod, setFirstPeriod] = useState(thisMonth());
  const [months, setMonths] = useState('12');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    try {
      await create.mutateAsync({
        body: {
          typeId,
          consumerId: consumer?.consumerId ?? 0,
          amount,
          firstPeriod,
          months: Number(months),
          description,
        },
        quietStatuses: [400],
      });
      notify.success('Recurring bill added.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
      else throw err;
    }
  };
  return (
    <FormDialog
      open
      title="New recurring bill"
      submitLabel="Add"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <NonPowerTypeField
          active={active}
          value={typeId}
          onChange={(t) => {
            setTypeId(t.id);
            if (t.defaultAmount) setAmount(t.defaultAmount);
          }}
          error={errors['typeId']}
        />
        <ConsumerFinderField finder={finder} error={errors['consumerId']} emptyHint=" " />
        <TextField
          label="Amount per month"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!errors['amount']}
          helperText={errors['amount']}
        />
        <Stack direction="row" spacing={1}>
          <TextField
            label="First bill month (YYYY-MM)"
            value={firstPeriod}
            onChange={(e) => setFirstPeriod(e.target.value)}
            error={!!errors['firstPeriod']}
            helperText={errors['firstPeriod']}
          />
          <TextField
            label="Months"
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            error={!!errors['months']}
            helperText={errors['months']}
          />
        </Stack>
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={!!errors['description']}
          helperText={errors['description']}
        />
        <GeneralError message={errors['generalErrors']} />
      </Stack>
    </FormDialog>
  );
}

export function RecurringBills() {
  const can = useCan();
  const schedules = useQuery(endpointQuery(listNonPowerSchedulesEndpoint));
  const generate = useEndpointMutation(generateRecurringBillsEndpoint, { invalidates: READS });
  const [period, setPeriod] = useState(thisMonth());
  const [error, setError] = useState<string | undefined>(undefined);
  const run = async () => {
    setError(undefined);
    try {
      const done = await generate.mutateAsync({ body: { period }, quietStatuses: [400] });
      notify.success(`${formatCount(done.generated, 'recurring bill')} made for ${done.period}.`);
    } catch (err) {
      if (err instanceof ApiError) setError(Object.values(err.fieldErrors())[0] ?? err.message);
      else throw err;
    }
  };
  return (
    <Box>
      {can(generateRecurringBillsEndpoint) && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Bill month (YYYY-MM)"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            error={error !== undefined}
            helperText={error ?? 'Bills each schedule once per month.'}
          />
          <Button variant="outlined" disabled={generate.isPending} onClick={() => void run()}>
            Bill this month
          </Button>
        </Stack>
      )}
      <Table size="small" aria-label="Recurring bills">
        <TableHead>
          <TableRow>
            <TableCell>Account</TableCell>
            <TableCell>Consumer</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Per month</TableCell>
            <TableCell>From</TableCell>
            <TableCell align="right">Billed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(schedules.data ?? []).length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No recurring bill yet.</TableCell>
            </TableRow>
          )}
          {(schedules.data ?? []).map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.accountNo}</TableCell>
              <TableCell>{s.payerName}</TableCell>
              <TableCell>{s.typeName}</TableCell>
              <TableCell>{s.description ?? '-'}</TableCell>
              <TableCell align="right">{formatPeso(s.amount)}</TableCell>
              <TableCell>{s.firstPeriod}</TableCell>
              <TableCell align="right">
                {s.generated} of {s.months}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
