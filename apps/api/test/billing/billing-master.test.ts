// Consumers (search, get, near-by), readers, routes, bill months, rates (screen and .xlsx),
// reading entry and single compute, each with its refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHEET, setUpCoop, upload, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
});
after(async () => t.close());

test('consumer search matches the start of account number, name or meter serial', async () => {
  const byAccount = await c.txn.get<{ total: number }>('/api/fsd/billing/Consumer', { query: { search: '05-1000' } });
  assert.equal(byAccount.body.total, 4);
  const byName = await c.txn.get<{ total: number; data: { accountNo: string }[] }>('/api/fsd/billing/Consumer', {
    query: { search: 'dela cruz1, juan 2' },
  });
  assert.deepEqual(
    byName.body.data.map((x) => x.accountNo),
    [c.accounts[2]],
  );
  const bySerial = await c.txn.get<{ total: number }>('/api/fsd/billing/Consumer', { query: { search: 'm1-3' } });
  assert.equal(bySerial.body.total, 1);
  const byClass = await c.txn.get<{ total: number }>('/api/fsd/billing/Consumer', {
    query: { consumerClass: 'C', itemsPerPage: 1 },
  });
  assert.equal(byClass.body.total, 1);
  const none = await c.txn.get<{ total: number }>('/api/fsd/billing/Consumer', { query: { search: '%' } });
  assert.equal(none.body.total, 0);
});

test('one consumer by account number; unknown is 404', async () => {
  const one = await c.txn.get<{ name: string; multiplier: string; isSeniorCitizen: boolean }>(
    `/api/fsd/billing/Consumer/${c.accounts[2]}`,
  );
  assert.equal(one.status, 200);
  assert.equal(one.body.isSeniorCitizen, true);
  assert.equal((await c.txn.get('/api/fsd/billing/Consumer/05-00000')).status, 404);
});

test('near-by consumers come nearest first within the radius', async () => {
  const near = await c.txn.get<{ accountNo: string; distanceMeters: number }[]>(
    `/api/fsd/billing/Consumer/${c.accounts[0]}/near`,
    { query: { radius: 250 } },
  );
  assert.equal(near.status, 200);
  // 0.001 degree of latitude is about 111 m.
  assert.deepEqual(
    near.body.map((x) => x.accountNo),
    [c.accounts[1], c.accounts[2]],
  );
  assert.ok(Math.abs(near.body[0]!.distanceMeters - 111.2) < 1);
  const bad = await c.txn.get(`/api/fsd/billing/Consumer/${c.accounts[0]}/near`, { query: { radius: 0 } });
  assert.equal(bad.status, 400);
});

test('consumer master refuses bad input and leaves data unchanged', async () => {
  const base = {
    accountNo: '05-77777',
    branchCode: 5,
    name: 'SANTOS, ANA',
    town: 'San Jose',
    barangay: 'Bubog',
    consumerClass: 'R',
  };
  assert.equal((await c.txn.post('/api/v2/billing/consumers', base)).status, 403);
  const wrongPrefix = await c.clerk.post<{ errors: Record<string, string[]> }>('/api/v2/billing/consumers', {
    ...base,
    accountNo: '10-77777',
  });
  assert.equal(wrongPrefix.status, 400);
  assert.match(wrongPrefix.body.errors['accountNo']![0]!, /branch code 05/);
  const badTown = await c.clerk.post('/api/v2/billing/consumers', { ...base, town: 'Manila' });
  assert.equal(badTown.status, 400);
  const badClass = await c.clerk.post('/api/v2/billing/consumers', { ...base, consumerClass: 'X' });
  assert.equal(badClass.status, 400);
  const badMultiplier = await c.clerk.post('/api/v2/billing/consumers', { ...base, multiplier: '0' });
  assert.equal(badMultiplier.status, 400);
  const dup = await c.clerk.post('/api/v2/billing/consumers', { ...base, accountNo: c.accounts[0] });
  assert.equal(dup.status, 409);
  const list = await c.clerk.get<{ total: number }>('/api/fsd/billing/Consumer', { query: { search: '05-77777' } });
  assert.equal(list.body.total, 0);
  const made = await c.clerk.post<{ id: number }>('/api/v2/billing/consumers', base);
  assert.equal(made.status, 201);
  const upd = await c.clerk.put<{ consumerClass: string; accountStatus: number }>(
    `/api/v2/billing/consumers/${made.body.id}`,
    { ...base, consumerClass: 'C', accountStatus: 2 },
  );
  assert.equal(upd.body.consumerClass, 'C');
  assert.equal(upd.body.accountStatus, 2);
  const history = await c.clerk.get<{ action: string }[]>(`/api/v2/audit/billing-consumer/${made.body.id}`);
  assert.deepEqual(history.body.map((h) => h.action).sort(), ['created', 'updated']);
});

