// A requisition on paper through the print pack (decision 017): its header, the materials, the
// approval's signatories, the document that issued it and the recipient's signature as signed.
import { formatDate, formatNumber } from '@ilaw/contracts/format';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { REQUISITION_KIND_LABELS, type Requisition } from '@ilaw/contracts/warehouse/requisitions/requisition';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

type Line = Requisition['lines'][number];

function Printed({ r }: { r: Requisition }) {
  const signatories = useDocumentSignatories(`warehouse.${r.kind.toLowerCase()}`, r.id) ?? [];
  const columns: Column<Line>[] = [
    { key: 'no', header: 'No.', render: (l) => l.lineNo },
    { key: 'code', header: 'Item code', render: (l) => l.itemCode },
    { key: 'description', header: 'Description', render: (l) => l.description },
    { key: 'unit', header: 'Unit', render: (l) => l.unitCode },
    { key: 'qty', header: 'Quantity', align: 'right', render: (l) => formatNumber(l.quantity) },
  ];
  return (
    <>
      <Box sx={{ mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
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
          ...(r.issuedControlNo ? [{ label: 'Issued by', value: r.issuedControlNo }] : []),
          { label: 'Status', value: r.status },
        ]}
        signatories={[...signatories, { title: 'Received by', name: r.receivedByName ?? '' }]}
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
      </ReportPrintPack>
    </>
  );
}

function Screen() {
  const { id } = useParams();
  const r = useQuery({
    ...endpointQuery(getRequisitionEndpoint, { params: { id: Number(id) || 0 } }),
    enabled: Number(id) > 0,
  });
  if (!(Number(id) > 0)) return <Typography sx={{ p: 3 }}>Open a requisition from its list to print it.</Typography>;
  return r.data ? <Printed r={r.data} /> : null;
}

export default function RequisitionPrintPage() {
  return (
    <ScreenAccess reads={getRequisitionEndpoint}>
      <Box sx={{ p: 2 }}>
        <Screen />
      </Box>
    </ScreenAccess>
  );
}
