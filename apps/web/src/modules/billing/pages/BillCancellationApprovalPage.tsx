// Bill Cancellation Approval (BillCancellationApprover configured at /admin/bill-cancellation-approvers):
// pending requests first; approve (the bill is cancelled and the ledger credited) or reject, with remarks.
import {
  approveCancellationEndpoint,
  listCancellationsEndpoint,
  rejectCancellationEndpoint,
} from '@ilaw/contracts/billing/bills';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/billing/enums';
import { listCancellationApproversEndpoint } from '@ilaw/contracts/billing/routes-readers';
import { formatPeso } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { billMonthLabel } from '../components/BillMonthField.tsx';
import { BILL_READS } from '../components/billing-reads.ts';
import { type Cancellation, CancellationSteps, cancellationColumns } from './bill-parts.tsx';
import { bodySchemaOf } from './billing-screen-kit.ts';

const decisionSchema = bodySchemaOf(approveCancellationEndpoint);

function DecisionDialog({
  request,
  approve,
  onClose,
  onSaved,
  onRefused,
}: {
  request: Cancellation;
  approve: boolean;
  onClose: () => void;
  onSaved: (c: Cancellation) => void;
  /** The server said 403: the signed-in user may not decide (the toast gave its reason). */
  onRefused: () => void;
}) {
  const form = useForm(decisionSchema, { remarks: '' });
  const approveIt = useEndpointMutation(approveCancellationEndpoint, { invalidates: BILL_READS });
  const rejectIt = useEndpointMutation(rejectCancellationEndpoint, { invalidates: BILL_READS });
  const { busy, submit } = useDialogSubmit(
    {
      validate: form.validate,
      applyServerErrors: (error) => {
        if (error instanceof ApiError && error.status === 403) onRefused();
        return form.applyServerErrors(error);
      },
    },
    (body) => (approve ? approveIt : rejectIt).mutateAsync({ params: { id: request.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`${approve ? 'Approve' : 'Reject'} cancellation of bill ${request.billNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={approve ? 'Approve' : 'Reject'}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {request.consumerName} ({request.accountNo}), {billMonthLabel(request.period)}, {formatPeso(request.amount)}.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <CancellationSteps c={request} />
      </Box>
      {approve && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The bill will be cancelled and its amount credited on the consumer’s ledger.
        </Alert>
      )}
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('remarks')} label="Remarks" required multiline minRows={2} autoFocus fullWidth />
    </FormDialog>
  );
}

const APPROVERS_PAGE = '/admin/bill-cancellation-approvers';

/**
 * Whether the signed-in user may decide at all, known before they try (docs/decisions/042): the
 * role from the session; the approver list only for an Admin (the API lets nobody else read it), so
 * for other approvers a refusal of the server is remembered for the session instead.
 */
function useDecider() {
  const user = useCurrentUser().data;
  const hasRole = user?.roles.includes('BillCancellationApprover') ?? false;
  const canReadList = user?.roles.includes('Admin') ?? false;
  const approvers = useQuery({ ...endpointQuery(listCancellationApproversEndpoint), enabled: hasRole && canReadList });
  const refusedKey = `ilaw.cancellation-approval.refused.${user?.id ?? 0}`;
  const [refused, setRefused] = useState(() => sessionStorage.getItem(refusedKey) === '1');
  const listed = approvers.data === undefined ? undefined : approvers.data.some((a) => a.userId === user?.id);
  const onList = listed ?? !refused;
  return {
    user,
    hasRole,
    canReadList,
    onList,
    /** A 403 on someone else's request: not on the list (or no longer). */
    markRefused: () => {
      sessionStorage.setItem(refusedKey, '1');
      setRefused(true);
    },
    /** A successful decision proves the user is on the list again. */
    markDecided: () => {
      sessionStorage.removeItem(refusedKey);
      setRefused(false);
    },
  };
}

function CannotDecide({ hasRole, canReadList }: { hasRole: boolean; canReadList: boolean }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      {hasRole ? (
        <>
          You are not on the bill cancellation approver list, so you cannot approve or reject requests. An administrator
          adds approvers on{' '}
          {canReadList ? (
            <Link component={RouterLink} to={APPROVERS_PAGE}>
              Bill Cancellation Signatories
            </Link>
          ) : (
            'Bill Cancellation Signatories'
          )}
          .
        </>
      ) : (
        'You do not hold the BillCancellationApprover role, so you cannot approve or reject requests. An administrator gives it in User Manager.'
      )}
    </Alert>
  );
}

export default function BillCancellationApprovalPage() {
  const decider = useDecider();
  const mayDecide = decider.hasRole && decider.onList;
  // Pending first: that is the approver's work list.
  const list = useListParams({ filters: { status: oneOf(CANCELLATION_STATUSES) }, defaults: { status: 'Pending' } });
  const status = list.filters.status ?? 'Pending';
  const requests = usePagedEndpoint(listCancellationsEndpoint, { query: { ...list.query, status } });
  const [deciding, setDeciding] = useState<{ request: Cancellation; approve: boolean } | null>(null);

  // The server refuses a decision on one's own request; requests carry the requester's name only.
  const isOwn = (c: Cancellation) => c.requestedBy === decider.user?.fullName;
  const action = (c: Cancellation) => {
    if (c.status !== 'Pending') return null;
    const why = !mayDecide
      ? 'You cannot decide cancellation requests (see the note above).'
      : isOwn(c)
        ? 'You asked for this cancellation: another approver decides it.'
        : undefined;
    return (
      <Tooltip title={why ?? ''}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }} data-testid={`decide-${c.billNo}`}>
          <Button
            size="small"
            variant="contained"
            disabled={why !== undefined}
            onClick={() => setDeciding({ request: c, approve: true })}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="error"
            disabled={why !== undefined}
            onClick={() => setDeciding({ request: c, approve: false })}
          >
            Reject
          </Button>
        </Box>
      </Tooltip>
    );
  };

  return (
    <Box>
      <PageHeader
        title="Bill Cancellation Approval"
        subtitle="Cancellation requests of posted bills. Approving cancels the bill and credits the consumer's ledger."
      />
      {decider.user && !mayDecide && <CannotDecide hasRole={decider.hasRole} canReadList={decider.canReadList} />}
      <Paper variant="outlined">
        <Tabs
          value={status}
          onChange={(_, v: (typeof CANCELLATION_STATUSES)[number]) => list.setFilter('status', v)}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {CANCELLATION_STATUSES.map((s) => (
            <Tab key={s} value={s} label={s} />
          ))}
        </Tabs>
        <DataTable
          caption="Cancellation requests"
          columns={cancellationColumns(action)}
          result={requests.data}
          loading={requests.isFetching}
          {...list.table}
          rowKey={(c) => c.id}
          emptyText={status === 'Pending' ? 'No request waits for a decision.' : 'No request.'}
        />
      </Paper>
      {deciding !== null && (
        <DecisionDialog
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onRefused={() => {
            if (!isOwn(deciding.request)) decider.markRefused();
            setDeciding(null);
          }}
          onSaved={(c) => {
            decider.markDecided();
            notify.success(
              c.status === 'Approved' ? `Bill ${c.billNo} is cancelled.` : `Cancellation of bill ${c.billNo} rejected.`,
            );
            setDeciding(null);
          }}
        />
      )}
    </Box>
  );
}
