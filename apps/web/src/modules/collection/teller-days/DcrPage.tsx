import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
// One collection day: its DCR, its payments (receipt, ask for cancellation), the teller's count
// and close, the cashier's receipt of the remittance. Actions show only to those who may take them.
import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { listPaymentsEndpoint } from '@ilaw/contracts/collection/payments/list-payments';
import type { Payment, PaymentRow } from '@ilaw/contracts/collection/payments/payment';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { receiveTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/receive-teller-day';
import { voidReceiptEndpoint } from '@ilaw/contracts/collection/teller-days/void-receipt';
import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { ReceiptDialog } from '../payments/ReceiptDialog.tsx';
import { CashCountDialog } from './CashCountDialog.tsx';
import { DcrSections } from './DcrSections.tsx';

function CancellationDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ask = useEndpointMutation(requestPaymentCancellationEndpoint, { invalidates: COLLECTION_READS });
  const submit = async () => {
    try {
      await ask.mutateAsync({ params: { id: payment.id }, body: { reason }, quietStatuses: [400, 409] });
      notify.success(`Cancellation of OR ${payment.orNumber} sent to the cashier.`);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors())[0] ?? e.message);
      else throw e;
    }
  };
  return (
    <FormDialog
      open
      title={`Ask to cancel OR ${payment.orNumber}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={ask.isPending}
      submitLabel="Send to the cashier"
    >
      <GeneralError message={error} />
      <TextField
        label="Reason"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
        minRows={2}
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}

/** A spoiled OR form: the next number is voided with a reason and stays in the sequence. */
function VoidReceiptDialog({ dayId, nextOr, onClose }: { dayId: number; nextOr: number | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const voidIt = useEndpointMutation(voidReceiptEndpoint, { invalidates: COLLECTION_READS });
  const submit = async () => {
    try {
      await voidIt.mutateAsync({ params: { id: dayId }, body: { reason }, quietStatuses: [400, 409] });
      notify.success(`OR ${nextOr ?? ''} voided.`);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors())[0] ?? e.message);
      else throw e;
    }
  };
  return (
    <FormDialog
      open
      title={`Void spoiled OR ${nextOr ?? ''}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={voidIt.isPending}
      submitLabel="Void OR"
    >
      <Typography variant="body2" color="text.secondary">
        The next OR number is voided: it stays in the sequence and shows on this DCR.
      </Typography>
      <GeneralError message={error} />
      <TextField
        label="Reason"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}

function DcrPageScreen() {
  const { id } = useParams();
  const dayId = Number(id);
  const dcr = useQuery(endpointQuery(getTellerDayEndpoint, { params: { id: dayId } }));
  const can = useCan();
  const auth = useQuery({
    ...endpointQuery(getTellerAuthorizationEndpoint),
    enabled: can(getTellerAuthorizationEndpoint),
  });
  const list = useListParams();
  const payments = usePagedEndpoint(listPaymentsEndpoint, { query: { ...list.query, dayId } });
  const receive = useEndpointMutation(receiveTellerDayEndpoint, { invalidates: COLLECTION_READS });
  const [counting, setCounting] = useState(false);
  const [cancelling, setCancelling] = useState<PaymentRow | null>(null);
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const [voiding, setVoiding] = useState(false);
  const d = dcr.data;
  if (!d) return null;
  const ownDay = auth.data?.teller?.id === d.tellerId;
  const columns: Column<PaymentRow>[] = [
    { key: 'or', header: 'OR', render: (p) => <strong>{p.orNumber}</strong> },
    { key: 'account', header: 'Account', render: (p) => p.accountNo ?? '-' },
    { key: 'payer', header: 'Payer', render: (p) => p.payerName },
    { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatPeso(p.totalTendered) },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <StatusChip
          status={p.cancellationPending ? 'pending' : p.status}
          label={p.cancellationPending ? 'Cancellation pending' : p.status}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (p) => (
        <>
          <Button
            size="small"
            onClick={() => void callEndpoint(getPaymentEndpoint, { params: { id: p.id } }).then(setReceipt)}
          >
            Receipt
          </Button>
          {ownDay && p.status === 'Posted' && !p.cancellationPending && (
            <Button size="small" color="warning" onClick={() => setCancelling(p)}>
              Ask to cancel
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title={`DCR ${formatDate(d.businessDate)} · ${d.tellerName}`}
        subtitle={`${d.collectionOffice} · ${d.status}${d.receivedBy ? ` by ${d.receivedBy}` : ''}`}
        actions={
          <>
            <Button component={RouterLink} to={`/fsd/collection/daily-collection-report/${d.id}/print`}>
              Print
            </Button>
            {ownDay && d.status === 'Open' && (
              <Button color="warning" onClick={() => setVoiding(true)}>
                Void spoiled OR
              </Button>
            )}
            {ownDay && d.status === 'Open' && (
              <Button variant="contained" onClick={() => setCounting(true)}>
                Count and close
              </Button>
            )}
            {can(receiveTellerDayEndpoint) && d.status === 'Closed' && !ownDay && (
              <Button
                variant="contained"
                disabled={receive.isPending}
                onClick={() =>
                  void receive
                    .mutateAsync({ params: { id: d.id }, body: {} })
                    .then(() => notify.success('Remittance received; the DCR is locked.'))
                }
              >
                Receive and lock
              </Button>
            )}
          </>
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography data-testid="dcr-summary">
          Collected <strong>{formatPeso(d.expectedTotal)}</strong> in {d.payments} payments · checks{' '}
          {formatPeso(d.expectedChecks)}
          {d.cashTotal !== null && (
            <>
              {' '}
              · counted {formatPeso(d.cashTotal)} cash and {formatPeso(d.checksTotal)} checks · over/short{' '}
              <strong>{formatPeso(d.overShort)}</strong>
            </>
          )}
        </Typography>
      </Paper>
      <DataTable
        caption="Payments of the day"
        columns={columns}
        result={payments.data}
        loading={payments.isFetching}
        rowKey={(p) => p.id}
        emptyText="No payment yet."
        {...list.table}
      />
      <Box sx={{ mt: 2 }}>
        <DcrSections dcr={d} />
      </Box>
      {counting && <CashCountDialog dcr={d} onClose={() => setCounting(false)} />}
      {cancelling && <CancellationDialog payment={cancelling} onClose={() => setCancelling(null)} />}
      {receipt && <ReceiptDialog payment={receipt} onClose={() => setReceipt(null)} />}
      {voiding && (
        <VoidReceiptDialog dayId={d.id} nextOr={auth.data?.nextOrNumber ?? null} onClose={() => setVoiding(false)} />
      )}
    </Box>
  );
}

export default function DcrPage() {
  return (
    <ScreenAccess reads={getTellerDayEndpoint}>
      <DcrPageScreen />
    </ScreenAccess>
  );
}
