// When no printer service answers, the receipt prints through the browser on an 80 mm page, laid
// out with the same columns and line breaks as on the receipt printer. QR codes and barcodes show
// their content as text (the web app carries no QR or barcode renderer).
import { DEFAULT_RECEIPT_COLUMNS, type ReceiptDocument } from '@ilaw/contracts/platform/receipt';
import { pairLines, wrap } from '@ilaw/contracts/platform/receipt-layout';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One printed row of a document, laid out as on the paper (shared by the print and the preview). */
export interface ReceiptRow {
  text: string;
  bold: boolean;
  large: boolean;
  code: boolean;
  align: 'left' | 'center' | 'right';
  /** A cut: the row has no text. */
  cut: boolean;
}

/** The document's lines wrapped and padded to its columns. */
export function receiptRows(document: ReceiptDocument): ReceiptRow[] {
  const columns = document.columns ?? DEFAULT_RECEIPT_COLUMNS;
  const rows: ReceiptRow[] = [];
  const row = (text: string, o: Partial<ReceiptRow> = {}) =>
    rows.push({ text, bold: false, large: false, code: false, align: 'left', cut: false, ...o });
  for (const line of document.lines) {
    switch (line.kind) {
      case 'text': {
        const large = line.size === 'large';
        for (const part of wrap(line.text, large ? Math.floor(columns / 2) : columns))
          row(part, { bold: line.bold ?? false, large, align: line.align ?? 'left' });
        break;
      }
      case 'pair':
        for (const part of pairLines(line.left, line.right, columns)) row(part, { bold: line.bold ?? false });
        break;
      case 'rule':
        row((line.style === 'double' ? '=' : '-').repeat(columns));
        break;
      case 'feed':
        for (let i = 0; i < line.lines; i++) row('');
        break;
      case 'qr':
        for (const part of wrap(`[QR] ${line.data}`, columns)) row(part, { code: true, align: line.align ?? 'left' });
        break;
      case 'barcode':
        row(line.data, { bold: true, code: true, align: line.align ?? 'left' });
        break;
      case 'cut':
        row('', { cut: true });
        break;
    }
  }
  return rows;
}

/** The document as a complete HTML page sized for 80 mm paper (72 mm printable). */
export function receiptHtml(document: ReceiptDocument, title = 'Receipt'): string {
  const columns = document.columns ?? DEFAULT_RECEIPT_COLUMNS;
  const rows = receiptRows(document).map((r) =>
    r.cut
      ? '<div class="cut"></div>'
      : `<div class="l ${[r.bold ? 'b' : '', r.large ? 'lg' : '', r.code ? 'code' : ''].join(' ')}" style="text-align:${r.align}">${escapeHtml(r.text) || '&nbsp;'}</div>`,
  );
  // 72 mm across `columns` monospace characters (0.6 em wide).
  const fontMm = (72 / columns / 0.6).toFixed(2);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
@page { size: 80mm auto; margin: 4mm; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { width: 72mm; font-family: 'Courier New', Courier, monospace; font-size: ${fontMm}mm; line-height: 1.25; }
.l { white-space: pre; overflow: hidden; }
.b { font-weight: bold; }
.lg { font-size: 2em; }
.code { letter-spacing: 0.05em; }
.cut { border-top: 1px dashed #000; margin: 3mm 0; break-after: page; }
.cut:last-child { border: 0; break-after: auto; }
</style></head><body>${rows.join('')}</body></html>`;
}

/** Prints the document through the browser's print dialog, from a hidden frame. */
export function printInBrowser(document: ReceiptDocument, title?: string): void {
  const frame = window.document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-testid', 'receipt-print-frame');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.srcdoc = receiptHtml(document, title);
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The dialog blocks until closed in most browsers; the frame goes after it.
    setTimeout(() => frame.remove(), 60_000);
  };
  window.document.body.appendChild(frame);
}
