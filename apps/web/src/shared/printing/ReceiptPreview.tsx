// A receipt document on screen, row for row as the printer and the 80 mm browser print lay it out.
import { DEFAULT_RECEIPT_COLUMNS, type ReceiptDocument } from '@ilaw/contracts/platform/receipt';
import Box from '@mui/material/Box';
import { receiptRows } from './browser-print.ts';

export function ReceiptPreview({ document, label }: { document: ReceiptDocument; label: string }) {
  const columns = document.columns ?? DEFAULT_RECEIPT_COLUMNS;
  return (
    <Box
      role="document"
      aria-label={label}
      data-testid="receipt-preview"
      sx={{
        fontFamily: 'monospace',
        fontSize: 12,
        width: `${columns + 2}ch`,
        maxWidth: '100%',
        overflowX: 'auto',
        p: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#fff',
        color: '#000',
      }}
    >
      {receiptRows(document).map((r, i) =>
        r.cut ? (
          <Box key={i} sx={{ borderTop: '1px dashed', my: 1 }} />
        ) : (
          <Box
            key={i}
            sx={{
              whiteSpace: 'pre',
              textAlign: r.align,
              fontWeight: r.bold ? 'bold' : undefined,
              fontSize: r.large ? '2em' : undefined,
              minHeight: '1.25em',
            }}
          >
            {r.text}
          </Box>
        ),
      )}
    </Box>
  );
}