test('meter readers (admin) and routes', async () => {
  const readers = await t.admin.get<{ id: number; routeCount: number }[]>('/api/v2/billing/meter-readers');
  assert.equal(readers.body.find((r) => r.id === c.readerId)!.routeCount, 1);
  assert.equal((await c.txn.post('/api/v2/billing/meter-readers', { name: 'X', branchCode: 5 })).status, 403);
  assert.equal((await t.admin.post('/api/v2/billing/meter-readers', { name: 'X', branchCode: 999 })).status, 400);
  const otherBranch = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: 'Magsaysay Reader',
    branchCode: 10,
  });
  const wrong = await c.clerk.post('/api/v2/billing/routes', {
    branchCode: 5,
    code: 'RX',
    name: 'Route X',
    meterReaderId: otherBranch.body.id,
  });
  assert.equal(wrong.status, 400);
  const dup = await c.clerk.post('/api/v2/billing/routes', { branchCode: 5, code: 'R1', name: 'Again' });
  assert.equal(dup.status, 409);
  const routes = await c.txn.get<{ id: number; consumerCount: number }[]>('/api/v2/billing/routes', {
    query: { branchCode: 5 },
  });
  assert.equal(routes.body.find((r) => r.id === c.routeId)!.consumerCount, 4);
  const moved = await c.clerk.put(`/api/v2/billing/routes/${c.routeId}`, {
    branchCode: 10,
    code: 'R1',
    name: 'Route 1',
  });
  assert.equal(moved.status, 400);
  const upd = await t.admin.put<{ isActive: boolean }>(`/api/v2/billing/meter-readers/${otherBranch.body.id}`, {
    name: 'Magsaysay Reader',
    branchCode: 10,
    isActive: false,
  });
  assert.equal(upd.body.isActive, false);
});

test('bill months: default due date and lifeline tiers, refusals', async () => {
  const m = await c.clerk.post<{ id: number; dueDate: string; lifelineTiers: unknown[] }>(
    '/api/v2/billing/bill-months',
    { period: '2030-02', readingDate: '2030-02-25' },
  );
  assert.equal(m.status, 201);
  assert.equal(m.body.dueDate, '2030-03-06');
  assert.equal(m.body.lifelineTiers.length, 4);
  assert.equal(
    (await c.clerk.post('/api/v2/billing/bill-months', { period: '2030-02', readingDate: '2030-02-25' })).status,
    409,
  );
  assert.equal(
    (await c.clerk.post('/api/v2/billing/bill-months', { period: '2030-13', readingDate: '2030-02-25' })).status,
    400,
  );
  assert.equal(
    (
      await c.clerk.post('/api/v2/billing/bill-months', {
        period: '2030-03',
        readingDate: '2030-03-25',
        dueDate: '2030-03-01',
      })
    ).status,
    400,
  );
  const overlap = await c.clerk.post('/api/v2/billing/bill-months', {
    period: '2030-04',
    readingDate: '2030-04-05',
    lifelineTiers: [
      { minKwh: '0', maxKwh: '20', discountPercent: '100' },
      { minKwh: '15', maxKwh: '25', discountPercent: '50' },
    ],
  });
  assert.equal(overlap.status, 400);
  const upd = await c.clerk.put<{ seniorMaxKwh: string }>(`/api/v2/billing/bill-months/${m.body.id}`, {
    period: '2030-02',
    readingDate: '2030-02-25',
    seniorMaxKwh: '120',
  });
  assert.equal(upd.body.seniorMaxKwh, '120.00');
  const list = await c.txn.get<{ period: string }[]>('/api/v2/billing/bill-months');
  assert.equal(list.body[0]!.period, '2030-02');
});

