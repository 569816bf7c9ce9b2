// The billing flow end to end: extract, upload with a failed-log, bulk compute as a job (hand-
// computed totals to the centavo), recompute posts nothing, test mode, ledger, adjustment,
// cancellation with an approver, summaries and .xlsx exports.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, upload, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
});
after(async () => t.close());

type Upload = {
  id: number;
  accepted: number;
  failed: number;
  unchanged: number;
  replayed: boolean;
  totalLines: number;
};

test('the extract file lists the route in sequence with previous readings', async () => {
  const res = await c.txn.get('/api/v2/billing/meter-readings/extract', {
    query: { billMonthId: c.monthId, routeId: c.routeId },
  });
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-disposition']), /Readings-05-R1-2026-01\.csv/);
  const lines = String(res.body).trim().split(/\r\n/);
  assert.equal(
    lines[0],
    'AccountNo,Sequence,Name,MeterSerial,Multiplier,PreviousReading,PresentReading,Remark,NewMeterInitial,OldMeterFinal,DemandKw,ReadDate',
  );
  assert.equal(lines.length, 5);
  assert.match(lines[1]!, /^05-10001,1,"DELA CRUZ1, JUAN 0",M1-0,1\.0000,1000\.00,,/);
});

test('upload checks each line and lists the failures; the same file again posts nothing', async () => {
  const [a0, a1, a2, a3] = c.accounts;
  const csv = [
    'AccountNo,PresentReading,Remark',
    `${a0},1100,`, // 100 kWh
    `${a1},1020,`, // lifeliner 20 kWh
    `${a2},980,`, // below previous, no remark: refused
    `${a3},1010.25,`, // 10.25 x 40 = 410 kWh
    `${a0},1200,`, // duplicate
    '05-99999,10,', // unknown
    `${a2},abc,`, // not a number
  ].join('\n');
  const res = await upload<Upload>(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    { name: 'route1.csv', bytes: Buffer.from(csv) },
  );
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.totalLines, 7);
  assert.equal(res.body.accepted, 3);
  assert.equal(res.body.failed, 4);
  const failures = await c.txn.get<{ lineNo: number; reason: string }[]>(
    `/api/v2/billing/meter-readings/uploads/${res.body.id}/failures`,
  );
  assert.deepEqual(
    failures.body.map((f) => f.lineNo),
    [4, 6, 7, 8],
  );
  assert.match(failures.body[0]!.reason, /below the previous reading 1000\.00/);
  assert.match(failures.body[1]!.reason, /Duplicate line: this account is already on line 2/);
  assert.equal(failures.body[2]!.reason, 'Unknown account number.');
  assert.match(failures.body[3]!.reason, /not a valid number/);
  const again = await upload<Upload>(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    { name: 'route1-copy.csv', bytes: Buffer.from(csv) },
  );
  assert.equal(again.body.replayed, true);
  assert.equal(again.body.id, res.body.id);
  // A meter change explains the lower reading.
  const fix = await upload<Upload>(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    {
      name: 'fix.csv',
      bytes: Buffer.from(
        `AccountNo,PresentReading,Remark,NewMeterInitial,OldMeterFinal\n${a0},1100,\n${a2},20,ChangeMeter,0,1030\n`,
      ),
    },
  );
  assert.equal(fix.body.accepted, 1);
  assert.equal(fix.body.unchanged, 1);
  assert.equal(fix.body.failed, 0);
});

test('a non-CSV file is refused with 415 and a missing header with 400', async () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
    'hex',
  );
  const res = await upload(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    { name: 'x.png', bytes: png },
  );
  assert.equal(res.status, 415);
  const bad = await upload(
    c.txn,
    '/api/v2/billing/meter-readings/upload',
    { billMonthId: String(c.monthId) },
    { name: 'x.csv', bytes: Buffer.from('foo,bar\n1,2\n') },
  );
  assert.equal(bad.status, 400);
});

