import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysOf, toggleDay } from './working-days.ts';

test('weekday checkboxes map to ISO digits in weekday order', () => {
  assert.equal(toggleDay('12345', 6, true), '123456');
  assert.equal(toggleDay('12345', 1, false), '2345');
  assert.equal(toggleDay('531', 7, true), '1357');
  assert.equal(toggleDay('1', 1, true), '1');
  assert.equal(toggleDay('1', 1, false), '');
  assert.deepEqual([...daysOf('1x9 7')], [1, 7]);
});
