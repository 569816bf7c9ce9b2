// Reading uploaded .xlsx workbooks (salary, rate and opening-balance imports): one place that
// opens the bytes and one that turns whatever exceljs made of a cell into plain text.
//
// An .xlsx is a zip. Before exceljs unpacks one (all of it, in memory), the zip's central
// directory is read and every entry is inflated once into a byte counter, so a workbook that
// unpacks past the bound (a zip bomb; declared sizes may lie) is refused with 413 first.
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';

export const NOT_A_WORKBOOK = 'The file could not be read as an Excel workbook (.xlsx).';

export interface WorkbookLimits {
  /** Sum of the entries' unpacked sizes. */
  maxUncompressedBytes: number;
  maxEntries: number;
}

// Set from the configuration at start-up (IMPORT_MAX_UNCOMPRESSED_MB, IMPORT_MAX_ZIP_ENTRIES).
let limits: WorkbookLimits = { maxUncompressedBytes: 100 * 1024 * 1024, maxEntries: 10_000 };
export function configureWorkbookLimits(next: WorkbookLimits): void {
  limits = { ...next };
}

/** Deflate cannot pack better than about 1032:1; real spreadsheets stay far below this. */
const MAX_RATIO = 500;
const RATIO_FLOOR = 1024 * 1024;

export function workbookTooLarge(l: WorkbookLimits): string {
  const mb = Math.round((l.maxUncompressedBytes / 1024 / 1024) * 10) / 10;
  return `The workbook is too large once unpacked. At most ${mb} MB of content in ${l.maxEntries.toLocaleString('en-PH')} parts is accepted; split the data into smaller files.`;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries; throws 415 for bytes that are not a plain zip. */
export function readCentralDirectory(bytes: Buffer, l: WorkbookLimits = limits): ZipEntry[] {
  const notZip = () => unsupportedMediaType(NOT_A_WORKBOOK);
  // The end record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: only needed past 65,535 entries or 4 GB, both over any bound.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw payloadTooLarge(workbookTooLarge(l));
  if (count > l.maxEntries) throw payloadTooLarge(workbookTooLarge(l));
  if (offset + size > eocd) throw notZip();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL) throw notZip();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff) {
      throw payloadTooLarge(workbookTooLarge(l));
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates into a counter, stopping as soon as `budget` is passed; answers the bytes seen. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      fn();
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        finish(() => resolve(total));
      }
    });
    inflate.on('end', () => finish(() => resolve(total)));
    inflate.on('error', (err) => finish(() => reject(err)));
    inflate.end(data);
  });
}

/**
 * Refuses (413) a zip whose entry count, declared sizes, compression ratio or real unpacked size
 * passes the bounds, and (415) one that is not a plain stored/deflated zip. Reads nothing into
 * memory beyond the upload itself.
 */
export async function checkZipBounds(bytes: Buffer, l: WorkbookLimits = limits): Promise<void> {
  const tooLarge = () => payloadTooLarge(workbookTooLarge(l));
  const notZip = () => unsupportedMediaType(NOT_A_WORKBOOK);
  const entries = readCentralDirectory(bytes, l);
  let declared = 0;
  for (const e of entries) {
    declared += e.declaredSize;
    if (declared > l.maxUncompressedBytes) throw tooLarge();
    if (e.declaredSize > RATIO_FLOOR && e.declaredSize > e.compressedSize * MAX_RATIO) throw tooLarge();
  }
  // Declared sizes may lie: inflate each entry's bytes (as the central directory places them,
  // which is what the workbook reader will use) and count.
  let budget = l.maxUncompressedBytes;
  for (const e of entries) {
    const local = e.localHeaderOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw notZip();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const end = start + e.compressedSize;
    if (end > bytes.length) throw notZip();
    let size: number;
    if (e.method === 0) size = e.compressedSize;
    else if (e.method === 8) {
      try {
        size = await inflatedSize(bytes.subarray(start, end), budget);
      } catch {
        throw notZip();
      }
    } else throw notZip();
    if (size > budget) throw tooLarge();
    budget -= size;
  }
}

/** Opens an uploaded workbook; bytes that are not one answer 400 with one sentence. */
export async function readWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await checkZipBounds(buffer);
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer or Uint8Array is what it reads.
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_A_WORKBOOK);
  }
  return wb;
}

/**
 * A cell as trimmed text, or null when empty: rich text joined, a formula's result, a hyperlink's
 * text, dates as YYYY-MM-DD, numbers by their shortest exact decimal form; error cells are empty.
 */
export function cellText(v: ExcelJS.CellValue): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return cellText(v.richText.map((p) => p.text).join(''));
  if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in v) return cellText((v as { text: string }).text);
  return null;
}
