// A receipt document as ESC/POS bytes, through @point-of-sale/receipt-printer-encoder (decision 055).
// The encoder does the command bytes, code page and alignment; lines are laid out here so a
// label/amount pair and rules fit the paper's columns.
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { DEFAULT_RECEIPT_COLUMNS, type ReceiptDocument, type ReceiptLine } from '@ilaw/contracts/platform/receipt';
import { pairLines, wrap } from '@ilaw/contracts/platform/receipt-layout';
import { printable } from './cp437.ts';

export interface EncodeOptions {
  /** The printer's columns when the document names none. */
  columns?: number;
  /** Lines fed before a cut so the last printed line clears the cutter. */
  feedBeforeCut?: number;
}

function encodeLine(e: ReceiptPrinterEncoder, line: ReceiptLine, columns: number): void {
  switch (line.kind) {
    case 'text': {
      const large = line.size === 'large';
      const width = large ? Math.floor(columns / 2) : columns;
      e.align(line.align ?? 'left').bold(line.bold ?? false);
      if (large) e.size(2, 2);
      for (const part of wrap(printable(line.text), width)) e.line(part);
      if (large) e.size(1, 1);
      e.bold(false).align('left');
      return;
    }
    case 'pair':
      e.bold(line.bold ?? false);
      for (const part of pairLines(printable(line.left), printable(line.right), columns)) e.line(part);
      e.bold(false);
      return;
    case 'rule':
      e.line((line.style === 'double' ? '=' : '-').repeat(columns));
      return;
    case 'feed':
      e.newline(line.lines);
      return;
    case 'qr':
      e.align(line.align ?? 'left')
        .qrcode(printable(line.data), { model: 2, size: line.size ?? 6, errorlevel: 'm' })
        .align('left');
      return;
    case 'barcode':
      e.align(line.align ?? 'left')
        .barcode(line.data, line.symbology ?? 'code128', { height: line.height ?? 60, text: 'below' })
        .align('left');
      return;
    case 'cut':
      e.cut(line.partial ? 'partial' : 'full');
      return;
  }
}

/** ESC/POS bytes of a document, `copies` times. */
export function encodeReceipt(document: ReceiptDocument, options: EncodeOptions = {}, copies = 1): Uint8Array {
  const columns = document.columns ?? options.columns ?? DEFAULT_RECEIPT_COLUMNS;
  const e = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns,
    newline: '\n',
    feedBeforeCut: options.feedBeforeCut ?? 4,
    codepageMapping: 'epson',
  });
  e.initialize().codepage('cp437');
  for (let copy = 0; copy < copies; copy++) {
    for (const line of document.lines) encodeLine(e, line, columns);
  }
  return e.encode();
}
