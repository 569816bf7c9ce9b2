import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import { ownRowRefusal } from './own-row.ts';

test("an opening balance row is refused only when it is the importer's own record", () => {
  const cases: [row: number, importer: number | null, expected: string | null][] = [
    [7, 7, OWN_RECORD_CHANGE],
    [7, 8, null],
    // An importer without an employee record has no own row.
    [7, null, null],
  ];
  for (const [row, importer, expected] of cases)
    assert.equal(ownRowRefusal(row, importer), expected, `${row}/${importer}`);
});
