// The official receipt as an 80 mm browser print (the receipt-printer service plugs in later):
// the configured header and footer lines (RMC 77-2024), OR number, date, payer, where the money
// went and the tenders.
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

const row = { display: 'flex', justifyContent: 'space-between', gap: 1 } as const;

export function OfficialReceipt({ payment }: { payment: Payment }) {
  return (
    <Box
      className="official-receipt"
      data-testid="official-receipt"
      sx={{
        width: '72mm',
        p: '4mm',
        fontFamily: 'monospace',
        fontSize: 12,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { size: '80mm auto', margin: 0 },
            'body *': { visibility: 'hidden' },
            '.official-receipt, .official-receipt *': { visibility: 'visible' },
            '.official-receipt': { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      {payment.receiptHeader.map((l) => (
        <Box key={l} sx={{ textAlign: 'center', fontWeight: 'bold' }}>
          {l}
        </Box>
      ))}
      <Box sx={{ ...row, mt: 1 }}>
        <span>OR No.</span>
        <strong data-testid="or-number">{payment.orNumber}</strong>
      </Box>
      <Box sx={row}>
        <span>Date</span>
        <span>{formatDate(payment.paymentDate)}</span>
      </Box>
      <Box sx={row}>
        <span>Teller</span>
        <span>{payment.tellerName}</span>
      </Box>
      <Box sx={{ mt: 1 }}>{payment.payerName}</Box>
      {payment.consumer && <Box>Account {payment.consumer.accountNo}</Box>}
      <Box sx={{ borderTop: '1px dashed', mt: 1, pt: 1 }}>
        {payment.items.map((i, n) => (
          <Box key={n} sx={row}>
            <span>{i.description}</span>
            <span>{formatPeso(i.amount)}</span>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: '1px dashed', mt: 1, pt: 1 }}>
        {payment.tenders.map((t, n) => (
          <Box key={n} sx={row}>
            <span>
              {t.kind === 'Form2307'
                ? `BIR 2307 ${t.certificateNo ?? ''}`
                : t.kind === 'Check'
                  ? `Check ${t.bank ?? ''} ${t.checkNo ?? ''}`
                  : 'Cash'}
            </span>
            <span>{formatPeso(t.amount)}</span>
          </Box>
        ))}
        <Box sx={{ ...row, fontWeight: 'bold' }}>
          <span>TOTAL</span>
          <span data-testid="receipt-total">{formatPeso(payment.totalTendered)}</span>
        </Box>
      </Box>
      {payment.status === 'Cancelled' && (
        <Box sx={{ textAlign: 'center', fontWeight: 'bold', mt: 1 }}>CANCELLED {formatDate(payment.cancelledOn)}</Box>
      )}
      <Box sx={{ borderTop: '1px dashed', mt: 1, pt: 1, textAlign: 'center' }}>
        {payment.receiptFooter.map((l) => (
          <Box key={l}>{l}</Box>
        ))}
      </Box>
    </Box>
  );
}
