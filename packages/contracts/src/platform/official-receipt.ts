// The official receipt (OR) a teller prints for a payment, as a ReceiptDocument. What it carries
// follows DOMAIN.md 2.3 (RMC 77-2024): the seller's name, TIN with branch code and address, the
// date, the serial (OR) number, the amounts with the VAT breakdown; the CAS/PTU reference and
// "not valid for claim of input tax" are configurable lines. The collection module fills
// OfficialReceiptInput from a posted payment; layout lines come from the cooperative's settings.
import { z } from 'zod';
import { formatDate, formatDateTime, formatNumber } from '../format.ts';
import {
  receiptText,
  type ReceiptDocument,
  type ReceiptLine,
  DEFAULT_RECEIPT_COLUMNS,
  receiptColumnsSchema,
} from './receipt.ts';

const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
/** An amount as a decimal string with at most 2 places (never a float). */
export const receiptMoney = z.string().regex(MONEY, 'Please enter a valid number');

export const OR_TENDER_KINDS = ['Cash', 'Check', 'Form 2307', 'Advance payment', 'Other'] as const;

export const officialReceiptInputSchema = z.object({
  seller: z.object({
    name: receiptText(120).min(1),
    /** TIN with the branch code, e.g. '000-123-456-00002'. */
    tin: receiptText(30).min(1),
    /** Branch or collection office printed under the name. */
    branch: receiptText(120).optional(),
    addressLines: z.array(receiptText(120)).max(4),
  }),
  orNumber: receiptText(30).min(1),
  /** ISO timestamp of the payment (or a 'YYYY-MM-DD' business date). */
  issuedAt: z.string().min(10).max(40),
  consumer: z.object({
    accountNo: receiptText(30).min(1),
    name: receiptText(120).min(1),
    addressLines: z.array(receiptText(120)).max(3),
    tin: receiptText(30).optional(),
  }),
  /** Power bills paid: the bill month, its number, the amount applied and the surcharge paid on it. */
  bills: z
    .array(
      z.object({
        period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
        billNo: receiptText(40).optional(),
        amount: receiptMoney,
        surcharge: receiptMoney.optional(),
        /** 'Partial' when only part of the bill was paid. */
        note: receiptText(40).optional(),
      }),
    )
    .max(60),
  /** Non-power items (reconnection fee, materials, advance deposit...). */
  otherItems: z.array(z.object({ description: receiptText(120).min(1), amount: receiptMoney })).max(30),
  vat: z
    .object({
      vatableSales: receiptMoney.optional(),
      vatAmount: receiptMoney.optional(),
      vatExemptSales: receiptMoney.optional(),
      zeroRatedSales: receiptMoney.optional(),
    })
    .optional(),
  tenders: z
    .array(z.object({ kind: z.enum(OR_TENDER_KINDS), detail: receiptText(120).optional(), amount: receiptMoney }))
    .min(1)
    .max(10),
  total: receiptMoney,
  change: receiptMoney.optional(),
  /** Overpayment credited to the consumer's advance balance. */
  creditedToAdvance: receiptMoney.optional(),
  teller: receiptText(120).min(1),
});
export type OfficialReceiptInput = z.infer<typeof officialReceiptInputSchema>;

export const DEFAULT_OR_FOOTER = 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX';

export const officialReceiptLayoutSchema = z.object({
  title: receiptText(48).min(1),
  /** Lines under the seller block: 'VAT REG', permit or accreditation numbers. */
  headerLines: z.array(receiptText(200)).max(10),
  /** Lines at the end: the RMC 77-2024 stamp, CAS/PTU reference, a thank-you. */
  footerLines: z.array(receiptText(200)).max(10),
  columns: receiptColumnsSchema,
  amountInWords: z.boolean(),
  /** Code 128 of the OR number under the footer. */
  barcode: z.boolean(),
  /** QR of 'OR|account|total|date' for a quick check of a presented receipt. */
  qr: z.boolean(),
  cut: z.boolean(),
});
export type OfficialReceiptLayout = z.infer<typeof officialReceiptLayoutSchema>;

export const DEFAULT_OR_LAYOUT: OfficialReceiptLayout = {
  title: 'OFFICIAL RECEIPT',
  headerLines: [],
  footerLines: [DEFAULT_OR_FOOTER],
  columns: DEFAULT_RECEIPT_COLUMNS,
  amountInWords: true,
  barcode: true,
  qr: false,
  cut: true,
};

