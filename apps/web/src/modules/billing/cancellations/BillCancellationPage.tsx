// Bill Cancellation (BillingTransactions): find the consumer, ask for one posted bill to be
// cancelled with the reason, and follow the requests until an approver decides them.
import { exportCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/export-cancellations';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import {
  CANCELLATION_SORT_COLUMNS,
  listCancellationsEndpoint,
} from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { requestCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/request-cancellation';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/billing/enums';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery, invalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf } from '#web/shared/list/list-params.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ConsumerSearchField } from '../consumers/ConsumerSearchField.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { BILL_READS } from '../shared/billing-reads.ts';
import {
  type BillSummary,
  type Cancellation,
  ConsumerBills,
  ConsumerLedger,
  cancellationColumns,
} from '../bills/bill-parts.tsx';
import { bodySchemaOf } from '../shared/billing-screen-kit.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

const requestSchema = bodySchemaOf(requestCancellationEndpoint);

function RequestDialog({ bill, onClose, onSaved }: { bill: BillSummary; onClose: () => void; onSaved: () => void }) {
  const form = useForm(requestSchema, { reason: '' });
  const request = useEndpointMutation(requestCancellationEndpoint, { invalidates: BILL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => request.mutateAsync({ params: { id: bill.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Cancel bill ${bill.billNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Request cancellation"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {bill.consumerName} ({bill.accountNo}), {billMonthLabel(bill.period)}, {formatPeso(bill.totalAmount)}. A bill
        cancellation approver decides; the bill stands until then.
      </Typography>
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('reason')} label="Reason" required multiline minRows={3} autoFocus fullWidth />
    </FormDialog>
  );
}

export default function BillCancellationPage() {
  return (
    <ScreenAccess reads={listCancellationsEndpoint}>
      <BillCancellationScreen />
    </ScreenAccess>
  );
}

function BillCancellationScreen() {
  const canRequest = useCan()(requestCancellationEndpoint);
  const [consumer, setConsumer] = useState<Consumer | null>(null);
  const [requesting, setRequesting] = useState<BillSummary | null>(null);
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<Cancellation | null>(null);
  const list = useListParams({
    filters: { status: oneOf(CANCELLATION_STATUSES) },
    sortable: CANCELLATION_SORT_COLUMNS,
  });
  const requests = usePagedEndpoint(listCancellationsEndpoint, { query: { ...list.query, ...list.filters } });
  // Bills already waiting for a decision, whatever the list below is filtered to.
  const pending = useQuery(
    endpointQuery(listCancellationsEndpoint, { query: { status: 'Pending', page: 1, itemsPerPage: 500 } }),
  );
  const pendingBills = new Set((pending.data?.data ?? []).map((c) => c.billId));

  return (
    <Box>
      <PageHeader
        title="Bill Cancellation"
        subtitle="Ask for a posted bill to be cancelled. A bill cancellation approver approves or rejects it."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ maxWidth: 520 }}>
          <ConsumerSearchField value={consumer} onChange={setConsumer} autoFocus size="small" />
        </Box>
        {consumer !== null && (
          <>
            <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              Bills
            </Typography>
            <ConsumerBills
              accountNo={consumer.accountNo}
              action={(b) =>
                b.status === 'Posted' && canRequest ? (
                  <Button size="small" color="error" disabled={pendingBills.has(b.id)} onClick={() => setRequesting(b)}>
                    {pendingBills.has(b.id) ? 'Pending' : 'Request cancellation'}
                  </Button>
                ) : null
              }
            />
            <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              Ledger
            </Typography>
            <ConsumerLedger accountNo={consumer.accountNo} />
          </>
        )}
      </Paper>
      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Cancellation requests
          </Typography>
          <FilterSelect
            size="small"
            label="Status"
            name="status"
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={CANCELLATION_STATUSES.map((s) => ({ value: s, label: s }))}
            sx={{ minWidth: 160 }}
          />
          <ExportButton endpoint={exportCancellationsEndpoint} query={{ ...list.sortQuery, ...list.filters }} />
        </Box>
        <DataTable
          caption="Cancellation requests"
          columns={cancellationColumns((c) =>
            c.approval?.canWithdraw ? (
              <Button size="small" onClick={() => setWithdrawing(c)}>
                Withdraw
              </Button>
            ) : null,
          )}
          result={requests.data}
          loading={requests.isFetching}
          {...list.table}
          rowKey={(c) => c.id}
          emptyText="No cancellation request."
        />
      </Paper>
      {requesting !== null && (
        <RequestDialog
          bill={requesting}
          onClose={() => setRequesting(null)}
          onSaved={() => {
            notify.success(`Cancellation of bill ${requesting.billNo} requested.`);
            setRequesting(null);
            void invalidateEndpoints(queryClient, [listCancellationsEndpoint, listBillsEndpoint, ledgerEndpoint]);
            invalidateApprovals(queryClient);
          }}
        />
      )}
      {withdrawing !== null && withdrawing.approval !== null && (
        <ConfirmDialog
          open
          title={`Withdraw the cancellation of bill ${withdrawing.billNo}?`}
          message="The request ends; the bill stands."
          confirmLabel="Withdraw"
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await callEndpoint(withdrawApprovalEndpoint, {
              params: { id: withdrawing.approval!.requestId },
              body: { reason: 'Withdrawn by the requester' },
            });
            notify.success(`Cancellation of bill ${withdrawing.billNo} withdrawn.`);
            void invalidateEndpoints(queryClient, [listCancellationsEndpoint]);
            invalidateApprovals(queryClient);
          }}
        />
      )}
    </Box>
  );
}
