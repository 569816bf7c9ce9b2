// A stock document on paper through the print pack (decision 017): its header, the lines with
// account, item code, description, unit, quantity, unit cost and amount, the totals per account
// code (the charge ticket's, as the BOHECO I print has them), and the signatories of its approval,
// with "Received by" for the one who takes the materials. The screen, Print button and pack are
// shared with the requisition print (../documents/DocumentPrint.tsx).
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import { DOCUMENT_KIND_LABELS } from '@ilaw/contracts/warehouse/enums';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import type { StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { DocumentPrintPack, DocumentPrintScreen } from '../documents/DocumentPrint.tsx';

type Line = StockDocument['lines'][number];

function Printed({ doc }: { doc: StockDocument }) {
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
    <DocumentPrintPack
      documentType={`warehouse.${doc.kind.toLowerCase()}`}
      documentId={doc.id}
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
      receivedByName=""
    >
      <SimpleTable caption="Lines" columns={columns} rows={doc.lines} rowKey={(l) => l.id} />
      <Typography align="right" sx={{ mt: 1 }} data-testid="document-total">
        {doc.kind === 'MCT' && account ? `Total charged to ${account}: ` : 'Total: '}
        <strong>{doc.totalAmount === null ? 'not yet posted' : formatPeso(doc.totalAmount)}</strong>
      </Typography>
    </DocumentPrintPack>
  );
}

function Loaded({ id }: { id: number }) {
  const doc = useQuery(endpointQuery(getStockDocumentEndpoint, { params: { id } }));
  return doc.data ? <Printed doc={doc.data} /> : null;
}

export default function StockDocumentPrintPage() {
  return (
    <DocumentPrintScreen reads={getStockDocumentEndpoint} what="a document">
      {(id) => <Loaded id={id} />}
    </DocumentPrintScreen>
  );
}
