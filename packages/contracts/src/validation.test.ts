import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MESSAGES, requiredEmail, requiredText, rules } from './validation.ts';

test('section 5 messages, word for word', () => {
  assert.equal(MESSAGES.length(3, 10), 'String length should be between 3 and 10 characters.');
  assert.equal(MESSAGES.length(4, 4), 'String length should be 4 characters.');
  assert.equal(MESSAGES.numberRange(1, 5), 'Number should be between 1 and 5');
});

test('rules pass empty input where the spec says so', () => {
  assert.equal(rules.length(2, 4)(''), undefined);
  assert.equal(rules.numberRange(1, 5)(''), undefined);
  assert.equal(rules.required(''), MESSAGES.required);
  assert.equal(rules.required('  '), MESSAGES.required);
});

test('email wants an ending of 2 to 4 letters', () => {
  assert.equal(rules.email('a@b.ph'), undefined);
  assert.equal(rules.email('a@b.museum'), MESSAGES.email);
  assert.equal(rules.email('a@b'), MESSAGES.email);
});

test('dates and numbers', () => {
  assert.equal(rules.notFuture('2026-11-21', '2026-11-21'), undefined);
  assert.equal(rules.notFuture('2026-11-22', '2026-11-21'), MESSAGES.notFuture);
  assert.equal(rules.currentYear(2025, 2026), MESSAGES.currentYear);
  assert.equal(rules.numberRange(1, 5)('x'), MESSAGES.invalidNumber);
  assert.equal(rules.numberRange(1, 5)('7'), MESSAGES.numberRange(1, 5));
});

test('zod helpers carry the same messages', () => {
  const r = requiredText(2, 4).safeParse('');
  assert.equal(r.success, false);
  assert.equal(r.error?.issues[0]?.message, MESSAGES.required);
  assert.equal(requiredText(2, 4).safeParse('abcde').error?.issues[0]?.message, MESSAGES.length(2, 4));
  assert.equal(requiredEmail().safeParse('x@').error?.issues[0]?.message, MESSAGES.email);
  assert.equal(requiredText().safeParse(undefined).error?.issues[0]?.message, MESSAGES.required);
});
