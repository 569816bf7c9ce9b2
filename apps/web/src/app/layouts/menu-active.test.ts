import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeMenuPath } from './menu-active.ts';

const links = [
  '/dashboard',
  '/isd/hr/leave-management',
  '/isd/hr/leave-management/types',
  '/fsd/billing/ledger',
  '/fsd/billing/ledger?view=ebs-arrears',
];

test('the longest parent path wins over a shorter one', () => {
  assert.equal(activeMenuPath(links, '/isd/hr/leave-management/types', ''), '/isd/hr/leave-management/types');
  assert.equal(
    activeMenuPath(links, '/isd/hr/leave-management/import-opening-balance', ''),
    '/isd/hr/leave-management',
  );
});

test('a link with a query is chosen only when the query matches', () => {
  assert.equal(
    activeMenuPath(links, '/fsd/billing/ledger', '?view=ebs-arrears'),
    '/fsd/billing/ledger?view=ebs-arrears',
  );
  assert.equal(activeMenuPath(links, '/fsd/billing/ledger', ''), '/fsd/billing/ledger');
  assert.equal(activeMenuPath(links, '/fsd/billing/ledger', '?consumer=01-0001'), '/fsd/billing/ledger');
});

test('no link for an unrelated page, and / is never a parent', () => {
  assert.equal(activeMenuPath(['/', ...links], '/isd/warehouse/items', ''), null);
});