const ONES = [
  '',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION'];

function hundredsInWords(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} HUNDRED`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest] ?? '');
  return words.join(' ');
}

/**
 * An amount in words as written on Philippine receipts and checks:
 * '1234.5' -> 'ONE THOUSAND TWO HUNDRED THIRTY-FOUR PESOS AND 50/100'. Works on the text, no float.
 */
export function pesoAmountInWords(amount: string): string {
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (m === null) throw new Error(`Not an amount: ${amount}`);
  const whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const centavos = (m[3] ?? '').padEnd(2, '0');
  const groups: number[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(Number(whole.slice(Math.max(0, end - 3), end)));
  const words = groups
    .map((g, i) => (g === 0 ? '' : [hundredsInWords(g), SCALES[groups.length - 1 - i]].filter(Boolean).join(' ')))
    .filter(Boolean)
    .join(' ');
  const pesos = whole === '0' ? 'ZERO PESOS' : `${words} ${whole === '1' ? 'PESO' : 'PESOS'}`;
  const sign = m[1] === '-' ? 'MINUS ' : '';
  return centavos === '00' ? `${sign}${pesos} ONLY` : `${sign}${pesos} AND ${centavos}/100`;
}

const amount = (value: string) => formatNumber(value, 2);
const issuedText = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value));
const billMonth = (period: string) => formatDate(`${period}-01`, 'MMM YYYY');

/** The OR as a document for the printer service (or the browser's 80 mm print). */
export function buildOfficialReceipt(
  input: OfficialReceiptInput,
  layout: Partial<OfficialReceiptLayout> = {},
): ReceiptDocument {
  const l: OfficialReceiptLayout = { ...DEFAULT_OR_LAYOUT, ...layout };
  const lines: ReceiptLine[] = [];
  const center = (text: string, bold = false) => lines.push({ kind: 'text', text, align: 'center', bold });
  const text = (value: string) => lines.push({ kind: 'text', text: value });
  const pair = (left: string, right: string, bold = false) => lines.push({ kind: 'pair', left, right, bold });
  const rule = () => lines.push({ kind: 'rule' });

  lines.push({ kind: 'text', text: input.seller.name, align: 'center', bold: true, size: 'large' });
  if (input.seller.branch) center(input.seller.branch);
  input.seller.addressLines.forEach((a) => center(a));
  center(`TIN ${input.seller.tin}`);
  l.headerLines.forEach((h) => center(h));
  rule();
  center(l.title, true);
  pair('OR No.', input.orNumber, true);
  pair('Date', issuedText(input.issuedAt));
  rule();
  text(`Account No.: ${input.consumer.accountNo}`);
  text(`Name: ${input.consumer.name}`);
  input.consumer.addressLines.forEach((a) => text(a));
  if (input.consumer.tin) text(`TIN: ${input.consumer.tin}`);
  rule();
  for (const bill of input.bills) {
    const label = [`Bill ${billMonth(bill.period)}`, bill.billNo && `#${bill.billNo}`, bill.note && `(${bill.note})`]
      .filter(Boolean)
      .join(' ');
    pair(label, amount(bill.amount));
    if (bill.surcharge !== undefined) pair('  Surcharge', amount(bill.surcharge));
  }
  for (const item of input.otherItems) pair(item.description, amount(item.amount));
  rule();
  pair('TOTAL', amount(input.total), true);
  const vat = input.vat;
  if (vat) {
    if (vat.vatableSales !== undefined) pair('VATable Sales', amount(vat.vatableSales));
    if (vat.vatAmount !== undefined) pair('VAT Amount', amount(vat.vatAmount));
    if (vat.vatExemptSales !== undefined) pair('VAT-Exempt Sales', amount(vat.vatExemptSales));
    if (vat.zeroRatedSales !== undefined) pair('Zero-Rated Sales', amount(vat.zeroRatedSales));
  }
  rule();
  for (const tender of input.tenders) {
    pair(tender.detail ? `${tender.kind} ${tender.detail}` : tender.kind, amount(tender.amount));
  }
  if (input.change !== undefined) pair('Change', amount(input.change));
  if (input.creditedToAdvance !== undefined) pair('To advance payment', amount(input.creditedToAdvance));
  if (l.amountInWords) text(pesoAmountInWords(input.total));
  rule();
  text(`Teller: ${input.teller}`);
  l.footerLines.forEach((f) => center(f));
  if (l.barcode && /^[\x20-\x7a\x7c-\x7e]{1,40}$/.test(input.orNumber)) {
    lines.push({ kind: 'barcode', data: input.orNumber, symbology: 'code128', align: 'center' });
  }
  if (l.qr) {
    const qr = [input.orNumber, input.consumer.accountNo, input.total, input.issuedAt].join('|');
    lines.push({ kind: 'qr', data: qr, align: 'center' });
  }
  if (l.cut) lines.push({ kind: 'cut' });
  return { columns: l.columns, lines };
}

/** A filled-in OR for test prints from the printer settings. */
export const SAMPLE_OFFICIAL_RECEIPT: OfficialReceiptInput = {
  seller: {
    name: 'SAMPLE ELECTRIC COOPERATIVE, INC.',
    tin: '000-123-456-00000',
    branch: 'Main Office',
    addressLines: ['Rizal Street, Poblacion'],
  },
  orNumber: 'TEST-0000001',
  issuedAt: '2026-03-05',
  consumer: { accountNo: '01-0001-0001', name: 'Juan Dela Cruz', addressLines: ['Purok 1, Poblacion'] },
  bills: [{ period: '2026-02', billNo: '2602-000001', amount: '1234.50', surcharge: '37.04' }],
  otherItems: [],
  vat: { vatableSales: '1102.23', vatAmount: '132.27' },
  tenders: [{ kind: 'Cash', amount: '1300.00' }],
  total: '1271.54',
  change: '28.46',
  teller: 'Test print',
};
