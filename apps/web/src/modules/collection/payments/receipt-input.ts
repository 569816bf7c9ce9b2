// A posted payment as the official receipt h12's builder prints (decision 055, 056): the letterhead
// from the portal's COOPERATIVE_* settings, the collection's configured header and footer lines,
// each bill paid with its surcharge, non-power items and any advance deposit, the tenders. Amounts
// are added in whole centavos; nothing here decides money, it only regroups the payment's items.
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { centavosToPesos, pesosToCentavos } from '@ilaw/contracts/collection/teller-days/cash-count';
import { formatDate } from '@ilaw/contracts/format';
import type { OfficialReceiptInput, OfficialReceiptLayout } from '@ilaw/contracts/platform/official-receipt';
import type { PortalInfo } from '@ilaw/contracts/platform/portal-info';
import { lineLabel, vatMark } from '../non-power/vat-lines.ts';

type Letterhead = Pick<PortalInfo['cooperative'], 'name' | 'addressLines' | 'tin'>;

/** Printed where the TIN goes when COOPERATIVE_TIN is not set, so the gap is seen, not hidden. */
export const TIN_NOT_SET = '(not set)';

const add = (a: string, b: string) => centavosToPesos(pesosToCentavos(a) + pesosToCentavos(b));

function tenderLine(t: Payment['tenders'][number]): OfficialReceiptInput['tenders'][number] {
  const detail = (parts: (string | null)[]) => parts.filter(Boolean).join(' ') || undefined;
  switch (t.kind) {
    case 'Cash':
      return { kind: 'Cash', amount: t.amount };
    case 'Check': {
      const d = detail([t.bank, t.checkNo, t.checkDate && formatDate(t.checkDate)]);
      return { kind: 'Check', amount: t.amount, ...(d && { detail: d }) };
    }
    case 'Channel': {
      const d = detail([t.bank, t.reference]);
      return { kind: 'Other', amount: t.amount, ...(d && { detail: d }) };
    }
    case 'Form2307': {
      const d = detail([t.certificateNo]);
      return { kind: 'Form 2307', amount: t.amount, ...(d && { detail: d }) };
    }
  }
}

export function officialReceiptOf(
  payment: Payment,
  letterhead: Letterhead,
): { input: OfficialReceiptInput; layout: Partial<OfficialReceiptLayout> } {
  // Power bills in the order paid (oldest first), principal and surcharge (with its VAT) together.
  const bills = new Map<string, { period: string; billNo?: string; amount: string; surcharge?: string }>();
  const otherItems: OfficialReceiptInput['otherItems'] = [];
  for (const item of payment.items) {
    if ((item.kind === 'Bill' || item.kind === 'Surcharge' || item.kind === 'SurchargeVat') && item.period) {
      const key = item.reference ?? item.period;
      const bill = bills.get(key) ?? {
        period: item.period,
        ...(item.reference !== null && { billNo: item.reference }),
        amount: '0.00',
      };
      if (item.kind === 'Bill') bill.amount = add(bill.amount, item.amount);
      else bill.surcharge = add(bill.surcharge ?? '0.00', item.amount);
      bills.set(key, bill);
    } else {
      const description = item.reference ? `${item.description} ${item.reference}` : item.description;
      const lines = item.lines ?? [];
      // A non-power bill prints its lines, each VATable at its rate or VAT-exempt (decision 118).
      if (lines.length === 1)
        otherItems.push({ description: `${description} (${vatMark(lines[0]!)})`, amount: item.amount });
      else if (lines.length > 1)
        for (const l of lines) otherItems.push({ description: lineLabel(l, item.description), amount: l.amount });
      else otherItems.push({ description, amount: item.amount });
    }
  }
  const billLines = [...bills.values()];
  // Allocation pays oldest first, so a partial payment leaves only the last bill short.
  const last = billLines.at(-1);
  const lines = billLines.map((b) => ({ ...b, ...(payment.isPartial && b === last && { note: 'Partial' }) }));

  const headerLines = [
    ...payment.receiptHeader,
    ...(payment.status === 'Cancelled' ? [`CANCELLED ${formatDate(payment.cancelledOn)}`] : []),
  ];
  return {
    input: {
      seller: {
        name: letterhead.name,
        tin: letterhead.tin || TIN_NOT_SET,
        branch: payment.collectionOffice,
        addressLines: letterhead.addressLines.slice(0, 4),
      },
      orNumber: String(payment.orNumber),
      issuedAt: payment.createdAt,
      consumer: payment.consumer
        ? {
            accountNo: payment.consumer.accountNo,
            name: payment.consumer.name,
            addressLines: payment.consumer.address ? [payment.consumer.address] : [],
          }
        : { accountNo: '-', name: payment.payerName, addressLines: [] },
      bills: lines,
      otherItems,
      tenders: payment.tenders.map(tenderLine),
      vat: {
        vatableSales: payment.vatBreakdown.vatableSales,
        vatAmount: payment.vatBreakdown.vat,
        vatExemptSales: payment.vatBreakdown.exempt,
        zeroRatedSales: payment.vatBreakdown.zeroRated,
      },
      total: payment.totalTendered,
      teller: payment.tellerName,
    },
    layout: { headerLines, footerLines: payment.receiptFooter },
  };
}
