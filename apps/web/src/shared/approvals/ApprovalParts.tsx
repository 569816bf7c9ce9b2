// What every screen with approvals shows (decision 014): the request's current step in a line, its
// history (each step's signatories and every decision) in a dialog, and a decide dialog for the
// engine's own endpoint (My work, and screens without a decide call of their own).
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import {
  decisionBodySchema,
  type ApprovalDetail,
  type ApprovalSummary,
} from '@ilaw/contracts/approvals/requests/approval-request';
import { getApprovalRequestEndpoint } from '@ilaw/contracts/approvals/requests/get-approval-request';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callEndpoint } from '../api/call-endpoint.ts';
import { endpointQuery } from '../api/query.ts';
import { GeneralError } from '../crud/CrudListPage.tsx';
import { useDialogSubmit } from '../crud/use-dialog-submit.ts';
import { useForm } from '../forms/use-form.ts';
import { FormDialog } from '../ui/FormDialog.tsx';

const ACTION_LABEL: Record<ApprovalDetail['history'][number]['action'], string> = {
  Submitted: 'Submitted',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
};

/** "Step 1 of 2: Recommender" while pending; nothing once closed (the row's status says it). */
export function approvalStepText(a: ApprovalSummary | null): string | null {
  if (a === null || a.status !== 'Pending' || a.currentStep === null) return null;
  return `Step ${a.currentStep} of ${a.stepCount}: ${a.currentSignatory ?? ''}`;
}

/** The current step and a link to the request's history. */
export function ApprovalStepLine({ approval }: { approval: ApprovalSummary | null }) {
  const [open, setOpen] = useState(false);
  if (approval === null) return null;
  const step = approvalStepText(approval);
  return (
    <Box sx={{ fontSize: 13 }} data-testid={`approval-${approval.requestId}`}>
      {step !== null && <span>{step} · </span>}
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ fontSize: 13 }}>
        History
      </Link>
      {open && <ApprovalHistoryDialog requestId={approval.requestId} onClose={() => setOpen(false)} />}
    </Box>
  );
}

/** The chain with each step's state, and every decision with who, when and the remarks. */
export function ApprovalHistory({ detail }: { detail: ApprovalDetail }) {
  const active = detail.steps.findIndex((s) => s.state === 'Current');
  return (
    <Box>
      <Stepper activeStep={active === -1 ? detail.steps.length : active} alternativeLabel sx={{ mb: 2 }}>
        {detail.steps.map((s) => (
          <Step key={s.seq} completed={s.state === 'Done'}>
            <StepLabel
              error={s.state === 'Rejected'}
              optional={
                <Typography variant="caption" color="text.secondary">
                  {s.signers.join(', ') || 'no signatory set'}
                  {s.allMustSign ? ' (all sign)' : ''}
                </Typography>
              }
            >
              {s.signatoryType}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="ol" sx={{ m: 0, pl: 3, fontSize: 14 }} aria-label="Approval history">
        {detail.history.map((h, i) => (
          <li key={i}>
            <strong>{ACTION_LABEL[h.action]}</strong>
            {h.signatoryType !== null && ` as ${h.signatoryType}`} by {h.by}, {formatDateTime(h.at)}
            {h.remarks !== null && `: ${h.remarks}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function ApprovalHistoryDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const titleId = useId();
  const detail = useQuery(endpointQuery(getApprovalRequestEndpoint, { params: { id: requestId } }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {detail.data ? `${detail.data.documentTypeName}: approval history` : 'Approval history'}
      </DialogTitle>
      <DialogContent dividers>
        {detail.data === undefined ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {detail.data.summary}
            </Typography>
            <ApprovalHistory detail={detail.data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve or reject the current step through the engine (remarks optional unless the type needs them). */
export function ApprovalDecisionDialog({
  requestId,
  approve,
  title,
  onClose,
  onSaved,
}: {
  requestId: number;
  approve: boolean;
  title: string;
  onClose: () => void;
  onSaved: (detail: ApprovalDetail) => void;
}) {
  const detail = useQuery(endpointQuery(getApprovalRequestEndpoint, { params: { id: requestId } }));
  const form = useForm(decisionBodySchema, { approve, remarks: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(decideApprovalEndpoint, { params: { id: requestId }, body, quietStatuses: [400, 409] }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={approve ? 'Approve' : 'Reject'}
      maxWidth="md"
    >
      {detail.data && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {detail.data.summary}
          </Typography>
          <ApprovalHistory detail={detail.data} />
        </Box>
      )}
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('remarks')} label="Remarks" multiline minRows={2} autoFocus fullWidth />
    </FormDialog>
  );
}

/**
 * Approve and Reject for whoever may sign the request's current step, each opening the decision
 * dialog; `onDecided` refreshes the document's screen.
 */
export function ApprovalDecisionButtons({
  approval,
  label,
  onDecided,
}: {
  approval: ApprovalSummary | null;
  /** The document as the dialog's title names it ('TT-2026-000001'). */
  label: string;
  onDecided: (approved: boolean) => void;
}) {
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  if (!approval?.canDecide) return null;
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
        Approve
      </Button>
      <Button color="error" onClick={() => setDeciding('reject')}>
        Reject
      </Button>
      {deciding !== null && (
        <ApprovalDecisionDialog
          requestId={approval.requestId}
          approve={deciding === 'approve'}
          title={`${deciding === 'approve' ? 'Approve' : 'Reject'} ${label}`}
          onClose={() => setDeciding(null)}
          onSaved={() => {
            setDeciding(null);
            onDecided(deciding === 'approve');
          }}
        />
      )}
    </>
  );
}
