import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { avatarPng, initialsOf } from './avatar.ts';

test('initials come from the first letters, accents dropped', () => {
  assert.equal(initialsOf('Ñino', 'dela Cruz'), 'ND');
  assert.equal(initialsOf('Maricel', 'Villanueva'), 'MV');
});

test('the avatar is a real PNG of the asked size with white initials', async () => {
  const png = avatarPng('MV', 'Maricel Villanueva', 64);
  assert.equal((await fileTypeFromBuffer(png))?.mime, 'image/png');
  assert.equal(png.readUInt32BE(16), 64);
  assert.equal(png.readUInt32BE(20), 64);
  // Decode the IDAT and count white pixels: the letters are drawn.
  const idatAt = png.indexOf('IDAT');
  const len = png.readUInt32BE(idatAt - 4);
  const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + len));
  assert.equal(raw.length, (64 * 3 + 1) * 64);
  let white = 0;
  for (let y = 0; y < 64; y += 1) {
    for (let x = 0; x < 64; x += 1) {
      const i = y * (64 * 3 + 1) + 1 + x * 3;
      if (raw[i] === 255 && raw[i + 1] === 255 && raw[i + 2] === 255) white += 1;
    }
  }
  assert.ok(white > 50, `expected drawn letters, got ${white} white pixels`);
  assert.deepEqual(avatarPng('MV', 'Maricel Villanueva', 64), png, 'deterministic');
});
