import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLE_GROUPS, ROLES, isRole } from './roles.ts';

test('every role sits in exactly one admin-screen group', () => {
  const grouped = ROLE_GROUPS.flatMap((g) => g.roles);
  assert.equal(new Set(grouped).size, grouped.length, 'a role is listed twice');
  assert.deepEqual([...grouped].sort(), [...ROLES].sort());
});

test('the catalogue is the 66 assignable roles plus the 3 menu-only roles', () => {
  assert.equal(ROLES.length, 69);
  assert.equal(new Set(ROLES).size, ROLES.length);
  assert.ok(isRole('MeterLocations'));
  assert.ok(!isRole('SuperUser'));
});
