// Bill Cancellation (BillingTransactions): find the consumer, ask for one posted bill to be
// cancelled with the reason, and follow the requests until an approver decides them.
import {
  listBillsEndpoint,
  listCancellationsEndpoint,
  ledgerEndpoint,
  requestCancellationEndpoint,
} from '@ilaw/contracts/billing/bills';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/billing/enums';
import type { Consumer } from '@ilaw/contracts/billing/consumers';
import { formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { GeneralError } from '../../../shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '../../../shared/crud/use-dialog-submit.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ConsumerSearchField } from '../components/ConsumerSearchField.tsx';
import { billMonthLabel } from '../components/BillMonthField.tsx';
import { invalidateApprovals } from '../../../shared/approvals/my-work.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import {
  type BillSummary,
  type Cancellation,
  ConsumerBills,
  ConsumerLedger,
  cancellationColumns,
} from './bill-parts.tsx';
import { bodySchemaOf, useUrlPaging } from './billing-screen-kit.ts';
import { useUrlState } from './ops/url-state.ts';

const requestSchema = bodySchemaOf(requestCancellationEndpoint);

function RequestDialog({ bill, onClose, onSaved }: { bill: BillSummary; onClose: () => void; onSaved: () => void }) {
  const form = useForm(requestSchema, { reason: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(requestCancellationEndpoint, { params: { id: bill.id }, body }),
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
  const queryClient = useQueryClient();
  const [consumer, setConsumer] = useState<Consumer | null>(null);
  const [requesting, setRequesting] = useState<BillSummary | null>(null);
  const [withdrawing, setWithdrawing] = useState<Cancellation | null>(null);
  const url = useUrlState();
  const status = url.get('status') ?? '';
  const { paging, setPaging } = useUrlPaging(url);
  const statusFilter = CANCELLATION_STATUSES.find((s) => s === status);
  const requests = useQuery(
    endpointQuery(listCancellationsEndpoint, {
      query: { ...paging, ...(statusFilter === undefined ? {} : { status: statusFilter }) },
    }),
  );
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
                b.status === 'Posted' ? (
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
          <TextField
            select
            fullWidth={false}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            size="small"
            label="Status"
            name="status"
            value={statusFilter ?? ''}
            onChange={(e) => {
              url.set({ status: e.target.value, page: null });
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All</MenuItem>
            {CANCELLATION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
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
          paging={paging}
          onPagingChange={setPaging}
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
            for (const def of [listCancellationsEndpoint, listBillsEndpoint, ledgerEndpoint])
              void queryClient.invalidateQueries({ queryKey: ['GET', def.path] });
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
            void queryClient.invalidateQueries({ queryKey: ['GET', listCancellationsEndpoint.path] });
            invalidateApprovals(queryClient);
          }}
        />
      )}
    </Box>
  );
}
