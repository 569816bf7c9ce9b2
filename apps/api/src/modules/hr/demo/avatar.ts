// Initials avatars for the demo employees: a coloured square, a lighter disc and the initials in
// a 5x7 pixel font, scaled up. Deterministic for a given name.
import { encodePng } from './png.ts';

const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

const PALETTE: [number, number, number][] = [
  [25, 118, 210],
  [56, 142, 60],
  [211, 47, 47],
  [123, 31, 162],
  [245, 124, 0],
  [0, 121, 107],
  [69, 90, 100],
  [194, 24, 91],
  [48, 63, 159],
  [93, 64, 55],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function initialsOf(firstName: string, lastName: string): string {
  const letter = (s: string) =>
    (
      s
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .charAt(0) || 'X'
    ).toUpperCase();
  return `${letter(firstName)}${letter(lastName)}`;
}

/** A size x size PNG with the initials centred. */
export function avatarPng(initials: string, seed: string, size = 128): Buffer {
  const [r, g, b] = PALETTE[hash(seed) % PALETTE.length]!;
  const px = new Uint8Array(size * size * 3);
  const c = size / 2;
  const radius = size * 0.46;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 3;
      const inDisc = (x - c) ** 2 + (y - c) ** 2 <= radius ** 2;
      // The disc is a lighter tint of the background.
      const t = inDisc ? 0.25 : 0;
      px[i] = Math.round(r + (255 - r) * t);
      px[i + 1] = Math.round(g + (255 - g) * t);
      px[i + 2] = Math.round(b + (255 - b) * t);
    }
  }
  const letters = initials
    .toUpperCase()
    .split('')
    .filter((ch) => FONT[ch])
    .slice(0, 2);
  const scale = Math.max(1, Math.floor(size / 20));
  const glyphW = 5 * scale;
  const gap = scale * 2;
  const totalW = letters.length * glyphW + Math.max(0, letters.length - 1) * gap;
  const left = Math.floor((size - totalW) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  letters.forEach((ch, n) => {
    const rows = FONT[ch]!;
    const x0 = left + n * (glyphW + gap);
    for (let gy = 0; gy < 7; gy += 1) {
      for (let gx = 0; gx < 5; gx += 1) {
        if (rows[gy]![gx] !== '1') continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const i = ((top + gy * scale + dy) * size + (x0 + gx * scale + dx)) * 3;
            px[i] = 255;
            px[i + 1] = 255;
            px[i + 2] = 255;
          }
        }
      }
    }
  });
  return encodePng(size, size, px);
}
