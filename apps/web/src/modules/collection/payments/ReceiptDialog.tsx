// The official receipt of a payment: printed on the receipt printer through the local service
// (the 80 mm browser print when none answers, decision 055) as soon as a payment posts, and shown
// here as it prints, with Print again for a jammed or torn receipt.
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { buildOfficialReceipt } from '@ilaw/contracts/platform/official-receipt';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePortalInfo } from '#web/shared/auth/session.ts';
import { printOfficialReceipt } from '#web/shared/printing/print-receipt.ts';
import { ReceiptPreview } from '#web/shared/printing/ReceiptPreview.tsx';
import { officialReceiptOf } from './receipt-input.ts';

export function ReceiptDialog({
  payment,
  onClose,
  autoPrint = false,
}: {
  payment: Payment;
  onClose: () => void;
  /** Print at once (the payment just posted); a reprint from the DCR waits for the button. */
  autoPrint?: boolean;
}) {
  const portal = usePortalInfo();
  const receipt = useMemo(
    () => (portal.data ? officialReceiptOf(payment, portal.data.cooperative) : null),
    [payment, portal.data],
  );
  const [printing, setPrinting] = useState(false);
  const printed = useRef(false);

  const print = async () => {
    if (!receipt) return;
    setPrinting(true);
    try {
      await printOfficialReceipt(receipt.input, receipt.layout);
    } finally {
      setPrinting(false);
    }
  };
  useEffect(() => {
    if (!autoPrint || !receipt || printed.current) return;
    printed.current = true;
    void print();
    // Once per receipt: `print` is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoPrint, receipt]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">
        Official receipt <span data-testid="or-number">{payment.orNumber}</span>
      </DialogTitle>
      <DialogContent data-testid="official-receipt">
        {receipt && (
          <ReceiptPreview
            document={buildOfficialReceipt(receipt.input, receipt.layout)}
            label={`Official receipt ${payment.orNumber}`}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!receipt || printing} onClick={() => void print()}>
          {autoPrint ? 'Print again' : 'Print'}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {autoPrint ? 'Next payment' : 'Close'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
