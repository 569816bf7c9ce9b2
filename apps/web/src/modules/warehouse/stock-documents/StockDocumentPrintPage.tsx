// A stock document on paper through the print pack (decision 017): its header, the lines with
// account, item code, description, unit, quantity, unit cost and amount, the totals per account
// code (the charge ticket's, as the BOHECO I print has them), and the signatories of its approval,
// with "Received by" for the one who takes the materials.
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import { DOCUMENT_KIND_LABELS } from '@ilaw/contracts/warehouse/enums';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import type { StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
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

type Line = StockDocument['lines'][number];

function Printed({ doc }: { doc: StockDocument }) {
  const signatories = useDocumentSignatories(`warehouse.${doc.kind.toLowerCase()}`, doc.id) ?? [];
  const account = doc.chargeAccount ?? doc.workOrderNo ?? '';
  const columns: Column<Line>[] = [
    ...(doc.kind === 'MCT'
      ? [{ key: 'account', header: 'Acct. code', render: () => account } satisfies Column<Line>]
      : []),
    { key: 'code', header: 'Item code', render: (l) => l.salvageItemCode ?? l.itemCode },
    ...(doc.kind === 'MRC'
      ? [{ key: 'to', header: 'Reclassified to', render: (l) => l.toItemCode ?? '' } satisfies Column<Line>]
      : []),
    { key: 'description', header: 'Description', render: (l) => l.description },
    { key: 'unit', header: 'Unit', render: (l) => l.unitCode },
    { key: 'qty', header: 'Quantity', align: 'right', render: (l) => formatNumber(l.quantity) },
    {
      key: 'cost',
      header: 'Unit cost',
      align: 'right',
      render: (l) => (l.unitCost === null ? '' : formatNumber(l.unitCost, 4)),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (l) => (l.amount === null ? '' : formatNumber(l.amount)),
    },
  ];
  return (
    <>
      <Box sx={{ mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={`${DOCUMENT_KIND_LABELS[doc.kind]} ${doc.controlNo}`}
        filters={[
          { label: 'Date', value: formatDate(doc.documentDate) },
          { label: doc.kind === 'MTS' ? 'From' : 'Location', value: doc.locationName },
          ...(doc.toLocationName ? [{ label: 'To', value: doc.toLocationName }] : []),
          ...(doc.supplier ? [{ label: 'Supplier', value: doc.supplier }] : []),
          ...(doc.invoiceNo ? [{ label: 'Invoice no.', value: doc.invoiceNo }] : []),
          ...(account ? [{ label: 'Charged to', value: account }] : []),
          ...(doc.chargedControlNo ? [{ label: 'Against', value: doc.chargedControlNo }] : []),
          ...(doc.particulars ? [{ label: 'Particulars', value: doc.particulars }] : []),
          { label: 'Status', value: doc.status },
        ]}
        signatories={[...signatories, { title: 'Received by', name: '' }]}
      >
        <SimpleTable caption="Lines" columns={columns} rows={doc.lines} rowKey={(l) => l.id} />
        <Typography align="right" sx={{ mt: 1 }} data-testid="document-total">
          {doc.kind === 'MCT' && account ? `Total charged to ${account}: ` : 'Total: '}
          <strong>{doc.totalAmount === null ? 'not yet posted' : formatPeso(doc.totalAmount)}</strong>
        </Typography>
      </ReportPrintPack>
    </>
  );
}

function Screen() {
  const { id } = useParams();
  const doc = useQuery({
    ...endpointQuery(getStockDocumentEndpoint, { params: { id: Number(id) || 0 } }),
    enabled: Number(id) > 0,
  });
  if (!(Number(id) > 0)) return <Typography sx={{ p: 3 }}>Open a document from its list to print it.</Typography>;
  return doc.data ? <Printed doc={doc.data} /> : null;
}

export default function StockDocumentPrintPage() {
  return (
    <ScreenAccess reads={getStockDocumentEndpoint}>
      <Box sx={{ p: 2 }}>
        <Screen />
      </Box>
    </ScreenAccess>
  );
}
