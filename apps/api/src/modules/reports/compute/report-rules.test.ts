import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dueDate, fileKindOf, periodOf, periodsOfYear, submissionState } from './report-rules.ts';

test('periods of a year', () => {
  assert.equal(periodsOfYear('Monthly', 2028).length, 12);
  assert.deepEqual(periodOf('Monthly', '2028-02'), {
    key: '2028-02',
    label: 'February 2028',
    start: '2028-02-01',
    end: '2028-02-29',
  });
  assert.deepEqual(periodOf('Quarterly', '2026-Q2'), {
    key: '2026-Q2',
    label: 'Q2 2026',
    start: '2026-04-01',
    end: '2026-06-30',
  });
  assert.equal(periodOf('Annual', '2026')?.end, '2026-12-31');
  assert.equal(periodOf('Monthly', '2026-Q1'), null);
  assert.equal(periodOf('Quarterly', '2026-13'), null);
});

test('due dates and states', () => {
  const march = periodOf('Monthly', '2026-03')!;
  const due = dueDate(march, 15);
  assert.equal(due, '2026-04-15');
  const cases: [string | null, string, string][] = [
    [null, '2026-03-20', 'Upcoming'],
    [null, '2026-03-31', 'Upcoming'],
    [null, '2026-04-01', 'Due'],
    [null, '2026-04-15', 'Due'],
    [null, '2026-04-16', 'Missing'],
    ['2026-03-28', '2026-05-01', 'Submitted'],
    ['2026-04-15', '2026-05-01', 'Submitted'],
    ['2026-04-16', '2026-05-01', 'Late'],
  ];
  for (const [submitted, today, state] of cases) {
    assert.equal(submissionState(march, due, submitted, today), state, `${submitted} ${today}`);
  }
  assert.equal(dueDate(periodOf('Quarterly', '2026-Q4')!, 30), '2027-01-30');
});

test('file kinds by name', () => {
  const cases: [string, string][] = [
    ['report.PDF', 'Pdf'],
    ['notes.txt', 'TextFile'],
    ['memo.docx', 'Word'],
    ['deck.pptx', 'PowerPoint'],
    ['scan.jpeg', 'Image'],
    ['mfsr.xlsx', 'Excel'],
    ['data.csv', 'Excel'],
    ['all.zip', 'Zip'],
    ['README', 'Other'],
    ['x.bin', 'Other'],
  ];
  for (const [name, kind] of cases) assert.equal(fileKindOf(name), kind, name);
});
