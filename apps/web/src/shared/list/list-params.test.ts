import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  dateRangeInOrder,
  filterChanges,
  int,
  isoDate,
  nextSort,
  oneOf,
  pagingChanges,
  readListState,
  sortChanges,
  text,
  type ListSpec,
} from './list-params.ts';

const filters = { search: text, departmentId: int, status: int, view: oneOf(['open', 'closed']), from: isoDate };
const spec: ListSpec<typeof filters> = { filters, defaults: { status: 1 }, sortable: ['name', 'hired'] };

const read = (qs: string) => readListState(new URLSearchParams(qs), spec);

test('an empty URL is page 1 of 15, the default order and the filter defaults', () => {
  assert.deepEqual(read(''), {
    page: 1,
    itemsPerPage: 15,
    sort: undefined,
    filters: { search: undefined, departmentId: undefined, status: 1, view: undefined, from: undefined },
  });
});

test('page, page size, sort and filters are read back typed; bad values fall back', () => {
  const s = read('page=3&rows=50&sort=name&order=desc&search=dela+cruz&departmentId=7&status=all&view=closed');
  assert.equal(s.page, 3);
  assert.equal(s.itemsPerPage, 50);
  assert.deepEqual(s.sort, { column: 'name', direction: 'desc' });
  assert.deepEqual(s.filters, {
    search: 'dela cruz',
    departmentId: 7,
    status: undefined,
    view: 'closed',
    from: undefined,
  });
  const bad = read('page=0&rows=x&sort=salary&departmentId=7.5&status=x&view=other&from=2026-13');
  assert.equal(bad.page, 1);
  assert.equal(bad.itemsPerPage, 15);
  // A column the server does not sort by is ignored, not faked in the browser.
  assert.equal(bad.sort, undefined);
  assert.deepEqual(bad.filters, {
    search: undefined,
    departmentId: undefined,
    status: 1,
    view: undefined,
    from: undefined,
  });
});

test('setting a filter goes back to page 1; the default and "All" keep the URL readable', () => {
  assert.deepEqual(filterChanges(spec, { departmentId: 4 }), { page: null, departmentId: '4' });
  assert.deepEqual(filterChanges(spec, { departmentId: undefined }), { page: null, departmentId: null });
  // status has a default (1): choosing it removes the key, choosing All writes `all`.
  assert.deepEqual(filterChanges(spec, { status: 1 }), { page: null, status: null });
  assert.deepEqual(filterChanges(spec, { status: undefined }), { page: null, status: 'all' });
  assert.deepEqual(filterChanges(spec, { status: 3, search: 'x' }), { page: null, status: '3', search: 'x' });
  // Round trip: what was written reads back.
  const url = new URLSearchParams();
  for (const [k, v] of Object.entries(filterChanges(spec, { status: undefined, from: '2026-01-31' })))
    if (v !== null) url.set(k, v);
  assert.deepEqual(readListState(url, spec).filters.status, undefined);
  assert.equal(readListState(url, spec).filters.from, '2026-01-31');
});

test('paging and sort changes; the defaults are left out of the URL', () => {
  assert.deepEqual(pagingChanges(spec, { page: 2, itemsPerPage: 15 }), { page: '2', rows: null });
  assert.deepEqual(pagingChanges(spec, { page: 1, itemsPerPage: 30 }), { page: null, rows: '30' });
  assert.deepEqual(sortChanges(spec, { column: 'hired', direction: 'asc' }), {
    page: null,
    sort: 'hired',
    order: null,
  });
  assert.deepEqual(sortChanges(spec, { column: 'hired', direction: 'desc' }), {
    page: null,
    sort: 'hired',
    order: 'desc',
  });
  assert.deepEqual(sortChanges(spec, undefined), { page: null, sort: null, order: null });
  const sorted = { ...spec, defaultSort: { column: 'name', direction: 'asc' as const } };
  assert.deepEqual(sortChanges(sorted, { column: 'name', direction: 'asc' }), { page: null, sort: null, order: null });
  assert.deepEqual(readListState(new URLSearchParams(''), sorted).sort, { column: 'name', direction: 'asc' });
});

test('a header click sorts ascending, then descending', () => {
  assert.deepEqual(nextSort(undefined, 'name'), { column: 'name', direction: 'asc' });
  assert.deepEqual(nextSort({ column: 'name', direction: 'asc' }, 'name'), { column: 'name', direction: 'desc' });
  assert.deepEqual(nextSort({ column: 'name', direction: 'desc' }, 'name'), { column: 'name', direction: 'asc' });
  assert.deepEqual(nextSort({ column: 'name', direction: 'desc' }, 'hired'), { column: 'hired', direction: 'asc' });
});

test('a date range is in order when either end is open or the end is not before the start', () => {
  const cases: [string | undefined, string | undefined, boolean][] = [
    [undefined, undefined, true],
    ['2026-11-01', undefined, true],
    [undefined, '2026-11-01', true],
    ['2026-11-01', '2026-11-01', true],
    ['2026-11-01', '2026-11-30', true],
    ['2026-11-30', '2026-11-01', false],
    ['2026-12-01', '2026-11-30', false],
  ];
  for (const [from, to, inOrder] of cases) assert.equal(dateRangeInOrder(from, to), inOrder, `${from} to ${to}`);
});