test('rates: RateMonthlyHeader, refusals, .xlsx template and import', async () => {
  const headers = await c.txn.get<{ consumerClass: string; components: { code: string; rate: string }[] }[]>(
    '/api/fsd/billing/RateMonthlyHeader',
    { query: { billMonthId: c.monthId } },
  );
  assert.deepEqual(
    headers.body.map((h) => h.consumerClass),
    ['C', 'R'],
  );
  assert.equal(headers.body[1]!.components.find((x) => x.code === 'DIST')!.rate, '1.234500');
  const dup = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: c.monthId,
    consumerClass: 'I',
    components: [SHEET[0], SHEET[0]],
  });
  assert.equal(dup.status, 400);
  const tooPrecise = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: c.monthId,
    consumerClass: 'I',
    components: [{ ...SHEET[0], rate: '1.1234567' }],
  });
  assert.equal(tooPrecise.status, 400);
  assert.equal(
    (await c.txn.put('/api/v2/billing/rates', { billMonthId: c.monthId, consumerClass: 'I', components: SHEET }))
      .status,
    403,
  );
  const tpl = await c.clerk.get('/api/v2/billing/rates/template');
  assert.equal(tpl.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(tpl.raw as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Rates')!;
  // Fill class I only: keep the I rows, give GEN a rate.
  const keep: unknown[][] = [];
  ws.eachRow((row, n) => {
    if (n === 1 || row.getCell(1).value === 'I') keep.push((row.values as unknown[]).slice(1));
  });
  const out = new ExcelJS.Workbook();
  const s = out.addWorksheet('Rates');
  keep.forEach((r, i) =>
    s.addRow(i > 0 && r[1] === 'GEN' ? [r[0], r[1], r[2], r[3], '6.123456', r[5], r[6], r[7]] : r),
  );
  const bytes = Buffer.from((await out.xlsx.writeBuffer()) as ArrayBuffer);
  const importRates = (name: string, file: Buffer) =>
    upload<ImportResult>(
      c.clerk,
      '/api/v2/billing/rates/import',
      { billMonthId: String(c.monthId) },
      { name, bytes: file },
    );
  const imp = await importRates('rates.xlsx', bytes);
  assert.equal(imp.status, 200, JSON.stringify(imp.body));
  assert.equal(imp.body.mode, 'all-or-nothing');
  assert.deepEqual([imp.body.read, imp.body.posted, imp.body.failed], [keep.length - 1, keep.length - 1, 0]);
  const afterImport = await c.txn.get<
    { id: number; consumerClass: string; remarks: string; components: { code: string; rate: string }[] }[]
  >('/api/fsd/billing/RateMonthlyHeader', { query: { billMonthId: c.monthId, consumerClass: 'I' } });
  assert.equal(afterImport.body[0]!.components.find((x) => x.code === 'GEN')!.rate, '6.123456');
  assert.equal(afterImport.body[0]!.remarks, 'Imported from rates.xlsx');
  // The same file again is answered with that import; the same rates as CSV find class I unchanged.
  const replay = await importRates('rates.xlsx', bytes);
  assert.deepEqual([replay.body.posted, replay.body.unchanged], [keep.length - 1, 0]);
  assert.ok(replay.body.replay, 'the answer of the first import');
  const history = async () =>
    (await c.clerk.get<unknown[]>(`/api/v2/audit/billing-rates/${afterImport.body[0]!.id}`)).body.length;
  const auditsBefore = await history();
  const csv = keep
    .map((r, i) => (i > 0 && r[1] === 'GEN' ? [r[0], r[1], r[2], r[3], '6.123456', r[5], r[6], r[7]] : r))
    .map((r) => r.map((v) => `"${String(v)}"`).join(','))
    .join('\r\n');
  const again = await importRates('rates.csv', Buffer.from(csv));
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.deepEqual([again.body.posted, again.body.unchanged, again.body.replay], [0, keep.length - 1, null]);
  assert.equal(await history(), auditsBefore, 'nothing written again');

  // One bad row and nothing is imported: every bad cell is answered with its row and column.
  const badRow = new ExcelJS.Workbook();
  const b = badRow.addWorksheet('Rates');
  b.addRow(keep[0] as unknown[]);
  b.addRow(['C', 'GEN', 'Generation', 'kWh', '2.5', 'Y', 'Y', 'N']);
  b.addRow(['X', 'GEN', 'Generation', 'kWh', '1', 'Y', 'Y', 'N']);
  b.addRow(['C', 'dist', 'D', 'kWh', '1.1234567', 'maybe', 'Y', 'N']);
  const bad = await importRates('bad.xlsx', Buffer.from((await badRow.xlsx.writeBuffer()) as ArrayBuffer));
  assert.equal(bad.status, 200, JSON.stringify(bad.body));
  assert.deepEqual([bad.body.read, bad.body.posted, bad.body.failed], [3, 0, 2]);
  assert.deepEqual(
    bad.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [3, 'Class', 'Choose one of R, C, I, P, S, L.'],
      [4, 'Code', 'Use capital letters, digits and underscores.'],
      [4, 'Name', 'String length should be between 2 and 100 characters.'],
      [4, 'Rate', 'Enter a number with at most 6 decimal places.'],
      [4, 'Vatable', 'Enter Y or N.'],
    ],
  );
  const classC = await c.txn.get<{ components: { code: string; rate: string }[] }[]>(
    '/api/fsd/billing/RateMonthlyHeader',
    {
      query: { billMonthId: c.monthId, consumerClass: 'C' },
    },
  );
  assert.notEqual(
    classC.body[0]?.components.find((x) => x.code === 'GEN')?.rate,
    '2.500000',
    'the good row of the bad file posted nothing',
  );
  // CSV text that is not the template answers 400; bytes that are neither .xlsx nor text, 415.
  const notTemplate = await importRates('r.csv', Buffer.from('a,b'));
  assert.equal(notTemplate.status, 400);
  assert.match(JSON.stringify(notTemplate.body), /not the rate template: the column 'Class' is missing/);
  const notXlsx = await importRates('r.pdf', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n'));
  assert.equal(notXlsx.status, 415);
});

