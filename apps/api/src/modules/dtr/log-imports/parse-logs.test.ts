import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CSV_HEADER_MESSAGE, parseAttlogPush, parseLogFile, parseTimestamp } from './parse-logs.ts';

test('timestamps: valid and invalid', () => {
  assert.deepEqual(parseTimestamp('2025-01-06 07:55:12'), { date: '2025-01-06', time: '07:55:12' });
  assert.deepEqual(parseTimestamp('2025/1/6 7:05'), { date: '2025-01-06', time: '07:05:00' });
  assert.equal(parseTimestamp('2025-02-30 07:00:00'), null);
  assert.equal(parseTimestamp('2025-01-06 24:00:00'), null);
  assert.equal(parseTimestamp('yesterday'), null);
});

test('ZKTeco export: fields in order, bad lines rejected with reasons', () => {
  const text =
    '     101\t2025-01-06 07:55:12\t1\t0\t0\n\n102\t2025-01-06 08:20:00\t15\t1\t7\n103\tnot a time\t1\t0\t0\n\t2025-01-06 08:00:00\n';
  const r = parseLogFile(text);
  assert.ok(!('headerError' in r));
  assert.equal(r.totalLines, 4);
  assert.equal(r.logs.length, 2);
  assert.deepEqual(r.logs[0], {
    line: 1,
    biometricUserId: '101',
    logDate: '2025-01-06',
    logTime: '07:55:12',
    verifyMode: 1,
    inOutState: 0,
    workCode: null,
  });
  assert.equal(r.logs[1]!.verifyMode, 15);
  assert.equal(r.logs[1]!.inOutState, 1);
  assert.equal(r.logs[1]!.workCode, '7');
  assert.deepEqual(
    r.rejected.map((x) => x.line),
    [4, 5],
  );
  assert.match(r.rejected[0]!.reason, /not a valid date/);
  assert.match(r.rejected[1]!.reason, /user ID is missing/);
});

test('CSV with a header, quoted fields, separate date and time', () => {
  const r = parseLogFile('AC-No.,Date,Time,State\n"101","2025-01-06","07:55",0\n102,2025-01-06,25:00,1\n');
  assert.ok(!('headerError' in r));
  assert.equal(r.logs.length, 1);
  assert.equal(r.logs[0]!.logTime, '07:55:00');
  assert.equal(r.rejected[0]!.line, 3);
});

test('CSV without a usable header is refused as a whole', () => {
  assert.deepEqual(parseLogFile('a,b\n1,2\n'), { headerError: CSV_HEADER_MESSAGE });
});

test('ADMS ATTLOG: status before verify mode', () => {
  const r = parseAttlogPush('101\t2025-01-06 07:55:12\t0\t1\t0\t0\t0\n');
  assert.equal(r.logs[0]!.inOutState, 0);
  assert.equal(r.logs[0]!.verifyMode, 1);
});
