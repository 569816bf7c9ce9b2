import assert from 'node:assert/strict';
import { test } from 'node:test';
import { salaryImportSpec } from '@ilaw/contracts/hr/salaries/salary-import';
import { MESSAGES } from '@ilaw/contracts/validation';
import ExcelJS from 'exceljs';
import { ImportOutcome, validateRows } from './import-pipeline.ts';
import { readImportFile } from './read-import-file.ts';

const options = { what: 'salary template', maxRows: 5 };

test('CSV: columns by header in any order, quotes, a byte-order mark, records numbered like sheet rows', async () => {
  const csv = Buffer.from(
    '\uFEFFAmount,Employee ID,Salary Type,Effective Date\r\n"21,000.50",A-1,Monthly,1/31/2024\r\n,,,\r\n',
  );
  const rows = await readImportFile(csv, 'csv', salaryImportSpec, options);
  assert.deepEqual(rows, [
    {
      row: 2,
      cells: {
        employeeId: 'A-1',
        salaryType: 'Monthly',
        amount: '21,000.50',
        effectiveDate: '1/31/2024',
        remarks: null,
      },
    },
    { row: 3, cells: { employeeId: null, salaryType: null, amount: null, effectiveDate: null, remarks: null } },
  ]);
  const out = new ImportOutcome();
  const { valid, blank, read } = validateRows(salaryImportSpec, rows, out);
  assert.deepEqual([read, blank, out.errors], [1, 1, []]);
  assert.deepEqual(valid[0]!.value, {
    employeeId: 'A-1',
    salaryType: 0,
    amount: '21000.50',
    effectiveDate: '2024-01-31',
    remarks: null,
  });
});

test('a workbook: Excel day numbers read as dates, one message per bad cell, the row bound', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Salaries');
  ws.addRow(['Employee ID', 'Salary Type', 'Amount', 'Effective Date']);
  ws.addRow(['A-1', 'daily', 650, 45292]);
  ws.addRow([null, 'Weekly', 'abc', null]);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const rows = await readImportFile(bytes, 'xlsx', salaryImportSpec, options);
  const out = new ImportOutcome();
  const { valid } = validateRows(salaryImportSpec, rows, out);
  assert.deepEqual(valid[0]!.value.effectiveDate, '2024-01-01');
  assert.equal(valid[0]!.value.salaryType, 1);
  assert.deepEqual(
    out.errors.map((e) => [e.row, e.field, e.value, e.message]),
    [
      [3, 'Employee ID', null, MESSAGES.required],
      [3, 'Salary Type', 'Weekly', 'Choose Monthly or Daily.'],
      [3, 'Amount', 'abc', 'Enter an amount greater than zero with at most 2 decimal places.'],
      [3, 'Effective Date', null, MESSAGES.required],
    ],
  );
  for (let i = 0; i < 5; i++) ws.addRow(['A-1', 'Monthly', 1, '2024-01-01']);
  const tooMany = Buffer.from(await wb.xlsx.writeBuffer());
  await assert.rejects(readImportFile(tooMany, 'xlsx', salaryImportSpec, options), /more than 5 rows/);
});
