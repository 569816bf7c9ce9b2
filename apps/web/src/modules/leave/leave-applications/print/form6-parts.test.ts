import assert from 'node:assert/strict';
import { test } from 'node:test';
import { form6Signers, hasOwnBox } from './form6-parts.ts';

const prepared = { title: 'Prepared by', name: 'Carla Cruz' };
const head = { title: 'Department Head', name: 'Ana Dela Cruz' };
const gm = { title: 'General Manager', name: 'Ben Santos' };

test('the final approver signs 7.C and those before recommend; pending or disapproved, all recommend', () => {
  assert.deepEqual(form6Signers([prepared, head, gm], true), { recommending: [head], approving: gm });
  assert.deepEqual(form6Signers([prepared, head], false), { recommending: [head], approving: undefined });
  assert.deepEqual(form6Signers(undefined, false), { recommending: [], approving: undefined });
});

test('the seeded types have their own box; others go on the Others line', () => {
  for (const code of ['VL', 'SL', 'SPL', 'ML', 'PL', 'SPAR', 'VAWC', 'STL', 'CL']) assert.ok(hasOwnBox(code), code);
  assert.equal(hasOwnBox('OB'), false);
});
