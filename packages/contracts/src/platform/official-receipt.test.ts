import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildOfficialReceipt,
  DEFAULT_OR_FOOTER,
  officialReceiptInputSchema,
  pesoAmountInWords,
  SAMPLE_OFFICIAL_RECEIPT,
  type OfficialReceiptInput,
} from './official-receipt.ts';
import { receiptDocumentSchema, type ReceiptLine } from './receipt.ts';

test('amounts in words, as written on receipts and checks', () => {
  const cases: [string, string][] = [
    ['0', 'ZERO PESOS ONLY'],
    ['1', 'ONE PESO ONLY'],
    ['0.5', 'ZERO PESOS AND 50/100'],
    ['15.05', 'FIFTEEN PESOS AND 05/100'],
    ['21', 'TWENTY-ONE PESOS ONLY'],
    ['100', 'ONE HUNDRED PESOS ONLY'],
    ['1234.50', 'ONE THOUSAND TWO HUNDRED THIRTY-FOUR PESOS AND 50/100'],
    ['1000000', 'ONE MILLION PESOS ONLY'],
    ['2000019.99', 'TWO MILLION NINETEEN PESOS AND 99/100'],
    [
      '999999999999.99',
      'NINE HUNDRED NINETY-NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND NINE HUNDRED NINETY-NINE PESOS AND 99/100',
    ],
    ['-12', 'MINUS TWELVE PESOS ONLY'],
  ];
  for (const [value, words] of cases) assert.equal(pesoAmountInWords(value), words, value);
  assert.throws(() => pesoAmountInWords('1.234'));
});

const texts = (lines: ReceiptLine[]) =>
  lines.map((l) =>
    l.kind === 'text' ? l.text : l.kind === 'pair' ? `${l.left} = ${l.right}` : l.kind === 'rule' ? '---' : l.kind,
  );

test('the OR carries the seller, TIN, serial number, date, bills, VAT breakdown, tenders and the footer', () => {
  const input: OfficialReceiptInput = officialReceiptInputSchema.parse({
    ...SAMPLE_OFFICIAL_RECEIPT,
    issuedAt: '2026-03-05T06:30:00.000Z',
    bills: [
      { period: '2026-01', billNo: '2601-1', amount: '500.00', surcharge: '15.00' },
      { period: '2026-02', amount: '700', note: 'Partial' },
    ],
    otherItems: [{ description: 'Reconnection fee', amount: '60.00' }],
    total: '1275.00',
    tenders: [
      { kind: 'Cash', amount: '1000.00' },
      { kind: 'Check', detail: 'LBP 123456', amount: '300.00' },
    ],
    change: '25.00',
  });
  const doc = buildOfficialReceipt(input, { headerLines: ['VAT REG TIN 000-123-456-00000'] });
  assert.equal(receiptDocumentSchema.safeParse(doc).success, true);
  assert.deepEqual(texts(doc.lines), [
    'SAMPLE ELECTRIC COOPERATIVE, INC.',
    'Main Office',
    'Rizal Street, Poblacion',
    'TIN 000-123-456-00000',
    'VAT REG TIN 000-123-456-00000',
    '---',
    'OFFICIAL RECEIPT',
    'OR No. = TEST-0000001',
    'Date = Mar 05, 2026 02:30 PM',
    '---',
    'Account No.: 01-0001-0001',
    'Name: Juan Dela Cruz',
    'Purok 1, Poblacion',
    '---',
    'Bill Jan 2026 #2601-1 = 500.00',
    '  Surcharge = 15.00',
    'Bill Feb 2026 (Partial) = 700.00',
    'Reconnection fee = 60.00',
    '---',
    'TOTAL = 1,275.00',
    'VATable Sales = 1,102.23',
    'VAT Amount = 132.27',
    '---',
    'Cash = 1,000.00',
    'Check LBP 123456 = 300.00',
    'Change = 25.00',
    'ONE THOUSAND TWO HUNDRED SEVENTY-FIVE PESOS ONLY',
    '---',
    'Teller: Test print',
    DEFAULT_OR_FOOTER,
    'barcode',
    'cut',
  ]);
});

test('layout switches: no words, no barcode, a QR, no cut, own footer and columns', () => {
  const doc = buildOfficialReceipt(SAMPLE_OFFICIAL_RECEIPT, {
    amountInWords: false,
    barcode: false,
    qr: true,
    cut: false,
    footerLines: ['CAS PTU No. 0000-000-00000-000', DEFAULT_OR_FOOTER],
    columns: 32,
  });
  assert.equal(doc.columns, 32);
  const t = texts(doc.lines);
  assert.equal(t.includes('barcode'), false);
  assert.equal(t.includes('cut'), false);
  assert.equal(t.at(-1), 'qr');
  assert.ok(t.includes('CAS PTU No. 0000-000-00000-000'));
  assert.equal(
    t.some((x) => x.endsWith('ONLY') || x.includes('/100')),
    false,
  );
  const qr = doc.lines.at(-1);
  assert.deepEqual(qr?.kind === 'qr' && qr.data, 'TEST-0000001|01-0001-0001|1271.54|2026-03-05');
});

test('text with control characters (printer commands) is refused', () => {
  const bad = { ...SAMPLE_OFFICIAL_RECEIPT, consumer: { ...SAMPLE_OFFICIAL_RECEIPT.consumer, name: 'A\u001bB' } };
  assert.equal(officialReceiptInputSchema.safeParse(bad).success, false);
  assert.equal(receiptDocumentSchema.safeParse({ lines: [{ kind: 'text', text: 'x\u001dV\u0001' }] }).success, false);
  assert.equal(receiptDocumentSchema.safeParse({ lines: [{ kind: 'text', text: 'Peñaranda' }] }).success, true);
});
