// What the requisition print and the stock document print share (decision 119): the screen that
// opens one record by `:id` (or says how to), the Print button, and the print pack with the
// approval's signatories and "Received by".
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';

type Filters = Parameters<typeof ReportPrintPack>[0]['filters'];

/** The print route: `children` prints the record `:id`; without one, says where to open it. */
export function DocumentPrintScreen({
  reads,
  what,
  children,
}: {
  reads: Parameters<typeof ScreenAccess>[0]['reads'];
  /** "a requisition", "a document". */
  what: string;
  children: (id: number) => ReactNode;
}) {
  const id = Number(useParams().id);
  return (
    <ScreenAccess reads={reads}>
      <Box sx={{ p: 2 }}>
        {id > 0 ? children(id) : <Typography sx={{ p: 3 }}>Open {what} from its list to print it.</Typography>}
      </Box>
    </ScreenAccess>
  );
}

/** The Print button and the pack, signed by the approval's signatories and the recipient. */
export function DocumentPrintPack({
  documentType,
  documentId,
  title,
  filters,
  receivedByName,
  children,
}: {
  /** The approval engine's document type (`warehouse.mct`, `warehouse.srv`, ...). */
  documentType: string;
  documentId: number;
  title: string;
  filters: Filters;
  receivedByName: string;
  children: ReactNode;
}) {
  const signatories = useDocumentSignatories(documentType, documentId) ?? [];
  return (
    <>
      <Box sx={{ mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={title}
        filters={filters}
        signatories={[...signatories, { title: 'Received by', name: receivedByName }]}
      >
        {children}
      </ReportPrintPack>
    </>
  );
}
