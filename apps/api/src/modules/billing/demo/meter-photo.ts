// Demo meter photos (decision 111): a small generated PNG of a meter face with a coloured band for
// what the photo is of, encoded on node:zlib (no image library, no network).
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BAND: Record<'Disconnection' | 'Reconnection' | 'Finding', [number, number, number]> = {
  Disconnection: [198, 40, 40],
  Reconnection: [46, 125, 50],
  Finding: [239, 108, 0],
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

export function meterPhotoPng(kind: keyof typeof BAND, seed: number, width = 160, height = 120): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const [br, bg, bb] = BAND[kind];
  const cx = width / 2 + (seed % 11) - 5;
  const cy = height / 2;
  const r = height * 0.36;
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const i = y * (width * 3 + 1) + 1 + x * 3;
      let px: [number, number, number] = [120 + (seed % 40), 124, 128];
      if (d <= r) px = [236, 236, 230];
      if (d <= r && Math.abs(y - cy) < 6 && Math.abs(x - cx) < r * 0.7) px = [30, 30, 30];
      if (y >= height - 14) px = [br, bg, bb];
      raw[i] = px[0];
      raw[i + 1] = px[1];
      raw[i + 2] = px[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
