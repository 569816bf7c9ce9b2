import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statusColour } from './status-colour.ts';

test('status colours follow SPEC.md section 4', () => {
  for (const s of ['submitted', 'posted', 'approved', 'passed', 'completed', 'accomplished', 'active'])
    assert.equal(statusColour(s), 'success', s);
  for (const s of ['inc', 'incomplete', 'unaccomplished', 'inspected', 'suspended', 'locked'])
    assert.equal(statusColour(s), 'warning', s);
  for (const s of ['rejected', 'dropped', 'denied', 'cancelled', 'declined', 'failed'])
    assert.equal(statusColour(s), 'error', s);
  assert.equal(statusColour('pending'), 'info');
  assert.equal(statusColour(' Approved '), 'success');
  assert.equal(statusColour('ForSchedule'), 'default');
});
