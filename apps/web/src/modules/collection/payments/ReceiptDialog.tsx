import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { OfficialReceipt } from './OfficialReceipt.tsx';

export function ReceiptDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">Official receipt {payment.orNumber}</DialogTitle>
      <DialogContent>
        <OfficialReceipt payment={payment} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          Next payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
