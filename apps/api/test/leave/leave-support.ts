// Helpers for the leave API tests: multipart upload of a workbook, ledger reading.
import ExcelJS from 'exceljs';
import type { TestClient, TestResponse } from '../support/test-app.ts';

export type Errors = { errors?: Record<string, string[]> };

export async function uploadWorkbook<T>(
  client: TestClient,
  url: string,
  rows: unknown[][],
  options: { fileName?: string; sheet?: string } = {},
): Promise<TestResponse<T & Errors>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(options.sheet ?? 'Opening Balances');
  for (const r of rows) ws.addRow(r);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return uploadBytes<T>(client, url, bytes, options.fileName ?? 'opening.xlsx');
}

export function uploadBytes<T>(
  client: TestClient,
  url: string,
  bytes: Buffer,
  fileName: string,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): Promise<TestResponse<T & Errors>> {
  const boundary = `----ilawleave${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request<T & Errors>('POST', url, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export interface Ledger {
  balances: { leaveTypeId: number; code: string; balance: string; withoutPay: string }[];
  lines: {
    lineType: number;
    status: number;
    days: string;
    balance: string;
    leaveTypeCode: string;
    entryDate: string;
  }[];
}

export const balanceOf = (l: Ledger, code: string) => l.balances.find((b) => b.code === code)?.balance;
