// The application's fees and connection order (decision 072): the clerk bills the fees as a
// non-power bill For Payment; the teller collects it (DCR, Non Power Bill, walk-in payer) and the
// OR moves the application to For Installing; then the connection order is issued.
import { CONSUMER_CLASS, CONSUMER_CLASS_CODES, TOWNS, type ConsumerClassCode } from '@ilaw/contracts/billing/enums';
import { formatPeso } from '@ilaw/contracts/format';
import { billConnectionFeesEndpoint } from '@ilaw/contracts/msd/connection-applications/bill-connection-fees';
import type { ConnectionApplicationDetail } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { issueConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/issue-connection-order';
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { orderPath } from '../connection-orders/order-parts.tsx';
import { when } from './connection-parts.tsx';

export function ConnectionFees({ r }: { r: ConnectionApplicationDetail }) {
  if (r.fees === null && !r.mayBillFees && r.connectionOrder === null && !r.mayIssueOrder) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1">Fees and connection order</Typography>
      <Stack spacing={1}>
        {r.fees && (
          <Typography variant="body2" data-testid="connection-fees">
            {r.fees.billNo}: {formatPeso(r.fees.amount)} {r.fees.description ? `(${r.fees.description})` : ''} ·{' '}
            {r.fees.status === 'Paid'
              ? `Paid, OR ${r.orNumber ?? ''}${r.paidAt ? ` on ${when(r.paidAt)}` : ''}`
              : 'Unpaid: the teller collects it on the DCR, Non Power Bill, walk-in payer.'}
          </Typography>
        )}
        {r.mayBillFees && <BillFees r={r} />}
        {r.connectionOrder && (
          <Typography variant="body2">
            Connection order{' '}
            <Link component={RouterLink} to={orderPath(r.connectionOrder.id)}>
              {r.connectionOrder.coNumber}
            </Link>{' '}
            ({r.connectionOrder.status})
          </Typography>
        )}
        {r.mayIssueOrder && <IssueOrder r={r} />}
      </Stack>
    </Paper>
  );
}

function BillFees({ r }: { r: ConnectionApplicationDetail }) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bill = useEndpointMutation(billConnectionFeesEndpoint, {
    invalidates: [getConnectionApplicationEndpoint, listConnectionApplicationsEndpoint],
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await bill.mutateAsync({
        params: { id: r.id },
        body: { amount: amount.trim(), description: description.trim() || null },
        quietStatuses: [400],
      });
      notify.success('The fees were billed; the teller collects them.');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
    }
  };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        size="small"
        label="Fees (₱)"
        name="feeAmount"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={!!errors['amount']}
        helperText={errors['amount']}
        required
      />
      <TextField
        size="small"
        label="Description"
        name="feeDescription"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" loading={bill.isPending}>
        Bill the fees
      </Button>
    </Stack>
  );
}

function IssueOrder({ r }: { r: ConnectionApplicationDetail }) {
  const navigate = useNavigate();
  const prefix = String(r.branchCode).padStart(2, '0');
  const [accountNo, setAccountNo] = useState(`${prefix}-`);
  const [consumerClass, setConsumerClass] = useState<ConsumerClassCode>('R');
  const [town, setTown] = useState<string>(TOWNS.find((t) => t === r.town) ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const issue = useEndpointMutation(issueConnectionOrderEndpoint, {
    invalidates: [getConnectionApplicationEndpoint, listConnectionOrdersEndpoint],
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const townValue = TOWNS.find((t) => t === town);
    if (!townValue) {
      setErrors({ town: 'Choose a town from the list.' });
      return;
    }
    try {
      const co = await issue.mutateAsync({
        body: { applicationId: r.id, accountNo: accountNo.trim(), consumerClass, town: townValue },
        quietStatuses: [400, 409],
      });
      notify.success(`Connection order ${co.coNumber} issued.`);
      void navigate(orderPath(co.id));
    } catch (err) {
      if (err instanceof ApiError) {
        const general = err.body?.errors['generalErrors']?.[0];
        setErrors({ ...err.fieldErrors(), ...(general ? { generalErrors: general } : {}) });
      }
    }
  };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Account no."
          name="accountNo"
          value={accountNo}
          onChange={(e) => setAccountNo(e.target.value)}
          error={!!errors['accountNo']}
          helperText={errors['accountNo']}
          required
        />
        <TextField
          select
          size="small"
          label="Class"
          name="consumerClass"
          value={consumerClass}
          onChange={(e) => setConsumerClass(e.target.value as ConsumerClassCode)}
          sx={{ minWidth: 160 }}
        >
          {CONSUMER_CLASS_CODES.map((c) => (
            <MenuItem key={c} value={c}>
              {CONSUMER_CLASS[c].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Town"
          name="town"
          value={town}
          onChange={(e) => setTown(e.target.value)}
          error={!!errors['town']}
          helperText={errors['town']}
          sx={{ minWidth: 180 }}
        >
          {TOWNS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" loading={issue.isPending}>
          Issue connection order
        </Button>
      </Stack>
      {errors['generalErrors'] && <Alert severity="error">{errors['generalErrors']}</Alert>}
    </Stack>
  );
}
