import assert from 'node:assert/strict';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { buildZip, xlsxHead } from '../../../test/support/zip.ts';
import { HttpError } from '../http/errors.ts';
import { XLSX_TYPE, sniffContentType } from './file-store.ts';
import { NOT_A_WORKBOOK, checkZipBounds, readWorkbook, workbookTooLarge, type WorkbookLimits } from './workbook.ts';

const MB = 1024 * 1024;
const small: WorkbookLimits = { maxUncompressedBytes: 4 * MB, maxEntries: 50 };
const zeros = Buffer.alloc(64 * 1024);

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof HttpError, String(err));
    return { status: err.status, message: err.message };
  }
  assert.fail('expected a refusal');
}

test('a real workbook passes the bounds and opens', async () => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet').addRow(['Employee ID', 'Amount']);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  await checkZipBounds(bytes, small);
  const opened = await readWorkbook(bytes);
  assert.equal(opened.worksheets[0]?.getCell('A1').value, 'Employee ID');
});

test('a zip bomb (8 MB of zeros in a few KB) is refused with 413 before it is unpacked', async () => {
  const bomb = await buildZip([
    ...xlsxHead(),
    { name: 'xl/worksheets/sheet1.xml', repeat: { chunk: zeros, times: 128 } },
  ]);
  assert.ok(bomb.length < 64 * 1024, `the bomb is small (${bomb.length} bytes)`);
  assert.equal(await sniffContentType(bomb), XLSX_TYPE, 'it passes for a workbook by its content');
  assert.deepEqual(await refusal(checkZipBounds(bomb, small)), { status: 413, message: workbookTooLarge(small) });
});

test('sizes that lie are caught while inflating into a counter', async () => {
  // Declares 1 KB, unpacks to 8 MB; the ratio check cannot see it either.
  const liar = await buildZip([
    ...xlsxHead(),
    { name: 'xl/worksheets/sheet1.xml', repeat: { chunk: zeros, times: 128 }, declaredSize: 1024 },
  ]);
  assert.deepEqual(await refusal(checkZipBounds(liar, small)), { status: 413, message: workbookTooLarge(small) });
});

test('too many entries, or an absurd ratio within the total, are refused', async () => {
  const many = await buildZip(
    Array.from({ length: 51 }, (_, i) => ({ name: `xl/part${i}.xml`, bytes: Buffer.from('<x/>') })),
  );
  assert.equal((await refusal(checkZipBounds(many, small))).status, 413);
  const dense = await buildZip([{ name: 'xl/a.xml', repeat: { chunk: zeros, times: 48 } }]);
  assert.equal((await refusal(checkZipBounds(dense, { maxUncompressedBytes: 100 * MB, maxEntries: 10 }))).status, 413);
});

test('bytes that are not a zip, or a truncated one, answer 415', async () => {
  assert.deepEqual(await refusal(checkZipBounds(Buffer.from('Employee ID,Amount\n'), small)), {
    status: 415,
    message: NOT_A_WORKBOOK,
  });
  const ok = await buildZip([{ name: 'a.xml', bytes: Buffer.from('<a/>') }]);
  const truncated = Buffer.concat([ok.subarray(0, 10), ok.subarray(ok.length - 22)]);
  assert.equal((await refusal(checkZipBounds(truncated, small))).status, 415);
});
