import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDecimals, lineRateText, rateText, subtractDecimals } from './decimal-text.ts';

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

test('a percentage rate reads "12%", never the factor "12.000000"', () => {
  assert.equal(rateText('12.000000', 'percent'), '12%');
  assert.equal(rateText('0.750000', 'percent'), '0.75%');
  assert.equal(rateText('100', 'percent'), '100%');
  assert.equal(rateText('5.123456', 'kWh'), '5.1235');
  assert.equal(lineRateText({ rate: '5.000000', unit: null, kind: 'discount' }), '5%');
  assert.equal(lineRateText({ rate: '12.000000', unit: null, kind: 'vat' }), '12%');
  assert.equal(lineRateText({ rate: '2.500000', unit: 'percent', kind: 'charge' }), '2.5%');
  assert.equal(lineRateText({ rate: null, unit: 'kWh', kind: 'charge' }), '');
});