test('test mode computes totals and posts nothing', async () => {
  const start = await c.clerk.post<{ jobId: string }>('/api/v2/billing/bills/compute-jobs', {
    billMonthId: c.monthId,
    testMode: true,
  });
  assert.equal(start.status, 202);
  await t.running.services.jobs.drain();
  const job = await c.clerk.get<{
    status: string;
    result: { posted: number; totalAmount: string; considered: number };
  }>(`/api/v2/jobs/${start.body.jobId}`);
  assert.equal(job.body.status, 'succeeded');
  assert.equal(job.body.result.posted, 0);
  // 816.49 (100 kWh) + 103.67 (lifeliner 20 kWh) + senior meter change 50 kWh + commercial 410 kWh 3174.03
  // senior 50 kWh: 275 + 61.73 + 50 + 2.50 + 0.62; 5%: 13.75 + 3.09 + 2.50 = 19.34; VAT (261.25) 31.35 + (58.64) 7.04 + (47.50) 5.70 => 414.60
  assert.equal(job.body.result.totalAmount, '4508.79');
  const bills = await c.clerk.get<{ total: number }>('/api/v2/billing/bills', { query: { billMonthId: c.monthId } });
  assert.equal(bills.body.total, 0);
});

test('bulk compute posts a bill per read consumer with progress, and a second run posts none', async () => {
  const start = await c.clerk.post<{ jobId: string }>('/api/v2/billing/bills/compute-jobs', {
    billMonthId: c.monthId,
    routeId: c.routeId,
  });
  await t.running.services.jobs.drain();
  const job = await c.clerk.get<{
    status: string;
    progressDone: number;
    progressTotal: number;
    result: { posted: number; totalAmount: string };
  }>(`/api/v2/jobs/${start.body.jobId}`);
  assert.equal(job.body.status, 'succeeded');
  assert.equal(job.body.result.posted, 4);
  assert.equal(job.body.progressDone, 4);
  assert.equal(job.body.progressTotal, 4);
  assert.equal(job.body.result.totalAmount, '4508.79');
  const again = await c.clerk.post<{ jobId: string }>('/api/v2/billing/bills/compute-jobs', { billMonthId: c.monthId });
  await t.running.services.jobs.drain();
  const job2 = await c.clerk.get<{ result: { posted: number; alreadyBilled: number } }>(
    `/api/v2/jobs/${again.body.jobId}`,
  );
  assert.equal(job2.body.result.posted, 0);
  assert.equal(job2.body.result.alreadyBilled, 4);
  const bills = await c.clerk.get<{
    total: number;
    data: { billNo: string; totalAmount: string; accountNo: string }[];
  }>('/api/v2/billing/bills', { query: { billMonthId: c.monthId } });
  assert.equal(bills.body.total, 4);
  assert.deepEqual(bills.body.data.map((b) => b.billNo).sort(), [
    '05-202601-000001',
    '05-202601-000002',
    '05-202601-000003',
    '05-202601-000004',
  ]);
  const single = await c.clerk.post<{ result: { posted: number; alreadyBilled: number } }>(
    '/api/v2/billing/bills/compute',
    { billMonthId: c.monthId, accountNo: c.accounts[0] },
  );
  assert.equal(single.status, 200);
  assert.equal(single.body.result.posted, 0);
  assert.equal(single.body.result.alreadyBilled, 1);
});

test('the printable bill keeps every line and they sum to the total', async () => {
  const list = await c.clerk.get<{ data: { id: number; accountNo: string }[] }>('/api/v2/billing/bills', {
    query: { accountNo: c.accounts[3] },
  });
  const bill = await c.txn.get<{ totalAmount: string; kwh: string; lines: { code: string; amount: string }[] }>(
    `/api/v2/billing/bills/${list.body.data[0]!.id}`,
  );
  assert.equal(bill.body.kwh, '410.00');
  assert.equal(bill.body.totalAmount, '3174.03');
  const sum = bill.body.lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
  assert.equal(sum, 317403);
  assert.ok(bill.body.lines.some((l) => l.code === 'VAT_DIST' && l.amount === '60.74'));
});

test('readings of a billed consumer can no longer change', async () => {
  const res = await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[0],
    presentReading: '1200',
  });
  assert.equal(res.status, 409);
  const sheet = await c.encoder.get<{ accountNo: string; presentReading: string | null; billed: boolean }[]>(
    '/api/v2/billing/meter-readings/route-sheet',
    { query: { billMonthId: c.monthId, routeId: c.routeId } },
  );
  assert.equal(sheet.body.length, 4);
  assert.ok(sheet.body.every((r) => r.billed));
});

