// One travel order: its particulars, travellers and approval; OGM edits, sends and cancels it,
// the signatories approve or reject their step, and an approved order prints with the
// cooperative's letterhead and its signatories (print pack, decision 017).
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { formatDateTime, formatPeso } from '@ilaw/contracts/format';
import { cancelTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/cancel-travel-order';
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { submitTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/submit-travel-order';
import {
  cancelTravelOrderBody,
  EDITABLE_TRAVEL_ORDER_STATUSES,
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_STATUS,
  type TravelOrder,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { updateTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/update-travel-order';
import { uploadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/upload-travel-order-attachment';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ApprovalDecisionButtons, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { DetailRow } from '#web/shared/ui/DetailRow.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { TRAVEL_ORDER_READS, TravelOrderStatus, travelDates } from './travel-order-parts.tsx';
import { TravelOrderAttachments } from './TravelOrderAttachments.tsx';
import type { TravelOrdersBase } from './TravelOrdersPage.tsx';

type Dialog = 'submit' | 'withdraw' | 'cancel' | null;

export function TravelOrderDetail({ id, base }: { id: number; base: TravelOrdersBase }) {
  const order = useQuery(endpointQuery(getTravelOrderEndpoint, { params: { id } }));
  return (
    <ScreenAccess reads={getTravelOrderEndpoint}>
      {order.isPending ? (
        <CircularProgress aria-label="Loading travel order" />
      ) : order.data ? (
        <TravelOrderView order={order.data} base={base} />
      ) : (
        <Alert severity="error">The travel order could not be loaded.</Alert>
      )}
    </ScreenAccess>
  );
}

function TravelOrderView({ order: o, base }: { order: TravelOrder; base: TravelOrdersBase }) {
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const [dialog, setDialog] = useState<Dialog>(null);
  const signatories = useDocumentSignatories(TRAVEL_ORDER_DOCUMENT_TYPE, o.approval ? o.id : undefined);
  const submit = useEndpointMutation(submitTravelOrderEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const withdraw = useEndpointMutation(withdrawApprovalEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const editable = EDITABLE_TRAVEL_ORDER_STATUSES.includes(o.status) && base === '/ogm/travel-orders';
  const approved = o.status === TRAVEL_ORDER_STATUS.Approved.value;
  const refresh = () => void invalidate(...TRAVEL_ORDER_READS);
  const close = () => setDialog(null);

  return (
    <Box>
      <PageHeader
        title={`Travel Order ${o.toNumber}`}
        subtitle={<TravelOrderStatus status={o.status} />}
        actions={
          <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={base}>
              All travel orders
            </Button>
            {editable && can(updateTravelOrderEndpoint) && (
              <Button component={RouterLink} to={`/ogm/travel-orders/form/${o.id}`}>
                Edit
              </Button>
            )}
            {editable && can(submitTravelOrderEndpoint) && (
              <Button variant="contained" onClick={() => setDialog('submit')}>
                Send for approval
              </Button>
            )}
            <ApprovalDecisionButtons approval={o.approval} label={o.toNumber} onDecided={refresh} />
            {o.approval?.canWithdraw && o.approval.status === 'Pending' && (
              <Button onClick={() => setDialog('withdraw')}>Withdraw</Button>
            )}
            {approved && base === '/ogm/travel-orders' && can(cancelTravelOrderEndpoint) && (
              <Button color="error" onClick={() => setDialog('cancel')}>
                Cancel travel
              </Button>
            )}
            {approved && (
              <Button variant="outlined" onClick={() => window.print()}>
                Print
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportPrintPack title={`TRAVEL ORDER No. ${o.toNumber}`} {...(signatories ? { signatories } : {})}>
          <TravelOrderBody order={o} />
        </ReportPrintPack>
        <Box className="no-print" sx={{ mt: 2 }}>
          <ApprovalStepLine approval={o.approval} />
        </Box>
        <TravelOrderAttachments
          order={o}
          canAttach={
            base === '/ogm/travel-orders' &&
            o.status !== TRAVEL_ORDER_STATUS.Cancelled.value &&
            can(uploadTravelOrderAttachmentEndpoint)
          }
        />
      </Paper>
      <ConfirmDialog
        open={dialog === 'submit'}
        title="Send for approval"
        message={`Send ${o.toNumber} to its recommending and approving signatories? It cannot be changed while they decide.`}
        confirmLabel="Send"
        onConfirm={async () => {
          await submit.mutateAsync({ params: { id: o.id } });
          notify.success(`${o.toNumber} was sent for approval.`);
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title="Withdraw"
        message={`Withdraw ${o.toNumber} from its signatories? It comes back as a draft to change.`}
        confirmLabel="Withdraw"
        onConfirm={() => withdraw.mutateAsync({ params: { id: o.approval!.requestId }, body: { reason: null } })}
        onClose={close}
      />
      {dialog === 'cancel' && <CancelDialog order={o} onClose={close} />}
    </Box>
  );
}

/** The order as it reads on screen and on paper. */
function TravelOrderBody({ order: o }: { order: TravelOrder }) {
  return (
    <>
      <Table size="small" aria-label="Travellers" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Traveller</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Employee ID</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Position</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Department</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.travellers.map((t) => (
            <TableRow key={t.employeeId}>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.employeeCode}</TableCell>
              <TableCell>{t.position ?? '-'}</TableCell>
              <TableCell>{t.department ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label="Particulars">
        <TableBody>
          <DetailRow label="Destination">{o.destination}</DetailRow>
          <DetailRow label="Purpose">{o.purpose}</DetailRow>
          <DetailRow label="Inclusive dates">{travelDates(o)}</DetailRow>
          <DetailRow label="Means of transportation">{o.transportation ?? '-'}</DetailRow>
          <DetailRow label="Funding">{o.funding}</DetailRow>
          <DetailRow label="Estimated expenses">{formatPeso(o.estimatedExpenses)}</DetailRow>
          {o.remarks !== null && <DetailRow label="Remarks">{o.remarks}</DetailRow>}
          <DetailRow label="Prepared">{`${o.createdBy}, ${formatDateTime(o.createdAt)}`}</DetailRow>
          {o.cancelledAt !== null && (
            <DetailRow label="Cancelled">{`${formatDateTime(o.cancelledAt)}: ${o.cancelReason ?? ''}`}</DetailRow>
          )}
        </TableBody>
      </Table>
    </>
  );
}

function CancelDialog({ order, onClose }: { order: TravelOrder; onClose: () => void }) {
  const form = useForm(cancelTravelOrderBody, { reason: '' });
  const cancel = useEndpointMutation(cancelTravelOrderEndpoint, { invalidates: TRAVEL_ORDER_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => cancel.mutateAsync({ params: { id: order.id }, body }),
    () => {
      notify.success(`${order.toNumber} was cancelled.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title={`Cancel ${order.toNumber}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Cancel travel"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('reason')} label="Reason" required multiline minRows={2} autoFocus fullWidth />
    </FormDialog>
  );
}
