import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, fromThousandths, isDayCount, toThousandths } from './days.ts';

test('day counts convert to thousandths and back exactly', () => {
  assert.equal(toThousandths('1.25'), 1250n);
  assert.equal(toThousandths('0.5'), 500n);
  assert.equal(toThousandths('15'), 15000n);
  assert.equal(toThousandths('-0.125'), -125n);
  assert.equal(toThousandths('1.2345'), null);
  assert.equal(toThousandths('abc'), null);
  assert.equal(fromThousandths(1250n), '1.25');
  assert.equal(fromThousandths(0n), '0');
  assert.equal(fromThousandths(-500n), '-0.5');
});

test('twelve months of 1.25 days are exactly 15, where floats drift', () => {
  assert.equal(addDays(...Array<string>(12).fill('1.25')), '15');
  // 0.1 ten times is 0.9999999999999999 in floats.
  assert.equal(addDays(...Array<string>(10).fill('0.1')), '1');
  assert.equal(addDays('2.5', '-3'), '-0.5');
  assert.throws(() => addDays('1', 'x'));
});

test('a day count is 0 or more with at most 3 decimals', () => {
  assert.ok(isDayCount('0'));
  assert.ok(isDayCount('12.375'));
  assert.ok(!isDayCount('-1'));
  assert.ok(!isDayCount('1.0001'));
  assert.ok(!isDayCount(''));
});
