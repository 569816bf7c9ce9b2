// Reads ESC/POS bytes back into what a printer would put on paper: text lines (with bold, size and
// alignment), QR payloads, barcodes, cuts. Tests decode the file sink with it to assert what was
// printed. It knows the commands the encoder emits and refuses any other, so a change in the
// bytes shows up as a failing test rather than as a receipt that prints garbage.
import { cp437Char } from './cp437.ts';

export type DecodedItem =
  | { kind: 'text'; text: string; bold: boolean; large: boolean; align: 'left' | 'center' | 'right' }
  | { kind: 'qr'; data: string; size: number }
  | { kind: 'barcode'; symbology: 'code128' | 'code39' | 'other'; data: string }
  | { kind: 'cut'; partial: boolean }
  | { kind: 'pulse' };

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
const CR = 0x0d;
const ALIGNS = ['left', 'center', 'right'] as const;

export class EscPosDecodeError extends Error {}

export function decodeEscPos(bytes: Uint8Array): DecodedItem[] {
  const items: DecodedItem[] = [];
  let i = 0;
  let bold = false;
  let large = false;
  let align: 'left' | 'center' | 'right' = 'left';
  let codepage = 0;
  // The current line and the style seen on it.
  let text = '';
  let lineBold = false;
  let lineLarge = false;
  let lineAlign: 'left' | 'center' | 'right' = align;
  let lineStarted = false;
  let qrData = '';
  let qrSize = 3;

  const need = (n: number) => {
    if (i + n > bytes.length) throw new EscPosDecodeError(`Command cut short at byte ${i}`);
  };
  const at = (k: number) => bytes[k] ?? 0;
  const endLine = () => {
    items.push({ kind: 'text', text, bold: lineBold, large: lineLarge, align: lineAlign });
    text = '';
    lineStarted = false;
    lineBold = false;
    lineLarge = false;
  };
  const unknown = (what: string) => {
    throw new EscPosDecodeError(`Unknown command ${what} at byte ${i}`);
  };

  while (i < bytes.length) {
    const b = at(i);
    if (b === LF) {
      endLine();
      i += 1;
    } else if (b === CR) {
      i += 1;
    } else if (b === ESC) {
      need(2);
      const c = at(i + 1);
      switch (c) {
        case 0x40: // ESC @ initialise
          bold = false;
          large = false;
          align = 'left';
          codepage = 0;
          i += 2;
          break;
        case 0x45: // ESC E n bold
          need(3);
          bold = (at(i + 2) & 1) === 1;
          i += 3;
          break;
        case 0x47: // ESC G n double-strike, ESC - n underline, ESC M n font, ESC 3 n spacing, ESC J n feed dots
        case 0x2d:
        case 0x4d:
        case 0x33:
        case 0x4a:
          need(3);
          i += 3;
          break;
        case 0x32: // ESC 2 default line spacing
          i += 2;
          break;
        case 0x61: // ESC a n alignment
          need(3);
          align = ALIGNS[at(i + 2) % 48] ?? 'left';
          i += 3;
          break;
        case 0x74: // ESC t n code page
          need(3);
          codepage = at(i + 2);
          i += 3;
          break;
        case 0x64: // ESC d n feed n lines
          need(3);
          for (let n = at(i + 2); n > 0; n--) endLine();
          i += 3;
          break;
        case 0x70: // ESC p m t1 t2 drawer pulse
          need(5);
          items.push({ kind: 'pulse' });
          i += 5;
          break;
        default:
          unknown(`ESC 0x${c.toString(16)}`);
      }
    } else if (b === GS) {
      need(2);
      const c = at(i + 1);
      switch (c) {
        case 0x21: {
          // GS ! n character size
          need(3);
          large = at(i + 2) !== 0;
          i += 3;
          break;
        }
        case 0x42: // GS B n reverse, GS h n height, GS w n width, GS H n text position, GS f n text font
        case 0x68:
        case 0x77:
        case 0x48:
        case 0x66:
          need(3);
          i += 3;
          break;
        case 0x28: {
          // GS ( k pL pH cn fn [params]: 2D codes
          need(5);
          if (at(i + 2) !== 0x6b) unknown('GS ( (not k)');
          const len = at(i + 3) + at(i + 4) * 256;
          need(5 + len);
          const cn = at(i + 5);
          const fn = at(i + 6);
          if (cn === 0x31 && fn === 0x43) qrSize = at(i + 7);
          if (cn === 0x31 && fn === 0x50) qrData = decodeText(bytes.subarray(i + 8, i + 5 + len), codepage);
          if (cn === 0x31 && fn === 0x51) items.push({ kind: 'qr', data: qrData, size: qrSize });
          i += 5 + len;
          break;
        }
        case 0x6b: {
          // GS k m ...: barcode
          need(3);
          const m = at(i + 2);
          let data: Uint8Array;
          if (m <= 6) {
            const end = bytes.indexOf(0, i + 3);
            if (end < 0) throw new EscPosDecodeError(`Barcode without its end at byte ${i}`);
            data = bytes.subarray(i + 3, end);
            i = end + 1;
          } else {
            need(4);
            const n = at(i + 3);
            need(4 + n);
            data = bytes.subarray(i + 4, i + 4 + n);
            i += 4 + n;
          }
          let value = decodeText(data, 0);
          let symbology: 'code128' | 'code39' | 'other' = 'other';
          if (m === 73) {
            symbology = 'code128';
            // A code-set selector ({A, {B, {C) starts the data; '{{' is a literal brace.
            value = value.replace(/^\{[ABC]/, '').replaceAll('{{', '{');
          } else if (m === 69 || m === 4) symbology = 'code39';
          items.push({ kind: 'barcode', symbology, data: value });
          break;
        }
        case 0x56: {
          // GS V m [n]: cut
          need(3);
          const m = at(i + 2);
          items.push({ kind: 'cut', partial: m === 1 || m === 49 || m === 66 });
          i += m >= 65 ? 4 : 3;
          break;
        }
        default:
          unknown(`GS 0x${c.toString(16)}`);
      }
    } else if (b === FS) {
      need(2);
      if (at(i + 1) !== 0x2e) unknown(`FS 0x${at(i + 1).toString(16)}`); // FS . cancel Kanji mode
      i += 2;
    } else if (b < 0x20 || b === 0x7f) {
      unknown(`0x${b.toString(16)}`);
    } else {
      if (!lineStarted) {
        lineStarted = true;
        lineAlign = align;
      }
      lineBold ||= bold;
      lineLarge ||= large;
      text += decodeChar(b, codepage);
      i += 1;
    }
  }
  if (text !== '') endLine();
  return items;
}

function decodeChar(byte: number, codepage: number): string {
  if (byte >= 0x80 && codepage !== 0) throw new EscPosDecodeError(`Code page ${codepage} is not decoded`);
  return cp437Char(byte);
}

function decodeText(bytes: Uint8Array, codepage: number): string {
  let out = '';
  for (const b of bytes) out += decodeChar(b, codepage);
  return out;
}

/** The printed text lines, trimmed, without the blank ones (for assertions). */
export function printedLines(items: DecodedItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'text' && item.text.trim() !== '' ? [item.text.trim()] : []));
}

/** One summary line per item: text, '[QR data]', '[BARCODE data]', '[CUT]' (for assertions). */
export function printedSummary(items: DecodedItem[]): string[] {
  return items.flatMap((item) => {
    switch (item.kind) {
      case 'text':
        return item.text.trim() === '' ? [] : [item.text.trim()];
      case 'qr':
        return [`[QR ${item.data}]`];
      case 'barcode':
        return [`[BARCODE ${item.data}]`];
      case 'cut':
        return ['[CUT]'];
      case 'pulse':
        return ['[PULSE]'];
    }
  });
}
