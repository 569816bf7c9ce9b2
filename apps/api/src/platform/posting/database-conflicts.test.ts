import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../http/errors.ts';
import {
  CONCURRENT_CHANGE,
  DUPLICATE_RECORD,
  databaseConflict,
  duplicateToConflict,
  isUniqueViolation,
} from './database-conflicts.ts';

const duplicate = (constraint: string) =>
  Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: '23505',
    constraint,
  });

test('a unique violation is recognised, by constraint name when one is given', () => {
  const err = duplicate('salaries_employee_id_effective_date_key');
  assert.equal(isUniqueViolation(err), true);
  assert.equal(isUniqueViolation(err, 'salaries_employee_id_effective_date'), true);
  assert.equal(isUniqueViolation(err, 'one_spouse'), false);
  assert.equal(isUniqueViolation(new Error('boom')), false);
  assert.equal(isUniqueViolation(null), false);
});

test('duplicateToConflict answers the first matching rule as 409 on its field, and rethrows the rest', () => {
  const map = duplicateToConflict(
    { constraint: 'biometric_user_id', message: 'Biometric ID taken.', field: 'biometricUserId' },
    { constraint: 'employees_employee_id', message: 'Employee ID taken.', field: 'employeeId' },
  );
  assert.throws(
    () => map(duplicate('employees_biometric_user_id_key')),
    (e: unknown) =>
      e instanceof HttpError &&
      e.status === 409 &&
      JSON.stringify(e.body.errors) === JSON.stringify({ biometricUserId: ['Biometric ID taken.'] }),
  );
  const other = duplicate('employees_user_id_key');
  assert.throws(
    () => map(other),
    (e: unknown) => e === other,
    'an unmatched duplicate goes on to the safety net',
  );
  const plain = new Error('not a database error');
  assert.throws(
    () => map(plain),
    (e: unknown) => e === plain,
  );
  assert.throws(
    () => duplicateToConflict({ message: 'Already there.' })(duplicate('anything')),
    (e: unknown) =>
      e instanceof HttpError && e.status === 409 && e.body.errors['generalErrors']?.[0] === 'Already there.',
  );
});

test('the safety net: duplicates, deadlocks and serialization failures are 409; anything else is not its business', () => {
  assert.equal(databaseConflict(duplicate('x_key'))?.status, 409);
  assert.deepEqual(databaseConflict(duplicate('x_key'))?.body.errors, { generalErrors: [DUPLICATE_RECORD] });
  for (const code of ['40001', '40P01']) {
    const c = databaseConflict(Object.assign(new Error('could not serialize'), { code }));
    assert.equal(c?.status, 409);
    assert.deepEqual(c?.body.errors, { generalErrors: [CONCURRENT_CHANGE] });
  }
  assert.equal(databaseConflict(Object.assign(new Error('syntax'), { code: '42601' })), null);
  assert.equal(databaseConflict(new Error('boom')), null);
});
