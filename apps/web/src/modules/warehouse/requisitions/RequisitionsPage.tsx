// The requisition screens (decision 091): the supplies and service requisition vouchers, the
// material transfer request and the office supply request. Filed here (reserving at once), approved
// or rejected through the engine, issued by the warehouse with a charge ticket (a transfer for a
// transfer request), then signed for by the recipient on the signature pad. /:id opens one.
import { formatDate, formatNumber } from '@ilaw/contracts/format';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { cancelRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/cancel-requisition';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { listRequisitionsEndpoint } from '@ilaw/contracts/warehouse/requisitions/list-requisitions';
import { receiveRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/receive-requisition';
import {
  REQUISITION_KIND_LABELS,
  REQUISITION_STATUSES,
  cancelRequisitionFields,
  type Requisition,
  type RequisitionKind,
  type RequisitionStatus,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import Add from '@mui/icons-material/Add';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { ApprovalDecisionDialog, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { IssueRequisitionDialog } from './IssueRequisitionDialog.tsx';
import { RequisitionForm } from './RequisitionForm.tsx';

const SignaturePadDialog = lazy(() => import('./SignaturePadDialog.tsx'));

export interface RequisitionScreen {
  kind: RequisitionKind;
  /** Where this copy of the list lives (`${basePath}/:id` opens one). */
  basePath: string;
  title?: string;
  /** Where a requisition prints (`${printPath}/:id`). */
  printPath?: string;
  /** The end user's screen: their own requisitions, no approving or issuing here. */
  endUser?: boolean;
  /** Read-only copies (accounting, audit): no New. */
  readOnly?: boolean;
  /** The `.../form/:id?` route: the New dialog opens at once. */
  openForm?: boolean;
  /** Only requisitions of this status (the signed report viewer: Received). */
  status?: RequisitionStatus;
}

const DEFAULT_PRINT = '/tsd/supplies-requisition-voucher/print';

/** Issuing documents that took a part (pending or posted). */
const taking = (r: Requisition) => r.issues.filter((d) => d.status !== 'Rejected' && d.status !== 'Cancelled');
const partlyIssued = (r: Requisition) => taking(r).length > 0;
const allPosted = (r: Requisition) => taking(r).length > 0 && taking(r).every((d) => d.status !== 'Pending');
const issuedBy = (r: Requisition) =>
  taking(r)
    .map((d) => d.controlNo)
    .join(', ');

function CancelDialog({ r, onClose, onSaved }: { r: Requisition; onClose: () => void; onSaved: () => void }) {
  const form = useForm(cancelRequisitionFields, { remarks: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(cancelRequisitionEndpoint, { params: { id: r.id }, body, quietStatuses: [400, 403, 409] }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Cancel ${r.controlNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Cancel requisition"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('remarks')} label="Reason" required multiline minRows={2} fullWidth autoFocus />
    </FormDialog>
  );
}

function RequisitionDialog({ id, printPath, onClose }: { id: number; printPath: string; onClose: () => void }) {
  const r = useQuery(endpointQuery(getRequisitionEndpoint, { params: { id } })).data;
  const lineColumns: Column<Requisition['lines'][number]>[] = [
    { key: 'code', header: 'Item code', render: (l) => l.itemCode },
    { key: 'description', header: 'Description', render: (l) => l.description },
    { key: 'qty', header: 'Quantity', align: 'right', render: (l) => `${formatNumber(l.quantity)} ${l.unitCode}` },
    { key: 'issued', header: 'Issued', align: 'right', render: (l) => formatNumber(l.issued) },
    { key: 'inIssue', header: 'In issue', align: 'right', render: (l) => formatNumber(l.inIssue) },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (l) => formatNumber(l.remaining) },
    ...(r?.restCancelledAt
      ? [
          {
            key: 'cancelled',
            header: 'Cancelled',
            align: 'right' as const,
            render: (l: Requisition['lines'][number]) => formatNumber(l.cancelled),
          },
        ]
      : []),
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{r ? `${REQUISITION_KIND_LABELS[r.kind]} ${r.controlNo}` : 'Requisition'}</DialogTitle>
      <DialogContent>
        {r && (
          <Box data-testid="requisition-detail">
            <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="body2">Date: {formatDate(r.requestDate)}</Typography>
              <Typography variant="body2">
                Warehouse: {r.locationName}
                {r.toLocationName ? ` → ${r.toLocationName}` : ''}
              </Typography>
              <Typography variant="body2">
                Status: <StatusChip status={r.status} label={r.status} />
              </Typography>
              <Typography variant="body2">Requested by: {r.requestedBy}</Typography>
              {r.chargeAccount && <Typography variant="body2">Account: {r.chargeAccount}</Typography>}
              {r.workOrderNo && <Typography variant="body2">Work order: {r.workOrderNo}</Typography>}
              {r.serviceRequestNo && <Typography variant="body2">Service request: {r.serviceRequestNo}</Typography>}
              {r.issues.length > 0 && (
                <Typography variant="body2" data-testid="requisition-issues">
                  Issued by: {r.issues.map((d) => `${d.controlNo} (${d.status})`).join(', ')}
                </Typography>
              )}
            </Stack>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {r.purpose}
            </Typography>
            <SimpleTable caption="Materials" columns={lineColumns} rows={r.lines} rowKey={(l) => l.id} />
            {r.receivedSignature && (
              <Box sx={{ mt: 2 }} data-testid="received-signature">
                <Typography variant="body2">
                  Received by {r.receivedByName} on {formatDate(r.receivedAt!.slice(0, 10))}
                </Typography>
                <Box
                  component="img"
                  src={r.receivedSignature}
                  alt={`Signature of ${r.receivedByName ?? ''}`}
                  sx={{ maxWidth: 240, border: 1, borderColor: 'divider' }}
                />
              </Box>
            )}
            <ApprovalStepLine approval={r.approval} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {r && (
          <Button component={RouterLink} to={`${printPath}/${r.id}`} startIcon={<Print />}>
            Print
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Screen({
  kind,
  basePath,
  title,
  printPath = DEFAULT_PRINT,
  endUser,
  readOnly,
  openForm,
  status,
}: RequisitionScreen) {
  const can = useCan();
  const me = useCurrentUser().data;
  const navigate = useNavigate();
  const { id } = useParams();
  const invalidate = useInvalidateEndpoints();
  const list = useListParams({ filters: { status: oneOf(REQUISITION_STATUSES), search: text } });
  const rows = usePagedEndpoint(listRequisitionsEndpoint, {
    query: {
      ...list.query,
      kind,
      ...(endUser ? { mine: 'true' as const } : {}),
      ...((status ?? list.filters.status) ? { status: status ?? list.filters.status } : {}),
      ...(list.filters.search ? { search: list.filters.search } : {}),
    },
  });
  const [filing, setFiling] = useState(Boolean(openForm) && id === undefined);
  const [deciding, setDeciding] = useState<{ r: Requisition; approve: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<Requisition | null>(null);
  const [signing, setSigning] = useState<Requisition | null>(null);
  const [issuing, setIssuing] = useState<Requisition | null>(null);
  const refresh = () => void invalidate(listRequisitionsEndpoint, getRequisitionEndpoint);
  const label = REQUISITION_KIND_LABELS[kind];
  const issuer = !endUser && !readOnly && can(createStockDocumentEndpoint);

  const columns: Column<Requisition>[] = [
    {
      key: 'no',
      header: 'Control no.',
      phone: 'title',
      render: (r) => (
        <Link component={RouterLink} to={`${basePath}/${r.id}`}>
          {r.controlNo}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', render: (r) => formatDate(r.requestDate) },
    {
      key: 'location',
      header: 'Warehouse',
      render: (r) => (r.toLocationName ? `${r.locationName} → ${r.toLocationName}` : r.locationName),
    },
    { key: 'purpose', header: 'Purpose', render: (r) => r.purpose },
    { key: 'by', header: 'Requested by', render: (r) => r.requestedBy },
    { key: 'lines', header: 'Lines', align: 'right', render: (r) => r.lines.length },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Box>
          <StatusChip status={r.status} label={r.status} />
          {r.status === 'Pending' && <ApprovalStepLine approval={r.approval} />}
          {issuedBy(r) && <Typography variant="caption">{issuedBy(r)}</Typography>}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {!readOnly && r.approval?.canDecide === true && r.status === 'Pending' && (
            <>
              <Button size="small" variant="contained" onClick={() => setDeciding({ r, approve: true })}>
                Approve
              </Button>
              <Button size="small" color="error" onClick={() => setDeciding({ r, approve: false })}>
                Reject
              </Button>
            </>
          )}
          {issuer && r.status === 'Approved' && (
            <Button size="small" variant="contained" onClick={() => setIssuing(r)}>
              {r.kind === 'MTR' ? 'Issue transfer' : 'Issue MCT'}
            </Button>
          )}
          {!readOnly && r.status === 'Approved' && (r.requestedById === me?.id || issuer) && (
            <Button size="small" color="warning" onClick={() => setCancelling(r)}>
              {partlyIssued(r) ? 'Cancel the rest' : 'Cancel'}
            </Button>
          )}
          {!readOnly && r.status === 'Issued' && allPosted(r) && (
            <Button size="small" variant="outlined" onClick={() => setSigning(r)}>
              Sign for receipt
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={title ?? label}
        subtitle="Holds its materials from filing; issued by the warehouse once approved, then signed for by the recipient."
        actions={
          !readOnly && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New {label}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search control no., purpose"
        />
        {status === undefined && (
          <FilterSelect
            label="Status"
            name="status"
            value={list.filters.status}
            options={REQUISITION_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(v) => list.setFilter('status', v)}
          />
        )}
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption={title ?? label}
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          rowHref={(r) => `${basePath}/${r.id}`}
        />
      </Paper>
      {filing && (
        <RequisitionForm
          kind={kind}
          onClose={() => setFiling(false)}
          onSaved={(r) => {
            notify.success(`${r.controlNo} filed and sent for approval.`);
            setFiling(false);
            refresh();
            void navigate(`${basePath}/${r.id}`);
          }}
        />
      )}
      {deciding && deciding.r.approval && (
        <ApprovalDecisionDialog
          requestId={deciding.r.approval.requestId}
          approve={deciding.approve}
          title={`${deciding.approve ? 'Approve' : 'Reject'} ${deciding.r.controlNo}`}
          onClose={() => setDeciding(null)}
          onSaved={() => {
            notify.success(`${deciding.r.controlNo} ${deciding.approve ? 'approved' : 'rejected'}.`);
            setDeciding(null);
            refresh();
          }}
        />
      )}
      {issuing && (
        <IssueRequisitionDialog
          r={issuing}
          onClose={() => setIssuing(null)}
          onSaved={(doc) => {
            notify.success(`${doc.controlNo} filed for ${issuing.controlNo} and sent for approval.`);
            setIssuing(null);
            refresh();
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          r={cancelling}
          onClose={() => setCancelling(null)}
          onSaved={() => {
            notify.success(`${cancelling.controlNo} cancelled.`);
            setCancelling(null);
            refresh();
          }}
        />
      )}
      {signing && (
        <Suspense fallback={null}>
          <SignaturePadDialog
            title={`Receipt of ${signing.controlNo}`}
            defaultName={signing.requestedBy}
            onClose={() => setSigning(null)}
            onSign={async (body) => {
              try {
                await callEndpoint(receiveRequisitionEndpoint, {
                  params: { id: signing.id },
                  body,
                  quietStatuses: [400, 403, 409],
                });
              } catch (e) {
                if (e instanceof ApiError) return Object.values(e.body?.errors ?? {}).flat()[0] ?? e.message;
                throw e;
              }
              notify.success(`${signing.controlNo} signed for.`);
              setSigning(null);
              refresh();
              return null;
            }}
          />
        </Suspense>
      )}
      {id !== undefined && Number(id) > 0 && (
        <RequisitionDialog id={Number(id)} printPath={printPath} onClose={() => void navigate(basePath)} />
      )}
    </>
  );
}

export function RequisitionsPage(props: RequisitionScreen) {
  return (
    <ScreenAccess reads={listRequisitionsEndpoint}>
      <Screen {...props} />
    </ScreenAccess>
  );
}

/** A requisition list mounted at a screen route. */
export function requisitionsAt(screen: RequisitionScreen) {
  return function RequisitionsAt() {
    return <RequisitionsPage {...screen} />;
  };
}
