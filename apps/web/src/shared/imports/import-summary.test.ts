import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { importSummary } from './import-summary.ts';

const base: ImportResult = {
  mode: 'good-rows-only',
  fileName: 'salaries.xlsx',
  read: 3,
  blank: 0,
  posted: 3,
  unchanged: 0,
  failed: 0,
  errors: [],
  notes: [],
  replay: null,
  dryRun: false,
  batchId: null,
  reconciliation: [],
};

test('a clean import gives its counts and no advice to fix anything', () => {
  assert.deepEqual(importSummary({ ...base, read: 4, unchanged: 1, blank: 2 }), {
    severity: 'success',
    text: 'salaries.xlsx: 3 posted, 1 already recorded (unchanged), 2 blank.',
  });
  assert.doesNotMatch(importSummary(base).text, /fix/i);
});

test('failed rows: the advice, only then; all or nothing says nothing was imported', () => {
  const failed = { ...base, read: 3, posted: 2, failed: 1 };
  assert.deepEqual(importSummary(failed), {
    severity: 'warning',
    text: 'salaries.xlsx: 2 posted, 1 with errors. Good rows were posted; rows with errors posted nothing: fix them and import the file again.',
  });
  assert.deepEqual(importSummary({ ...failed, mode: 'all-or-nothing', posted: 0 }), {
    severity: 'error',
    text: 'salaries.xlsx: nothing was imported; 1 row of 3 rows have errors. Fix them and import the file again.',
  });
});

test('a replay says when and by whom, and that nothing was posted again; an empty file says so', () => {
  const replay = importSummary({ ...base, replay: { importedAt: '2026-03-02T01:30:00.000Z', importedBy: 'Ana Abad' } });
  assert.equal(replay.severity, 'info');
  assert.match(
    replay.text,
    /^salaries\.xlsx was already imported on .+ by Ana Abad; nothing was posted again\. That import: 3 posted\.$/,
  );
  assert.deepEqual(importSummary({ ...base, read: 0, posted: 0, blank: 5 }), {
    severity: 'info',
    text: 'salaries.xlsx: the file has no rows to import.',
  });
});

test('a dry run says nothing was posted and what would be', () => {
  assert.deepEqual(importSummary({ ...base, dryRun: true, read: 4, failed: 1 }), {
    severity: 'warning',
    text: 'Dry run of salaries.xlsx, nothing was posted: 3 would be posted, 1 with errors. Fix the rows with errors before importing.',
  });
});