test('adjustment: the request shows the recomputed bill and the difference; only an approver posts it, never the requester', async () => {
  const list = await c.clerk.get<{ data: { id: number }[] }>('/api/v2/billing/bills', {
    query: { accountNo: c.accounts[0] },
  });
  const id = list.body.data[0]!.id;
  const refused = await c.txn.post(`/api/v2/billing/bills/${id}/adjustments`, {
    presentReading: '1090',
    reason: 'Misread',
  });
  assert.equal(refused.status, 403);
  const noReason = await c.clerk.post(`/api/v2/billing/bills/${id}/adjustments`, {
    presentReading: '1090',
    reason: '',
  });
  assert.equal(noReason.status, 400);
  const res = await c.clerk.post<{
    id: number;
    status: string;
    originalReading: { total: string };
    proposed: { total: string; kwh: string; lines: { code: string }[] };
    difference: string;
    approval: { currentSignatory: string; canDecide: boolean; canWithdraw: boolean };
  }>(`/api/v2/billing/bills/${id}/adjustments`, { presentReading: '1090', reason: 'Reader misread the meter' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.status, 'Pending');
  assert.equal(res.body.originalReading.total, '816.49');
  assert.equal(res.body.proposed.kwh, '90.00');
  // 495 + 111.11 (111.105) + 50 + 4.50 + 1.11 (1.107); VAT 59.40 + 13.33 (13.3332) + 6.00
  assert.equal(res.body.proposed.total, '740.45');
  assert.equal(res.body.difference, '-76.04');
  assert.ok(res.body.proposed.lines.length > 0);
  assert.deepEqual(
    [res.body.approval.currentSignatory, res.body.approval.canDecide, res.body.approval.canWithdraw],
    ['Approver', false, true],
  );
  // Nothing is posted yet.
  const before = await c.txn.get<{ entries: { kind: string }[] }>(`/api/v2/billing/ledger/${c.accounts[0]}`);
  assert.deepEqual(
    before.body.entries.map((e) => e.kind),
    ['Bill'],
  );
  const second = await c.clerk.post(`/api/v2/billing/bills/${id}/adjustments`, {
    presentReading: '1080',
    reason: 'Second try',
  });
  assert.equal(second.status, 409);
  const cancel = await c.txn.post(`/api/v2/billing/bills/${id}/cancellation-requests`, { reason: 'Wrong account' });
  assert.equal(cancel.status, 409);
  const own = await c.clerk.post<{ errors: { generalErrors: string[] } }>(
    `/api/v2/billing/adjustment-requests/${res.body.id}/approve`,
    { remarks: 'Fine' },
  );
  assert.equal(own.status, 403);
  assert.deepEqual(own.body.errors.generalErrors, ['You cannot approve your own request.']);
  const waiting = await c.approver.get<{ items: { key: string; count: number; link: string }[] }>(
    '/api/v2/user/my-work',
  );
  assert.deepEqual(
    waiting.body.items.find((i) => i.key === 'approval:billing.bill-adjustment'),
    {
      key: 'approval:billing.bill-adjustment',
      label: 'Bill adjustment',
      count: 1,
      link: '/fsd/billing/transactions/bill-cancellation-approval?view=adjustments',
    },
  );
  const ok = await c.approver.post<{
    status: string;
    correctedBillNo: string;
    correctedBillId: number;
    decisionRemarks: string;
  }>(`/api/v2/billing/adjustment-requests/${res.body.id}/approve`, { remarks: 'Checked the meter photo' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.status, 'Approved');
  assert.equal(ok.body.decisionRemarks, 'Checked the meter photo');
  assert.ok(ok.body.correctedBillNo);
  const original = await c.clerk.get<{ status: string; totalAmount: string }>(`/api/v2/billing/bills/${id}`);
  assert.equal(original.body.status, 'Adjusted');
  assert.equal(original.body.totalAmount, '816.49');
  const again = await c.clerk.post(`/api/v2/billing/bills/${id}/adjustments`, {
    presentReading: '1080',
    reason: 'Second try',
  });
  assert.equal(again.status, 409);
  const ledger = await c.txn.get<{
    balance: string;
    entries: { kind: string; debit: string; credit: string; balance: string }[];
  }>(`/api/v2/billing/ledger/${c.accounts[0]}`);
  assert.deepEqual(
    ledger.body.entries.map((e) => [e.kind, e.debit, e.credit, e.balance]),
    [
      ['Bill', '816.49', '0.00', '816.49'],
      ['AdjustmentReversal', '0.00', '816.49', '0.00'],
      ['AdjustmentCorrection', '740.45', '0.00', '740.45'],
    ],
  );
  assert.equal(ledger.body.balance, '740.45');
  const signatories = await c.clerk.get<{ signatoryType: string; decision: string; remarks: string | null }[]>(
    `/api/v2/approvals/documents/billing.bill-adjustment/${res.body.id}/signatories`,
  );
  assert.deepEqual(
    signatories.body.map((s) => [s.signatoryType, s.decision, s.remarks]),
    [
      ['Prepared by', 'Submitted', null],
      ['Approver', 'Approved', 'Checked the meter photo'],
    ],
  );
  // The prints of both bills name them: the original (adjusted) and the corrected one.
  for (const billId of [id, ok.body.correctedBillId]) {
    const printed = await c.txn.get<{ title: string; signatories: { signatoryType: string; name: string }[] }[]>(
      `/api/v2/billing/bills/${billId}/signatories`,
    );
    assert.equal(printed.status, 200);
    assert.deepEqual(
      printed.body.map((p) => [p.title, p.signatories.map((x) => x.signatoryType)]),
      [['Adjustment', ['Prepared by', 'Approver']]],
    );
  }
});

test('a rejected or withdrawn adjustment posts nothing', async () => {
  const list = await c.clerk.get<{ data: { id: number }[] }>('/api/v2/billing/bills', {
    query: { accountNo: c.accounts[3], status: 'Posted' },
  });
  const id = list.body.data[0]!.id;
  const ask = await c.clerk.post<{ id: number; approval: { requestId: number } }>(
    `/api/v2/billing/bills/${id}/adjustments`,
    { presentReading: '1400', reason: 'Reader misread the meter' },
  );
  assert.equal(ask.status, 201, JSON.stringify(ask.body));
  const rejected = await c.approver.post<{ status: string }>(
    `/api/v2/billing/adjustment-requests/${ask.body.id}/reject`,
    {
      remarks: 'The photo shows the first reading',
    },
  );
  assert.equal(rejected.body.status, 'Rejected');
  const ask2 = await c.clerk.post<{ id: number; approval: { requestId: number } }>(
    `/api/v2/billing/bills/${id}/adjustments`,
    { presentReading: '1400', reason: 'Reader misread the meter' },
  );
  assert.equal(ask2.status, 201);
  const withdrawn = await c.clerk.post<{ status: string }>(
    `/api/v2/approvals/requests/${ask2.body.approval.requestId}/withdrawal`,
    { reason: 'Asked by mistake' },
  );
  assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
  const row = await c.clerk.get<{ status: string }>(`/api/v2/billing/adjustment-requests/${ask2.body.id}`);
  assert.equal(row.body.status, 'Withdrawn');
  const bill = await c.clerk.get<{ status: string; totalAmount: string }>(`/api/v2/billing/bills/${id}`);
  assert.equal(bill.body.status, 'Posted');
  assert.equal(bill.body.totalAmount, '3174.03');
});

test('cancellation: requested by BillingTransactions, decided only by a configured approver', async () => {
  const list = await c.clerk.get<{ data: { id: number }[] }>('/api/v2/billing/bills', {
    query: { accountNo: c.accounts[1], status: 'Posted' },
  });
  const billId = list.body.data[0]!.id;
  const byClerk = await c.clerk.post(`/api/v2/billing/bills/${billId}/cancellation-requests`, {
    reason: 'Wrong account',
  });
  assert.equal(byClerk.status, 403);
  const req = await c.txn.post<{ id: number; status: string }>(
    `/api/v2/billing/bills/${billId}/cancellation-requests`,
    { reason: 'Billed on the wrong account' },
  );
  assert.equal(req.status, 201);
  assert.equal(req.body.status, 'Pending');
  const dup = await c.txn.post(`/api/v2/billing/bills/${billId}/cancellation-requests`, {
    reason: 'Billed on the wrong account',
  });
  assert.equal(dup.status, 409);
  // Holding the role is not enough: the approver must be configured.
  const early = await c.approver.post(`/api/v2/billing/cancellation-requests/${req.body.id}/approve`, {
    remarks: 'OK',
  });
  assert.equal(early.status, 403);
  const notAdmin = await c.clerk.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId });
  assert.equal(notAdmin.status, 403);
  const noRole = await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.txn.userId });
  assert.equal(noRole.status, 400);
  const add = await t.admin.post('/api/v2/billing/cancellation-approvers', { userId: c.approver.userId });
  assert.equal(add.status, 201);
  const ok = await c.approver.post<{ status: string; decidedBy: string; decisionRemarks: string }>(
    `/api/v2/billing/cancellation-requests/${req.body.id}/approve`,
    { remarks: 'Verified with the reader' },
  );
  assert.equal(ok.status, 200);
  assert.equal(ok.body.status, 'Approved');
  assert.equal(ok.body.decisionRemarks, 'Verified with the reader');
  const twice = await c.approver.post(`/api/v2/billing/cancellation-requests/${req.body.id}/reject`, { remarks: 'No' });
  assert.equal(twice.status, 409);
  const ledger = await c.txn.get<{ balance: string; entries: { kind: string }[] }>(
    `/api/v2/billing/ledger/${c.accounts[1]}`,
  );
  assert.deepEqual(
    ledger.body.entries.map((e) => e.kind),
    ['Bill', 'Cancellation'],
  );
  assert.equal(ledger.body.balance, '0.00');
  // A rejected request leaves the bill standing.
  const other = await c.clerk.get<{ data: { id: number }[] }>('/api/v2/billing/bills', {
    query: { accountNo: c.accounts[2] },
  });
  const r2 = await c.txn.post<{ id: number }>(`/api/v2/billing/bills/${other.body.data[0]!.id}/cancellation-requests`, {
    reason: 'Customer complaint',
  });
  const rej = await c.approver.post<{ status: string }>(`/api/v2/billing/cancellation-requests/${r2.body.id}/reject`, {
    remarks: 'Reading confirmed',
  });
  assert.equal(rej.body.status, 'Rejected');
  const pending = await c.approver.get<{ total: number }>('/api/v2/billing/cancellation-requests', {
    query: { status: 'Pending' },
  });
  assert.equal(pending.body.total, 0);
  // After cancellation the consumer can be billed again for the month.
  const rebill = await c.clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: c.monthId,
    accountNo: c.accounts[1],
  });
  assert.equal(rebill.body.result.posted, 1);
});

