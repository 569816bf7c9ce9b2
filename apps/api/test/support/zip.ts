// A tiny zip writer for tests that need hostile workbooks (zip bombs, lying sizes, many entries).
// Large entries are deflated from a repeated chunk, so the test never holds the unpacked bytes.
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipInput {
  name: string;
  /** Small content, stored as is (method 0) unless `deflate`. */
  bytes?: Buffer;
  /** A large entry: `chunk` repeated `times`, deflated as a stream. */
  repeat?: { chunk: Buffer; times: number };
  /** Write this uncompressed size in the headers instead of the real one. */
  declaredSize?: number;
}

async function deflateRepeated(chunk: Buffer, times: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let i = 0; i < times; i++) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), crc };
}

export async function buildZip(entries: ZipInput[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    let method = 0;
    let data: Buffer;
    let crc: number;
    let size: number;
    if (e.repeat) {
      ({ data, crc } = await deflateRepeated(e.repeat.chunk, e.repeat.times));
      method = 8;
      size = e.repeat.chunk.length * e.repeat.times;
    } else {
      data = e.bytes ?? Buffer.alloc(0);
      crc = crc32(data);
      size = data.length;
    }
    const declared = Math.min(e.declaredSize ?? size, 0xfffffffe);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The first entries of an .xlsx, so content sniffing calls the file a workbook. */
export function xlsxHead(): ZipInput[] {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
  return [{ name: '[Content_Types].xml', bytes: Buffer.from(types) }];
}
