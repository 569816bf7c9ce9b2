import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exportCell, exportRow, neutraliseFormula } from './export-cells.ts';

test('text that a spreadsheet would run as a formula gets a leading apostrophe', () => {
  for (const t of ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-A1']) {
    assert.equal(neutraliseFormula(t), `'${t}`, t);
  }
  for (const t of ['Dela Cruz, Juan', '-12.50', '+5', '12', '', 'a=b', " '=x"])
    assert.equal(neutraliseFormula(t), t, t);
});

test('numbers, dates and empty cells stay as they are', () => {
  const when = new Date(0);
  assert.deepEqual(exportRow(['=1+1', -5, null, when, 'ok']), ["'=1+1", -5, null, when, 'ok']);
  assert.equal(exportCell(-12.5), -12.5);
});