test('summaries by class, kWh summary and their .xlsx exports', async () => {
  const s = await c.clerk.get<{
    rows: { group: string; bills: number; total: string }[];
    totals: { total: string; bills: number };
  }>('/api/fsd/billing/summaries', { query: { billMonthId: c.monthId, groupBy: 'class' } });
  assert.equal(s.status, 200);
  // Standing: corrected 740.45, re-billed 103.67, senior 414.60, commercial 3174.03
  assert.equal(s.body.totals.bills, 4);
  assert.equal(s.body.totals.total, '4432.75');
  const k = await c.clerk.get<{ totals: { kwh: string } }>('/api/fsd/billing/summaries/Kwh', {
    query: { billMonthId: c.monthId, groupBy: 'route' },
  });
  assert.equal(k.body.totals.kwh, '570.00');
  for (const url of ['/api/fsd/billing/summaries/export', '/api/fsd/billing/summaries/Kwh/export']) {
    const x = await c.clerk.get(url, { query: { billMonthId: c.monthId, filename: 'June' } });
    assert.equal(x.status, 200);
    assert.match(String(x.headers['content-disposition']), /June\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.raw as unknown as ArrayBuffer);
    assert.equal(wb.worksheets[0]!.getRow(3).getCell(1).value, 'Group');
  }
  const total = await c.txn.get<{ billMonthId: number; total: string }[]>('/api/v2/billing/total-billed');
  assert.equal(total.body.find((m) => m.billMonthId === c.monthId)!.total, '4432.75');
  const detail = await c.txn.get<{ rows: unknown[] }>(`/api/v2/billing/total-billed/${c.monthId}`);
  assert.equal(detail.body.rows.length, 2);
  const monthly = await c.clerk.get<{ period: string }[]>('/api/v2/billing/reports/monthly-bills', {
    query: { year: 2026 },
  });
  assert.equal(monthly.body.length, 2);
  const denied = await c.txn.get('/api/fsd/billing/summaries', { query: { billMonthId: c.monthId } });
  assert.equal(denied.status, 403);
});

test('a closed month takes no readings, rates or computation', async () => {
  const close = await c.clerk.post<{ status: string }>(`/api/v2/billing/bill-months/${c.monthId}/close`);
  assert.equal(close.body.status, 'Closed');
  const rates = await c.clerk.put('/api/v2/billing/rates', {
    billMonthId: c.monthId,
    consumerClass: 'I',
    components: [{ code: 'GEN', name: 'Generation', unit: 'kWh', rate: '5', vatable: true, discountable: true }],
  });
  assert.equal(rates.status, 409);
  const reading = await c.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: c.monthId,
    accountNo: c.accounts[1],
    presentReading: '1300',
  });
  assert.equal(reading.status, 409);
  const compute = await c.clerk.post('/api/v2/billing/bills/compute-jobs', { billMonthId: c.monthId });
  assert.equal(compute.status, 409);
});