test('reading entry down a route, then single compute in test mode and for real', async () => {
  const sheet = await c.encoder.get<{ accountNo: string; previousReading: string; presentReading: string | null }[]>(
    '/api/v2/billing/meter-readings/route-sheet',
    { query: { billMonthId: c.monthId, routeId: c.routeId } },
  );
  assert.deepEqual(
    sheet.body.map((r) => r.accountNo),
    c.accounts,
  );
  assert.equal(sheet.body[0]!.previousReading, '1000.00');
  const below = await c.encoder.put<{ errors: Record<string, string[]> }>('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '999',
  });
  assert.equal(below.status, 400);
  assert.match(below.body.errors['presentReading']![0]!, /below the previous reading/);
  const unknown = await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: '05-00000',
    presentReading: '1',
  });
  assert.equal(unknown.status, 400);
  const ok = await c.encoder.put<{ presentReading: string }>('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1100',
  });
  assert.equal(ok.body.presentReading, '1100.00');
  const fixed = await c.encoder.put<{ presentReading: string }>('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1100.5',
  });
  assert.equal(fixed.body.presentReading, '1100.50');
  const preview = await c.clerk.post<{
    result: { posted: number };
    preview: { total: string; kwh: string };
    bill: null;
  }>('/api/v2/billing/bills/compute', { billMonthId: c.monthId, accountNo: c.accounts[0], testMode: true });
  assert.equal(preview.body.result.posted, 0);
  assert.equal(preview.body.preview.kwh, '100.50');
  assert.equal(preview.body.bill, null);
  const noReading = await c.clerk.post('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: c.accounts[1],
  });
  assert.equal(noReading.status, 400);
  const real = await c.clerk.post<{ bill: { totalAmount: string; billNo: string } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
  });
  assert.equal(real.body.bill.totalAmount, preview.body.preview.total);
  assert.equal(real.body.bill.billNo, '05-202601-000001');
  assert.equal(
    (await c.txn.post('/api/v2/billing/bills/compute', { billMonthId: c.monthId, accountNo: c.accounts[0] })).status,
    403,
  );
  const rates = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: c.monthId,
    consumerClass: 'R',
    components: SHEET,
  });
  assert.equal(rates.status, 400);
});

test('bill cancellation approvers are configured by Admin', async () => {
  const list = await t.admin.get<unknown[]>('/api/v2/billing/cancellation-approvers');
  assert.equal(list.body.length, 0);
  await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId });
  assert.equal(
    (await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId })).status,
    409,
  );
  assert.equal((await t.admin.delete(`/api/v2/billing/cancellation-approvers/${c.approver.userId}`)).status, 204);
  assert.equal((await t.admin.delete(`/api/v2/billing/cancellation-approvers/${c.approver.userId}`)).status, 404);
});
