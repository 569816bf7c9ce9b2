import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uploadSummary } from './upload-summary.ts';

test('an upload result counts with thousands separators and the right plural', () => {
  assert.equal(
    uploadSummary({ fileName: 'att.dat', totalLines: 12345, inserted: 12000, duplicates: 1300, rejectedLines: [] }),
    'att.dat: 12,345 lines, 12,000 new logs, 1,300 already recorded, 0 rejected.',
  );
  assert.equal(
    uploadSummary({ fileName: 'one.csv', totalLines: 1, inserted: 1, duplicates: 0, rejectedLines: [] }),
    'one.csv: 1 line, 1 new log, 0 already recorded, 0 rejected.',
  );
});
