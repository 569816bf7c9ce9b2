import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDecimals, subtractDecimals } from './decimal-text.ts';

test('sums decimal strings exactly in hundredths', () => {
  assert.equal(addDecimals('0.10', '0.20'), '0.30');
  assert.equal(addDecimals('1234567890.99', '0.01'), '1234567891.00');
  assert.equal(addDecimals('-5.25', '2'), '-3.25');
  assert.equal(addDecimals(), '0.00');
  assert.equal(addDecimals(null, undefined, '1,000.5'), '1000.50');
});

test('differences round half away from zero to centavos', () => {
  assert.equal(subtractDecimals('100.00', '99.99'), '0.01');
  assert.equal(subtractDecimals('10', '12.5'), '-2.50');
  assert.equal(subtractDecimals('0.005', '0'), '0.01');
  assert.equal(subtractDecimals('-0.005', '0'), '-0.01');
  assert.equal(subtractDecimals('7', '7'), '0.00');
});

test('refuses text that is not a decimal', () => {
  assert.throws(() => addDecimals('abc'));
});
