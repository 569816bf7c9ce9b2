import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idParam, isoDate, pagingQuery } from './http.ts';
import { optionalPastDate, requiredDate } from './hr/fields.ts';
import {
  BRANCH_MESSAGE,
  INVALID_DATE,
  INVALID_ID,
  MAX_ID,
  branchCode,
  calendarDate,
  dateRangeMessage,
  id,
  integer,
  searchText,
  yearsFromToday,
} from './primitives.ts';
import { MESSAGES, TEXT_NOT_ALLOWED, isStorableText, optionalText, requiredText } from './validation.ts';

// The server joins equal messages of a field (zodFieldErrors), so do the tests.
const messages = (r: { error?: { issues: { message: string }[] } }) => [
  ...new Set(r.error?.issues.map((i) => i.message) ?? []),
];

test('text: NUL and lone surrogates are refused with one clear message; pairs and accents pass', () => {
  for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDC00\uD800b']) {
    assert.equal(isStorableText(bad), false, JSON.stringify(bad));
    assert.deepEqual(messages(requiredText(1, 50).safeParse(bad)), [TEXT_NOT_ALLOWED]);
    assert.deepEqual(messages(optionalText(50).safeParse(bad)), [TEXT_NOT_ALLOWED]);
    assert.deepEqual(messages(searchText().safeParse(bad)), [TEXT_NOT_ALLOWED]);
  }
  for (const good of ['Peña', 'Dela Cruz', '😀 ok', 'tab\tand\nnewline']) assert.ok(isStorableText(good), good);
  assert.equal(requiredText(1, 50).parse('  Juan  '), 'Juan');
  assert.deepEqual(messages(searchText(5).safeParse('abcdefgh')), [MESSAGES.length(0, 5)]);
});

test('id: whole numbers 1..2^31-1 from numbers or digits, never from booleans, arrays or empty text', () => {
  assert.equal(id().parse(7), 7);
  assert.equal(id().parse('42'), 42);
  assert.equal(id().parse(MAX_ID), MAX_ID);
  for (const bad of [true, false, 0, -1, 1.5, MAX_ID + 1, 1e20, '', 'abc', '1e3', '0x10', [1], { id: 1 }, null, NaN]) {
    assert.deepEqual(messages(id().safeParse(bad)), [INVALID_ID], JSON.stringify(bad));
  }
  assert.deepEqual(messages(idParam.safeParse({ id: 'true' })), [INVALID_ID]);
});

test('integer: SPEC.md number messages; paging is bounded', () => {
  assert.equal(integer(1, 12).parse('12'), 12);
  assert.deepEqual(messages(integer(1, 12).safeParse(13)), [MESSAGES.numberRange(1, 12)]);
  assert.deepEqual(messages(integer(1, 12).safeParse(true)), [MESSAGES.invalidNumber]);
  assert.deepEqual(messages(integer(1, 12).safeParse('1.5')), [MESSAGES.invalidNumber]);
  assert.deepEqual(pagingQuery.parse({}), { page: 1, itemsPerPage: 15 });
  assert.equal(pagingQuery.safeParse({ page: '99999999999999' }).success, false);
  assert.equal(pagingQuery.safeParse({ page: ['1', '2'] }).success, false);
});

test('branch codes are those of SPEC.md section 3', () => {
  assert.equal(branchCode().parse(10), 10);
  assert.deepEqual(messages(branchCode().safeParse(7)), [BRANCH_MESSAGE]);
  assert.deepEqual(messages(branchCode().safeParse(true)), [BRANCH_MESSAGE]);
});

test('dates: real calendar days from 1900 to 2100; narrower bounds where the field asks', () => {
  assert.equal(isoDate.parse('2024-02-29'), '2024-02-29');
  for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', '20260101', '2026-01-01T00:00', '']) {
    assert.deepEqual(messages(isoDate.safeParse(bad)), [INVALID_DATE], bad);
  }
  const range = dateRangeMessage('1900-01-01', '2100-12-31');
  assert.equal(range, 'Enter a date from Jan 01, 1900 to Dec 31, 2100.');
  assert.deepEqual(messages(isoDate.safeParse('9999-12-31')), [range]);
  assert.deepEqual(messages(isoDate.safeParse('1899-12-31')), [range]);
  assert.deepEqual(messages(requiredDate().safeParse('9999-12-31')), [range]);
  assert.deepEqual(messages(isoDate.safeParse(20260101)), [INVALID_DATE]);
  const soon = calendarDate({ max: yearsFromToday(1) });
  const nextYear = yearsFromToday(1)();
  assert.equal(soon.safeParse(nextYear).success, true);
  assert.equal(soon.safeParse(yearsFromToday(2)()).success, false);
});

test("a past date keeps SPEC.md's future message; a far-past one gets the range", () => {
  const past = optionalPastDate();
  assert.deepEqual(messages(past.safeParse('2999-01-01')), [MESSAGES.notFuture]);
  assert.match(messages(past.safeParse('1800-01-01'))[0] ?? '', /^Enter a date from Jan 01, 1900 to /);
  assert.deepEqual(messages(past.safeParse('2020-02-30')), [INVALID_DATE]);
  assert.equal(past.parse(''), null);
});
