import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rowsShown } from './rows-shown.ts';

test('an exact total is shown as is, an estimate as "about"', () => {
  assert.equal(rowsShown(1, 15, 1234, false), '1–15 of 1,234');
  assert.equal(rowsShown(16, 30, 310000, true), '16–30 of about 310,000');
  assert.equal(rowsShown(0, 0, 0, false), '0–0 of 0');
});
