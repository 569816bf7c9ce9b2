import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
// Payment Cancellation Approval (Cashier): the tellers' requests, pending first; Approve and Reject
// through the approval engine only where the server says the user may decide (never their own).
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { type ApprovalSummary } from '@ilaw/contracts/approvals/requests/approval-request';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/collection/common';
import { listPaymentCancellationsEndpoint } from '@ilaw/contracts/collection/payment-cancellations/list-payment-cancellations';
import type { PaymentCancellation } from '@ilaw/contracts/collection/payment-cancellations/payment-cancellation';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';

function DecideDialog({
  request,
  approve,
  onClose,
}: {
  request: PaymentCancellation & { approval: ApprovalSummary };
  approve: boolean;
  onClose: () => void;
}) {
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const queryClient = useQueryClient();
  const decide = useEndpointMutation(decideApprovalEndpoint, {
    invalidates: COLLECTION_READS,
    onSuccess: () => invalidateApprovals(queryClient),
  });
  const submit = async () => {
    try {
      await decide.mutateAsync({
        params: { id: request.approval.requestId },
        body: { approve, remarks: remarks.trim() === '' ? null : remarks },
        quietStatuses: [400, 403, 409],
      });
      notify.success(
        approve
          ? `OR ${request.orNumber} is cancelled and reversed.`
          : `Cancellation of OR ${request.orNumber} rejected.`,
      );
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
      else throw e;
    }
  };
  return (
    <FormDialog
      open
      title={`${approve ? 'Approve' : 'Reject'} cancellation of OR ${request.orNumber}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={decide.isPending}
      submitLabel={approve ? 'Approve' : 'Reject'}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {request.payerName} {request.accountNo ? `(${request.accountNo})` : ''}, {formatPeso(request.amount)}, paid{' '}
        {formatDate(request.paymentDate)}: {request.reason}
      </Typography>
      <GeneralError message={error} />
      <TextField
        label="Remarks"
        name="remarks"
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        multiline
        minRows={2}
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}

function PaymentCancellationApprovalPageScreen() {
  const list = useListParams({ filters: { status: oneOf(CANCELLATION_STATUSES) }, defaults: { status: 'Pending' } });
  const requests = usePagedEndpoint(listPaymentCancellationsEndpoint, { query: { ...list.query, ...list.filters } });
  const [deciding, setDeciding] = useState<{
    request: PaymentCancellation & { approval: ApprovalSummary };
    approve: boolean;
  } | null>(null);
  const columns: Column<PaymentCancellation>[] = [
    { key: 'or', header: 'OR', render: (r) => <strong>{r.orNumber}</strong> },
    { key: 'date', header: 'Paid on', render: (r) => formatDate(r.paymentDate) },
    { key: 'payer', header: 'Payer', render: (r) => `${r.payerName}${r.accountNo ? ` (${r.accountNo})` : ''}` },
    { key: 'teller', header: 'Teller', render: (r) => r.tellerName },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatPeso(r.amount) },
    { key: 'reason', header: 'Reason', render: (r) => r.reason },
    { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} /> },
    {
      key: 'actions',
      header: '',
      render: (r) => {
        const approval = r.approval;
        if (!approval?.canDecide) return null;
        return (
          <>
            <Button size="small" onClick={() => setDeciding({ request: { ...r, approval }, approve: true })}>
              Approve
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDeciding({ request: { ...r, approval }, approve: false })}
            >
              Reject
            </Button>
          </>
        );
      },
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Payment Cancellation Approval"
        subtitle="An approved cancellation reverses the payment today; the OR stays in its series."
      />
      <Box sx={{ mb: 1 }}>
        <FilterSelect
          label="Status"
          name="status"
          value={list.filters.status}
          options={CANCELLATION_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Box>
      <DataTable
        caption="Payment cancellation requests"
        columns={columns}
        result={requests.data}
        loading={requests.isFetching}
        rowKey={(r) => r.id}
        emptyText="No request."
        {...list.table}
      />
      {deciding && (
        <DecideDialog request={deciding.request} approve={deciding.approve} onClose={() => setDeciding(null)} />
      )}
    </Box>
  );
}

export default function PaymentCancellationApprovalPage() {
  return (
    <ScreenAccess reads={listPaymentCancellationsEndpoint}>
      <PaymentCancellationApprovalPageScreen />
    </ScreenAccess>
  );
}
