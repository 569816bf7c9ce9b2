// The list screens of the stock documents (receiving reports, charge tickets, credit tickets,
// transfers): filed here, approved or rejected through the approval engine, posted at the final
// approval, reversed (never edited) once posted. /:id opens one document.
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import { DOCUMENT_KIND_LABELS, DOCUMENT_STATUSES, type DocumentKind } from '@ilaw/contracts/warehouse/enums';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { reversalFields, type StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
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
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { ApprovalDecisionDialog, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { StockDocumentForm } from './StockDocumentForm.tsx';

export const KIND_PATHS: Record<DocumentKind, string> = {
  MRR: '/isd/warehouse/material-receiving-report',
  MCT: '/isd/warehouse/material-charge-ticket',
  MCRT: '/isd/warehouse/material-credit-ticket',
  MST: '/isd/warehouse/material-salvage-ticket',
  MTS: '/isd/warehouse/material-transfer-stock',
  MRC: '/isd/warehouse/material-re-classification',
};

/** Where a document prints: the transfer's own print route, the MCT viewer, else the viewer route of its kind. */
function printPath(d: StockDocument): string {
  if (d.kind === 'MTS') return `/isd/warehouse/material-transfer-stock/print/${d.id}`;
  if (d.kind === 'MRC') return `/isd/warehouse/material-re-classification/print/${d.id}`;
  return `/isd/warehouse/viewer/mct/${d.id}`;
}

function ReverseDialog({
  doc,
  onClose,
  onSaved,
}: {
  doc: StockDocument;
  onClose: () => void;
  onSaved: (d: StockDocument) => void;
}) {
  const form = useForm(reversalFields, { remarks: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(reverseStockDocumentEndpoint, { params: { id: doc.id }, body, quietStatuses: [400, 409] }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Reverse ${doc.controlNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Reverse"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        A reversal is a new document that moves the stock back at the costs this one posted at. This document stays on
        file, marked reversed.
      </Typography>
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('remarks')} label="Reason" required multiline minRows={2} fullWidth autoFocus />
    </FormDialog>
  );
}

function DocumentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const doc = useQuery(endpointQuery(getStockDocumentEndpoint, { params: { id } }));
  const d = doc.data;
  const lineColumns: Column<StockDocument['lines'][number]>[] = [
    {
      key: 'code',
      header: 'Item code',
      render: (l) =>
        l.salvageItemCode || l.toItemCode ? `${l.itemCode} → ${l.salvageItemCode ?? l.toItemCode}` : l.itemCode,
    },
    { key: 'description', header: 'Description', render: (l) => l.description },
    { key: 'qty', header: 'Quantity', align: 'right', render: (l) => `${formatNumber(l.quantity)} ${l.unitCode}` },
    { key: 'condition', header: 'Condition', render: (l) => l.condition ?? '' },
    {
      key: 'price',
      header: d?.kind === 'MCRT' ? 'Cost charged' : d?.kind === 'MST' ? 'Value per unit' : 'Unit price',
      align: 'right',
      render: (l) => (l.unitPrice === null ? '-' : formatNumber(l.unitPrice, 4)),
    },
    {
      key: 'cost',
      header: 'Unit cost',
      align: 'right',
      render: (l) => (l.unitCost === null ? '-' : formatNumber(l.unitCost, 4)),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (l) => (l.amount === null ? '-' : formatPeso(l.amount)),
    },
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{d ? `${DOCUMENT_KIND_LABELS[d.kind]} ${d.controlNo}` : 'Document'}</DialogTitle>
      <DialogContent>
        {d && (
          <Box data-testid="document-detail">
            <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="body2">Date: {formatDate(d.documentDate)}</Typography>
              <Typography variant="body2">
                Location: {d.locationName}
                {d.toLocationName ? ` → ${d.toLocationName}` : ''}
              </Typography>
              <Typography variant="body2">
                Status: <StatusChip status={d.status} label={d.status} />
              </Typography>
              {d.supplier && <Typography variant="body2">Supplier: {d.supplier}</Typography>}
              {d.invoiceNo && <Typography variant="body2">Invoice: {d.invoiceNo}</Typography>}
              {d.chargeAccount && <Typography variant="body2">Account charged: {d.chargeAccount}</Typography>}
              {d.workOrderNo && <Typography variant="body2">Work order: {d.workOrderNo}</Typography>}
              {d.chargedControlNo && <Typography variant="body2">Against: {d.chargedControlNo}</Typography>}
              {d.reversalOfControlNo && <Typography variant="body2">Reverses: {d.reversalOfControlNo}</Typography>}
            </Stack>
            {d.particulars && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {d.particulars}
              </Typography>
            )}
            <SimpleTable caption="Lines" columns={lineColumns} rows={d.lines} rowKey={(l) => l.id} />
            <Typography sx={{ mt: 2 }} align="right">
              Total: <strong>{d.totalAmount === null ? 'posted at final approval' : formatPeso(d.totalAmount)}</strong>
            </Typography>
            <ApprovalStepLine approval={d.approval} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {d?.kind === 'MRR' && d.status === 'Posted' && (
          <Button component={RouterLink} to={`/isd/warehouse/material-receiving-report/recipients/${d.id}`}>
            Recipients
          </Button>
        )}
        {d && (
          <Button component={RouterLink} to={printPath(d)} startIcon={<Print />}>
            Print
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Screen({ kind, basePath, openForm }: { kind: DocumentKind; basePath: string; openForm: boolean }) {
  const can = useCan();
  const navigate = useNavigate();
  const { id } = useParams();
  const invalidate = useInvalidateEndpoints();
  const list = useListParams({ filters: { status: oneOf(DOCUMENT_STATUSES), search: text } });
  const docs = usePagedEndpoint(listStockDocumentsEndpoint, {
    query: {
      ...list.query,
      kind,
      ...(list.filters.status ? { status: list.filters.status } : {}),
      ...(list.filters.search ? { search: list.filters.search } : {}),
    },
  });
  const [filing, setFiling] = useState(openForm && id === undefined);
  const [deciding, setDeciding] = useState<{ doc: StockDocument; approve: boolean } | null>(null);
  const [reversing, setReversing] = useState<StockDocument | null>(null);
  const refresh = () => void invalidate(listStockDocumentsEndpoint, getStockDocumentEndpoint);
  const open = (d: StockDocument) => void navigate(`${basePath}/${d.id}`);
  const columns: Column<StockDocument>[] = [
    {
      key: 'no',
      header: 'Control no.',
      phone: 'title',
      render: (d) => (
        <Link component={RouterLink} to={`${basePath}/${d.id}`}>
          {d.controlNo}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', render: (d) => formatDate(d.documentDate) },
    {
      key: 'location',
      header: 'Location',
      render: (d) => (d.toLocationName ? `${d.locationName} → ${d.toLocationName}` : d.locationName),
    },
    {
      key: 'particulars',
      header: kind === 'MRR' ? 'Supplier' : kind === 'MCT' ? 'Charged to' : 'Particulars',
      render: (d) => d.supplier ?? d.chargeAccount ?? d.chargedControlNo ?? d.particulars,
    },
    { key: 'lines', header: 'Lines', align: 'right', render: (d) => d.lines.length },
    {
      key: 'total',
      header: 'Amount',
      align: 'right',
      render: (d) => (d.totalAmount === null ? '-' : formatPeso(d.totalAmount)),
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <Box>
          <StatusChip status={d.status} label={d.status} />
          {d.status === 'Pending' && <ApprovalStepLine approval={d.approval} />}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {d.approval?.canDecide === true && d.status === 'Pending' && (
            <>
              <Button size="small" variant="contained" onClick={() => setDeciding({ doc: d, approve: true })}>
                Approve
              </Button>
              <Button size="small" color="error" onClick={() => setDeciding({ doc: d, approve: false })}>
                Reject
              </Button>
            </>
          )}
          {d.status === 'Posted' && d.reversalOfId === null && can(reverseStockDocumentEndpoint) && (
            <Button size="small" color="warning" onClick={() => setReversing(d)}>
              Reverse
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={DOCUMENT_KIND_LABELS[kind]}
        subtitle="Stock moves only at the final approval; a posted document is corrected by reversal."
        actions={
          can(createStockDocumentEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New {DOCUMENT_KIND_LABELS[kind]}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search control no., supplier, particulars"
        />
        <FilterSelect
          label="Status"
          name="status"
          value={list.filters.status}
          options={DOCUMENT_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption={DOCUMENT_KIND_LABELS[kind]}
          columns={columns}
          result={docs.data}
          loading={docs.isFetching}
          {...list.table}
          rowKey={(d) => d.id}
          rowHref={(d) => `${basePath}/${d.id}`}
        />
      </Paper>
      {filing && (
        <StockDocumentForm
          kind={kind}
          onClose={() => setFiling(false)}
          onSaved={(d) => {
            notify.success(`${d.controlNo} filed and sent for approval.`);
            setFiling(false);
            refresh();
            open(d);
          }}
        />
      )}
      {deciding && deciding.doc.approval && (
        <ApprovalDecisionDialog
          requestId={deciding.doc.approval.requestId}
          approve={deciding.approve}
          title={`${deciding.approve ? 'Approve' : 'Reject'} ${deciding.doc.controlNo}`}
          onClose={() => setDeciding(null)}
          onSaved={() => {
            notify.success(`${deciding.doc.controlNo} ${deciding.approve ? 'approved' : 'rejected'}.`);
            setDeciding(null);
            refresh();
          }}
        />
      )}
      {reversing && (
        <ReverseDialog
          doc={reversing}
          onClose={() => setReversing(null)}
          onSaved={(r) => {
            notify.success(`${reversing.controlNo} reversed by ${r.controlNo}.`);
            setReversing(null);
            refresh();
          }}
        />
      )}
      {id !== undefined && Number(id) > 0 && <DocumentDialog id={Number(id)} onClose={() => void navigate(basePath)} />}
    </>
  );
}

/** `basePath`: where this copy of the list lives (accounting's and audit's read the same documents). */
export function StockDocumentsPage({
  kind,
  basePath = KIND_PATHS[kind],
  openForm = false,
}: {
  kind: DocumentKind;
  basePath?: string;
  /** The form route (`.../form/:id?`): the New dialog opens at once, or the document named. */
  openForm?: boolean;
}) {
  return (
    <ScreenAccess reads={listStockDocumentsEndpoint}>
      <Screen kind={kind} basePath={basePath} openForm={openForm} />
    </ScreenAccess>
  );
}

/** The form route of a kind: the list with its New dialog open. */
export function formAt(kind: DocumentKind) {
  return function FormAt() {
    return <StockDocumentsPage kind={kind} openForm />;
  };
}

/** The list of one kind mounted at another screen route (accounting, IAD, the warehouse-material menu). */
export function documentsAt(kind: DocumentKind, basePath: string) {
  return function DocumentsAt() {
    return <StockDocumentsPage kind={kind} basePath={basePath} />;
  };
}

export const ReceivingReportsPage = () => <StockDocumentsPage kind="MRR" />;
export const ChargeTicketsPage = () => <StockDocumentsPage kind="MCT" />;
export const CreditTicketsPage = () => <StockDocumentsPage kind="MCRT" />;
export const TransferStocksPage = () => <StockDocumentsPage kind="MTS" />;
export const SalvageTicketsPage = () => <StockDocumentsPage kind="MST" />;
export const ReclassificationsPage = () => <StockDocumentsPage kind="MRC" />;
