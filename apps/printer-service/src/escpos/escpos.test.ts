import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RECEIPT_COLUMN_CHOICES, type ReceiptDocument, type ReceiptLine } from '@ilaw/contracts/platform/receipt';
import { buildOfficialReceipt, SAMPLE_OFFICIAL_RECEIPT } from '@ilaw/contracts/platform/official-receipt';
import { CP437_CHARACTERS, printable } from './cp437.ts';
import { decodeEscPos, EscPosDecodeError, printedLines, printedSummary, type DecodedItem } from './decode.ts';
import { pairLines, wrap } from '@ilaw/contracts/platform/receipt-layout';
import { encodeReceipt } from './encode.ts';

const doc = (lines: ReceiptLine[], columns = 32): ReceiptDocument => ({ columns, lines });
const roundTrip = (lines: ReceiptLine[], columns = 32) => decodeEscPos(encodeReceipt(doc(lines, columns)));

test('each kind of line round-trips through the encoder and the decoder', () => {
  const cases: { name: string; lines: ReceiptLine[]; printed: string[] }[] = [
    { name: 'plain text', lines: [{ kind: 'text', text: 'Hello' }], printed: ['Hello'] },
    { name: 'n with tilde', lines: [{ kind: 'text', text: 'Peñaranda, NUÑEZ' }], printed: ['Peñaranda, NUÑEZ'] },
    { name: 'peso sign prints as P', lines: [{ kind: 'text', text: '₱1.00 – ok' }], printed: ['P1.00 - ok'] },
    { name: 'emoji prints as ?', lines: [{ kind: 'text', text: 'a😀b' }], printed: ['a?b'] },
    {
      name: 'long text wraps at spaces',
      lines: [{ kind: 'text', text: 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX' }],
      printed: ['THIS DOCUMENT IS NOT VALID FOR', 'CLAIM OF INPUT TAX'],
    },
    {
      name: 'pair fills the line',
      lines: [{ kind: 'pair', left: 'TOTAL', right: '1,234.50' }],
      printed: ['TOTAL                   1,234.50'],
    },
    { name: 'rule', lines: [{ kind: 'rule', style: 'double' }], printed: ['='.repeat(32)] },
    { name: 'qr', lines: [{ kind: 'qr', data: 'OR-1|01-0001|12.50' }], printed: ['[QR OR-1|01-0001|12.50]'] },
    { name: 'barcode', lines: [{ kind: 'barcode', data: 'OR-0000123' }], printed: ['[BARCODE OR-0000123]'] },
    { name: 'code 39', lines: [{ kind: 'barcode', data: 'A123', symbology: 'code39' }], printed: ['[BARCODE A123]'] },
    { name: 'cut', lines: [{ kind: 'cut' }], printed: ['[CUT]'] },
    { name: 'partial cut', lines: [{ kind: 'cut', partial: true }], printed: ['[CUT]'] },
  ];
  for (const c of cases) assert.deepEqual(printedSummary(roundTrip(c.lines)), c.printed, c.name);
});

test('bold, large and alignment survive the round trip', () => {
  const items = roundTrip([
    { kind: 'text', text: 'TITLE', bold: true, align: 'center', size: 'large' },
    { kind: 'text', text: 'right', align: 'right' },
    { kind: 'text', text: 'plain' },
  ]).filter((i): i is Extract<DecodedItem, { kind: 'text' }> => i.kind === 'text');
  assert.deepEqual(
    items.map((i) => [i.text.trim(), i.bold, i.large]),
    [
      ['TITLE', true, true],
      ['right', false, false],
      ['plain', false, false],
    ],
  );
  // The encoder centres and right-aligns by padding the line (at normal width before large text).
  assert.equal(items[0]?.text, ' '.repeat(11) + 'TITLE');
  assert.equal(items[1]?.text, ' '.repeat(27) + 'right');
  const partial = roundTrip([{ kind: 'cut', partial: true }]).find((i) => i.kind === 'cut');
  assert.deepEqual(partial, { kind: 'cut', partial: true });
});

test('the sample official receipt decodes to its lines, barcode and cut', () => {
  const printed = printedSummary(decodeEscPos(encodeReceipt(buildOfficialReceipt(SAMPLE_OFFICIAL_RECEIPT))));
  // The name prints large: 24 characters to the line on 80 mm paper.
  assert.deepEqual(printed.slice(0, 2), ['SAMPLE ELECTRIC', 'COOPERATIVE, INC.']);
  assert.ok(printed.includes('OR No.' + ' '.repeat(48 - 6 - 12) + 'TEST-0000001'));
  // 49 characters: the stamp wraps on 48 columns.
  assert.ok(printed.join(' ').includes('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX'));
  assert.deepEqual(printed.slice(-2), ['[BARCODE TEST-0000001]', '[CUT]']);
});

test('copies repeat the document', () => {
  const bytes = encodeReceipt(doc([{ kind: 'text', text: 'x' }, { kind: 'cut' }]), {}, 2);
  assert.deepEqual(printedSummary(decodeEscPos(bytes)), ['x', '[CUT]', 'x', '[CUT]']);
});

test('the decoder refuses commands it does not know', () => {
  assert.throws(() => decodeEscPos(Uint8Array.from([0x1b, 0x99])), EscPosDecodeError);
  assert.throws(() => decodeEscPos(Uint8Array.from([0x1d, 0x56])), EscPosDecodeError);
  assert.throws(() => decodeEscPos(Uint8Array.from([0x41, 0x07])), EscPosDecodeError);
});

test('wrap and pair layout keep within the columns', () => {
  assert.deepEqual(wrap('abcdefghij', 4), ['abcd', 'efgh', 'ij']);
  assert.deepEqual(wrap('ab cd ef', 5), ['ab cd', 'ef']);
  assert.deepEqual(pairLines('Bill Jan 2026 #2601-000001 (Partial)', '1,000.00', 32), [
    'Bill Jan 2026',
    '#2601-000001 (Partial)  1,000.00',
  ]);
});

// Any text of the code page, one line per array element, prints as itself.
const receiptChar = fc.constantFrom(...CP437_CHARACTERS.filter((c) => c !== ' ' && c !== '\u00a0'));
const word = fc.string({ unit: receiptChar, minLength: 1, maxLength: 12 });
const lineText = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));

test('property: any code page 437 text round-trips, wrapped at the columns', () => {
  fc.assert(
    fc.property(
      fc.array(lineText, { minLength: 1, maxLength: 8 }),
      fc.constantFrom(...RECEIPT_COLUMN_CHOICES),
      (texts, columns) => {
        const items = roundTrip(
          texts.map((text) => ({ kind: 'text', text })),
          columns,
        );
        const printed = printedLines(items);
        assert.ok(printed.every((l) => l.length <= columns));
        assert.deepEqual(
          printed,
          texts.flatMap((t) => wrap(t, columns)),
        );
        assert.equal(printed.join(' '), texts.join(' '));
      },
    ),
    { numRuns: 200 },
  );
});

test('property: any text at all prints as its printable form, never as commands', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (raw) => {
      const text = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
      const printed = printedLines(roundTrip([{ kind: 'text', text }, { kind: 'cut' }], 48));
      assert.equal(
        printed.join(' '),
        wrap(printable(text), 48)
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' '),
      );
    }),
    { numRuns: 200 },
  );
});
