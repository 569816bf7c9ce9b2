import { exportAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/export-adjustment-requests';
import { exportCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/export-cancellations';
import { invalidateEndpoints } from '#web/shared/api/query.ts';
// Bill Cancellation Approval: the approver's work list of bill cancellations and bill adjustments
// (decision 014), pending first. Approving a cancellation cancels the bill and credits the ledger;
// approving an adjustment reverses the original and posts the corrected bill. Both need remarks.
// Approve and Reject show only to a signatory of the request's current step (the server says who
// may decide: never the requester).
import { approveAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/approve-adjustment';
import { approveCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/approve-cancellation';
import {
  type ADJUSTMENT_SORT_COLUMNS,
  listAdjustmentRequestsEndpoint,
} from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import {
  type CANCELLATION_SORT_COLUMNS,
  listCancellationsEndpoint,
} from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { rejectAdjustmentEndpoint } from '@ilaw/contracts/billing/adjustments/reject-adjustment';
import { rejectCancellationEndpoint } from '@ilaw/contracts/billing/cancellations/reject-cancellation';
import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import type { ApprovalSummary } from '@ilaw/contracts/approvals/requests/approval-request';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/billing/enums';
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
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { AdjustmentComparison, adjustmentColumns } from '../adjustments/AdjustmentParts.tsx';
import { type Cancellation, CancellationSteps, cancellationColumns } from '../bills/bill-parts.tsx';
import { bodySchemaOf } from '../shared/billing-screen-kit.ts';
import { oneOf } from '#web/shared/list/list-params.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

const decisionSchema = bodySchemaOf(approveCancellationEndpoint);

type Deciding =
  | { kind: 'cancellation'; request: Cancellation; approve: boolean }
  | { kind: 'adjustment'; request: AdjustmentRequest; approve: boolean };

function DecisionDialog({
  deciding,
  onClose,
  onSaved,
}: {
  deciding: Deciding;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { kind, request, approve } = deciding;
  const form = useForm(decisionSchema, { remarks: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (deciding.kind === 'cancellation') {
        const c = await callEndpoint(approve ? approveCancellationEndpoint : rejectCancellationEndpoint, {
          params: { id: request.id },
          body,
        });
        return c.status === 'Approved'
          ? `Bill ${c.billNo} is cancelled.`
          : c.status === 'Pending'
            ? `Cancellation of bill ${c.billNo} signed; the next step decides.`
            : `Cancellation of bill ${c.billNo} rejected.`;
      }
      const a = await callEndpoint(approve ? approveAdjustmentEndpoint : rejectAdjustmentEndpoint, {
        params: { id: request.id },
        body,
      });
      return a.status === 'Approved'
        ? `Bill ${a.billNo} adjusted; corrected bill ${a.correctedBillNo ?? ''} posted.`
        : a.status === 'Pending'
          ? `Adjustment of bill ${a.billNo} signed; the next step decides.`
          : `Adjustment of bill ${a.billNo} rejected.`;
    },
    onSaved,
  );
  const verb = approve ? 'Approve' : 'Reject';
  return (
    <FormDialog
      open
      title={`${verb} ${kind} of bill ${request.billNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={verb}
      maxWidth={deciding.kind === 'adjustment' ? 'md' : 'sm'}
    >
      {deciding.kind === 'cancellation' ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {request.consumerName} ({request.accountNo}), {billMonthLabel(request.period)},{' '}
            {formatPeso(deciding.request.amount)}.
          </Typography>
          <Box sx={{ mb: 2 }}>
            <CancellationSteps c={deciding.request} />
          </Box>
        </>
      ) : (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {request.consumerName} ({request.accountNo}), {billMonthLabel(request.period)}: {deciding.request.reason}
          </Typography>
          <AdjustmentComparison request={deciding.request} />
        </Box>
      )}
      {approve && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {kind === 'cancellation'
            ? 'The bill will be cancelled and its amount credited on the consumer’s ledger.'
            : 'The original bill will be reversed on the ledger and the corrected bill posted.'}
        </Alert>
      )}
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('remarks')} label="Remarks" required multiline minRows={2} autoFocus fullWidth />
    </FormDialog>
  );
}

const APPROVERS_PAGE = '/admin/bill-cancellation-approvers';

/** Approve / Reject for a row: off, with the reason, when the user may not decide its current step. */
function DecisionButtons({
  testId,
  approval,
  ownLabel,
  userId,
  onDecide,
}: {
  testId: string;
  approval: ApprovalSummary | null;
  ownLabel: string;
  userId: number | undefined;
  onDecide: (approve: boolean) => void;
}) {
  const why =
    approval === null
      ? 'This request has no approval on file.'
      : approval.requestedById === userId
        ? ownLabel
        : approval.canDecide
          ? undefined
          : `You are not a signatory of this request's current step (${approval.currentSignatory ?? ''}).`;
  return (
    <Tooltip title={why ?? ''}>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }} data-testid={testId}>
        <Button size="small" variant="contained" disabled={why !== undefined} onClick={() => onDecide(true)}>
          Approve
        </Button>
        <Button size="small" color="error" disabled={why !== undefined} onClick={() => onDecide(false)}>
          Reject
        </Button>
      </Box>
    </Tooltip>
  );
}

function NotASignatory({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert">
      You are not on the bill cancellation approver list, so you cannot approve or reject these requests. An
      administrator sets the signatories on{' '}
      {isAdmin ? (
        <Link component={RouterLink} to={APPROVERS_PAGE}>
          Bill Cancellation Signatories
        </Link>
      ) : (
        'Bill Cancellation Signatories'
      )}
      .
    </Alert>
  );
}

/** One sort for both tabs: the columns both request lists sort by. */
const REQUEST_SORT_COLUMNS = [
  'billNo',
  'consumer',
  'period',
  'status',
] as const satisfies readonly ((typeof CANCELLATION_SORT_COLUMNS)[number] & (typeof ADJUSTMENT_SORT_COLUMNS)[number])[];

export default function BillCancellationApprovalPage() {
  return (
    <ScreenAccess reads={listCancellationsEndpoint}>
      <BillCancellationApprovalScreen />
    </ScreenAccess>
  );
}

function BillCancellationApprovalScreen() {
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  // Pending first: that is the approver's work list.
  const list = useListParams({
    filters: { view: oneOf(['adjustments']), status: oneOf(CANCELLATION_STATUSES) },
    sortable: REQUEST_SORT_COLUMNS,
    defaults: { status: 'Pending' },
  });
  const view = list.filters.view === 'adjustments' ? 'adjustments' : 'cancellations';
  const status = list.filters.status ?? 'Pending';
  const cancellations = usePagedEndpoint(listCancellationsEndpoint, {
    query: { ...list.query, status },
    enabled: view === 'cancellations',
  });
  const adjustments = usePagedEndpoint(listAdjustmentRequestsEndpoint, {
    query: { ...list.query, status },
    enabled: view === 'adjustments',
  });
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const rows: { approval: ApprovalSummary | null }[] =
    (view === 'cancellations' ? cancellations.data?.data : adjustments.data?.data) ?? [];
  // Pending requests of others that the user may not decide: not a signatory (of this step).
  const blocked = rows.some(
    (r) => r.approval?.status === 'Pending' && r.approval.requestedById !== user?.id && !r.approval.canDecide,
  );

  const cancellationAction = (c: Cancellation): ReactNode =>
    c.status !== 'Pending' ? null : (
      <DecisionButtons
        testId={`decide-${c.billNo}`}
        approval={c.approval}
        ownLabel="You asked for this cancellation: another approver decides it."
        userId={user?.id}
        onDecide={(approve) => setDeciding({ kind: 'cancellation', request: c, approve })}
      />
    );
  const adjustmentAction = (a: AdjustmentRequest): ReactNode =>
    a.status !== 'Pending' ? null : (
      <DecisionButtons
        testId={`decide-adjustment-${a.billNo}`}
        approval={a.approval}
        ownLabel="You asked for this adjustment: another approver decides it."
        userId={user?.id}
        onDecide={(approve) => setDeciding({ kind: 'adjustment', request: a, approve })}
      />
    );

  return (
    <Box>
      <PageHeader
        title="Bill Cancellation Approval"
        subtitle="Cancellations and adjustments of posted bills wait here for a signatory. Nobody decides their own request."
      />
      {user && blocked && <NotASignatory isAdmin={user.roles.includes('Admin')} />}
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: string) => list.setFilter('view', v === 'adjustments' ? 'adjustments' : undefined)}
          sx={{ px: 2 }}
          aria-label="Requests"
        >
          <Tab value="cancellations" label="Cancellations" />
          <Tab value="adjustments" label="Adjustments" />
        </Tabs>
        <Tabs
          value={status}
          onChange={(_, v: string) => {
            list.setFilter(
              'status',
              CANCELLATION_STATUSES.find((s) => s === v),
            );
          }}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          aria-label="Status"
        >
          {CANCELLATION_STATUSES.map((s) => (
            <Tab key={s} value={s} label={s} />
          ))}
        </Tabs>
        <Box sx={{ px: 2, pt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          {view === 'cancellations' ? (
            <ExportButton endpoint={exportCancellationsEndpoint} query={{ ...list.sortQuery, status }} />
          ) : (
            <ExportButton endpoint={exportAdjustmentRequestsEndpoint} query={{ ...list.sortQuery, status }} />
          )}
        </Box>
        {view === 'cancellations' ? (
          <DataTable
            caption="Cancellation requests"
            columns={cancellationColumns(cancellationAction)}
            result={cancellations.data}
            loading={cancellations.isFetching}
            {...list.table}
            rowKey={(c) => c.id}
            emptyText={status === 'Pending' ? 'No request waits for a decision.' : 'No request.'}
          />
        ) : (
          <DataTable
            caption="Adjustment requests"
            columns={adjustmentColumns(adjustmentAction)}
            result={adjustments.data}
            loading={adjustments.isFetching}
            {...list.table}
            rowKey={(a) => a.id}
            emptyText={status === 'Pending' ? 'No adjustment waits for a decision.' : 'No request.'}
          />
        )}
      </Paper>
      {deciding !== null && (
        <DecisionDialog
          deciding={deciding}
          onClose={() => setDeciding(null)}
          onSaved={(message) => {
            notify.success(message);
            setDeciding(null);
            void invalidateEndpoints(queryClient, [
              listCancellationsEndpoint,
              listAdjustmentRequestsEndpoint,
              listBillsEndpoint,
              ledgerEndpoint,
            ]);
            invalidateApprovals(queryClient);
          }}
        />
      )}
    </Box>
  );
}
