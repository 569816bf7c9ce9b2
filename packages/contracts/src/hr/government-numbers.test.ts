import assert from 'node:assert/strict';
import { test } from 'node:test';
import { governmentNumber, normaliseGovernmentNumber } from './government-numbers.ts';

test('SSS: 10 digits, with or without dashes, printed 00-0000000-0', () => {
  assert.equal(normaliseGovernmentNumber('sssNo', '3412345678'), '34-1234567-8');
  assert.equal(normaliseGovernmentNumber('sssNo', '34-1234567-8'), '34-1234567-8');
  assert.equal(normaliseGovernmentNumber('sssNo', ' 34 1234567 8 '), '34-1234567-8');
  assert.equal(normaliseGovernmentNumber('sssNo', '341234567'), undefined);
  assert.equal(normaliseGovernmentNumber('sssNo', '34-1234567-X'), undefined);
  assert.equal(normaliseGovernmentNumber('sssNo', ''), null);
});

test('PAG-IBIG and PhilHealth: 12 digits in their own groups', () => {
  assert.equal(normaliseGovernmentNumber('pagIbigNo', '121234567890'), '1212-3456-7890');
  assert.equal(normaliseGovernmentNumber('philHealthNo', '121234567890'), '12-123456789-0');
  assert.equal(normaliseGovernmentNumber('philHealthNo', '12123456789'), undefined);
});

test('TIN: 9 or 12 digits', () => {
  assert.equal(normaliseGovernmentNumber('tinNo', '123456789'), '123-456-789');
  assert.equal(normaliseGovernmentNumber('tinNo', '123-456-789-000'), '123-456-789-000');
  assert.equal(normaliseGovernmentNumber('tinNo', '1234567890'), undefined);
});

test('the zod field gives the format message', () => {
  const r = governmentNumber('sssNo').safeParse('12-34');
  assert.equal(r.success, false);
  assert.match(r.error!.issues[0]!.message, /SSS number must have 10 digits, like 00-0000000-0/);
  assert.equal(governmentNumber('tinNo').parse(null), null);
});
