import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { buildOfficialReceipt, officialReceiptInputSchema } from '@ilaw/contracts/platform/official-receipt';
import { officialReceiptOf, TIN_NOT_SET } from './receipt-input.ts';

const LETTERHEAD = {
  name: 'OCCIDENTAL MINDORO ELECTRIC COOPERATIVE, INC.',
  addressLines: ['San Jose'],
  tin: '000-111-222-00000',
};

const item = (
  kind: Payment['items'][number]['kind'],
  amount: string,
  period: string | null,
  reference: string | null,
) => ({
  kind,
  amount,
  period,
  reference,
  description: kind,
});

const PAYMENT: Payment = {
  id: 1,
  orNumber: 1000123,
  paymentDate: '2026-03-05',
  status: 'Posted',
  dayId: 1,
  tellerName: 'Ana Teller',
  branchCode: 1,
  collectionOffice: 'Main office',
  consumer: { id: 9, accountNo: '01-0001-0001', name: 'REYES, ROSA', address: 'Purok 1' },
  payerName: 'REYES, ROSA',
  totalTendered: '2500.00',
  appliedToBills: '2300.00',
  surcharge: '61.60',
  nonPower: '100.00',
  toAdvance: '38.40',
  isPartial: false,
  tenders: [
    {
      kind: 'Cash',
      amount: '1000.00',
      bank: null,
      checkNo: null,
      checkDate: null,
      certificateNo: null,
      ewtAmount: null,
      vatAmount: null,
      reference: null,
    },
    {
      kind: 'Check',
      amount: '1450.00',
      bank: 'PNB',
      checkNo: '000123',
      checkDate: '2026-03-04',
      certificateNo: null,
      ewtAmount: null,
      vatAmount: null,
      reference: null,
    },
    {
      kind: 'Form2307',
      amount: '50.00',
      bank: null,
      checkNo: null,
      checkDate: null,
      certificateNo: 'C-1',
      ewtAmount: '30.00',
      vatAmount: '20.00',
      reference: null,
    },
  ],
  items: [
    item('NonPower', '100.00', null, 'NPB-2026-000001'),
    item('Surcharge', '55.00', '2026-01', '2601-000001'),
    item('SurchargeVat', '6.60', '2026-01', '2601-000001'),
    item('Bill', '1100.00', '2026-01', '2601-000001'),
    item('Bill', '1200.00', '2026-02', '2602-000001'),
    item('Advance', '38.40', null, null),
  ],
  vatBreakdown: { vatableSales: '1000.00', vat: '126.72', zeroRated: '0.00', exempt: '114.50' },
  cancelledOn: null,
  cancellationPending: false,
  receiptHeader: ['VAT REG.'],
  receiptFooter: ['THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'],
  createdAt: '2026-03-05T01:02:03.000Z',
};

test('a payment becomes an official receipt: bills with their surcharge, other items, tenders', () => {
  const { input, layout } = officialReceiptOf(PAYMENT, LETTERHEAD);
  officialReceiptInputSchema.parse(input);
  assert.deepEqual(input.seller, {
    name: LETTERHEAD.name,
    tin: LETTERHEAD.tin,
    branch: 'Main office',
    addressLines: ['San Jose'],
  });
  assert.equal(input.orNumber, '1000123');
  assert.deepEqual(input.bills, [
    { period: '2026-01', billNo: '2601-000001', amount: '1100.00', surcharge: '61.60' },
    { period: '2026-02', billNo: '2602-000001', amount: '1200.00' },
  ]);
  assert.deepEqual(input.vat, {
    vatableSales: '1000.00',
    vatAmount: '126.72',
    vatExemptSales: '114.50',
    zeroRatedSales: '0.00',
  });
  assert.deepEqual(input.otherItems, [
    { description: 'NonPower NPB-2026-000001', amount: '100.00' },
    { description: 'Advance', amount: '38.40' },
  ]);
  assert.deepEqual(
    input.tenders.map((t) => [t.kind, t.detail, t.amount]),
    [
      ['Cash', undefined, '1000.00'],
      ['Check', 'PNB 000123 Mar 04, 2026', '1450.00'],
      ['Form 2307', 'C-1', '50.00'],
    ],
  );
  assert.equal(input.total, '2500.00');
  assert.deepEqual(layout, {
    headerLines: ['VAT REG.'],
    footerLines: ['THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'],
  });
  // What the receipt lists adds up to its total.
  const cents = (v: string) => Math.round(Number(v) * 100);
  const listed =
    input.bills.reduce((s, b) => s + cents(b.amount) + cents(b.surcharge ?? '0'), 0) +
    input.otherItems.reduce((s, o) => s + cents(o.amount), 0);
  assert.equal(listed, cents(input.total));
  assert.ok(buildOfficialReceipt(input, layout).lines.length > 10);
});

test('a non-power bill prints its lines, VATable at their rate or VAT-exempt (decision 118)', () => {
  const line = (seq: number, description: string, amount: string, vatPercent: string) => ({
    seq,
    description,
    amount,
    vatPercent,
    vatableSales: '0.00',
    vat: '0.00',
    exempt: '0.00',
  });
  const payment: Payment = {
    ...PAYMENT,
    totalTendered: '3792.00',
    items: [
      {
        ...item('NonPower', '3680.00', null, 'NPB-2026-000002'),
        description: 'Transformer Application Fees',
        lines: [line(1, 'Testing fee', '1680.00', '12.00'), line(2, 'Guarantee deposit', '2000.00', '0.00')],
      },
      {
        ...item('NonPower', '112.00', null, 'NPB-2026-000003'),
        description: 'Reconnection Fee',
        lines: [line(1, 'Reconnection fee', '112.00', '12.00')],
      },
    ],
  };
  const { input } = officialReceiptOf(payment, LETTERHEAD);
  officialReceiptInputSchema.parse(input);
  assert.deepEqual(input.otherItems, [
    { description: 'Testing fee (VAT 12%)', amount: '1680.00' },
    { description: 'Guarantee deposit (VAT-exempt)', amount: '2000.00' },
    { description: 'Reconnection Fee NPB-2026-000003 (VAT 12%)', amount: '112.00' },
  ]);
});

test('a partial payment marks the last bill, a walk-in payer has no account, a cancelled OR says so, a missing TIN shows', () => {
  const { input, layout } = officialReceiptOf(
    {
      ...PAYMENT,
      isPartial: true,
      consumer: null,
      payerName: 'Walk-in payer',
      status: 'Cancelled',
      cancelledOn: '2026-03-06',
    },
    { ...LETTERHEAD, tin: '' },
  );
  assert.deepEqual(
    input.bills.map((b) => b.note),
    [undefined, 'Partial'],
  );
  assert.deepEqual(input.consumer, { accountNo: '-', name: 'Walk-in payer', addressLines: [] });
  assert.equal(input.seller.tin, TIN_NOT_SET);
  assert.deepEqual(layout.headerLines, ['VAT REG.', 'CANCELLED Mar 06, 2026']);
  officialReceiptInputSchema.parse(input);
});
