import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sheetCount } from './sheet-count.ts';

test('a print counts each employee once, and says how many forms when they differ', () => {
  assert.equal(sheetCount([{ employeeId: 7 }, { employeeId: 7 }, { employeeId: 7 }]), '1 employee, 3 forms');
  assert.equal(sheetCount([{ employeeId: 1 }, { employeeId: 2 }]), '2 employees');
  assert.equal(sheetCount([{ employeeId: 1 }]), '1 employee');
  assert.equal(sheetCount(Array.from({ length: 1200 }, (_, i) => ({ employeeId: i }))), '1,200 employees');
});
