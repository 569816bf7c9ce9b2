// A requisition on paper through the print pack (decision 017): its header, the materials, the
// approval's signatories, the documents that issued it and the recipient's signature as signed.
// The screen, Print button and pack are the stock document print's (../documents/DocumentPrint.tsx).
import { formatDate, formatNumber } from '@ilaw/contracts/format';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { REQUISITION_KIND_LABELS, type Requisition } from '@ilaw/contracts/warehouse/requisitions/requisition';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { DocumentPrintPack, DocumentPrintScreen } from '../documents/DocumentPrint.tsx';

type Line = Requisition['lines'][number];

function Printed({ r }: { r: Requisition }) {
  const columns: Column<Line>[] = [
    { key: 'no', header: 'No.', render: (l) => l.lineNo },
    { key: 'code', header: 'Item code', render: (l) => l.itemCode },
    { key: 'description', header: 'Description', render: (l) => l.description },
    { key: 'unit', header: 'Unit', render: (l) => l.unitCode },
    { key: 'qty', header: 'Quantity', align: 'right', render: (l) => formatNumber(l.quantity) },
    { key: 'issued', header: 'Issued', align: 'right', render: (l) => formatNumber(l.issued) },
    { key: 'remaining', header: 'Remaining', align: 'right', render: (l) => formatNumber(l.remaining) },
  ];
  const issuedBy = r.issues.filter((d) => d.status !== 'Rejected' && d.status !== 'Cancelled');
  return (
    <DocumentPrintPack
      documentType={`warehouse.${r.kind.toLowerCase()}`}
      documentId={r.id}
      title={`${REQUISITION_KIND_LABELS[r.kind]} ${r.controlNo}`}
      filters={[
        { label: 'Date', value: formatDate(r.requestDate) },
        { label: r.kind === 'MTR' ? 'From' : 'Warehouse', value: r.locationName },
        ...(r.toLocationName ? [{ label: 'To', value: r.toLocationName }] : []),
        { label: 'Purpose', value: r.purpose },
        ...(r.chargeAccount ? [{ label: 'Account', value: r.chargeAccount }] : []),
        ...(r.workOrderNo ? [{ label: 'Work order', value: r.workOrderNo }] : []),
        ...(r.serviceRequestNo ? [{ label: 'Service request', value: r.serviceRequestNo }] : []),
        { label: 'Requested by', value: r.requestedBy },
        ...(issuedBy.length > 0 ? [{ label: 'Issued by', value: issuedBy.map((d) => d.controlNo).join(', ') }] : []),
        { label: 'Status', value: r.status },
      ]}
      receivedByName={r.receivedByName ?? ''}
    >
      <SimpleTable caption="Materials" columns={columns} rows={r.lines} rowKey={(l) => l.id} />
      {r.receivedSignature && (
        <Box sx={{ mt: 2 }} data-testid="printed-signature">
          <Box
            component="img"
            src={r.receivedSignature}
            alt={`Signature of ${r.receivedByName ?? ''}`}
            sx={{ maxWidth: 200 }}
          />
          <Typography variant="body2">
            {r.receivedByName}, {formatDate(r.receivedAt!.slice(0, 10))}
          </Typography>
        </Box>
      )}
    </DocumentPrintPack>
  );
}

function Loaded({ id }: { id: number }) {
  const r = useQuery(endpointQuery(getRequisitionEndpoint, { params: { id } }));
  return r.data ? <Printed r={r.data} /> : null;
}

export default function RequisitionPrintPage() {
  return (
    <DocumentPrintScreen reads={getRequisitionEndpoint} what="a requisition">
      {(id) => <Loaded id={id} />}
    </DocumentPrintScreen>
  );
}
