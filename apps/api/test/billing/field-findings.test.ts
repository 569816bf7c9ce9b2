// Field findings (issue 17 item 2, decision 111): recorded in the field with photos and GPS,
// listed with filters and exported, reviewed in the office into an action, never by the one who
// recorded it, once; a bill adjustment names the consumer's adjustment request.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FieldFinding } from '@ilaw/contracts/billing/field-findings/field-finding';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.ts';
import { multipart, setUpCoop, type Coop } from './billing-support.ts';
import { PNG } from './disconnection-support.ts';

const FINDINGS = '/api/v2/billing/field-findings';
let t: TestApp;
let coop: Coop;
let reader: TestClient & { userId: number };
let office: TestClient & { userId: number };

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 2 });
  reader = await t.userWithRoles(['MeterReader']);
  office = await t.userWithRoles(['BillingTransactions']);
});
after(() => t.close());

function record(
  client: TestClient,
  fields: Record<string, string>,
  photos: Buffer[] = [PNG],
): Promise<TestResponse<FieldFinding>> {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...photos.map((bytes, i) => ({ name: 'file', fileName: `finding-${i}.png`, bytes })),
  ]);
  return client.request<FieldFinding>('POST', FINDINGS, { payload, headers });
}

const GPS = { latitude: '12.3501', longitude: '121.0702', accuracyM: '8.4' };

test('a reader records a finding with photos and GPS; what is missing is refused', async () => {
  const made = await record(
    reader,
    { kind: 'Tampering', accountNo: coop.accounts[0]!.toLowerCase(), remarks: 'Seal broken', ...GPS },
    [PNG, PNG],
  );
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.match(made.body.findingNo, /^FF-\d{4}-\d{6}$/);
  assert.equal(made.body.accountNo, coop.accounts[0]);
  assert.equal(made.body.photoIds.length, 2);
  assert.equal(made.body.latitude, '12.350100');
  assert.equal(made.body.status, 'New');

  const noPhoto = await record(reader, { kind: 'StopMeter', accountNo: coop.accounts[0]!, ...GPS }, []);
  assert.equal(noPhoto.status, 400);
  const noWhere = await record(reader, { kind: 'StopMeter', ...GPS });
  assert.equal(noWhere.status, 400);
  const unknown = await record(reader, { kind: 'StopMeter', accountNo: 'NOPE-1', ...GPS });
  assert.equal(unknown.status, 400);
  const badKind = await record(reader, { kind: 'Alien', accountNo: coop.accounts[0]!, ...GPS });
  assert.equal(badKind.status, 400);
  const noGps = await record(reader, { kind: 'StopMeter', accountNo: coop.accounts[0]! });
  assert.equal(noGps.status, 400);
  // An illegal connection has no account: where it was found is enough.
  const illegal = await record(reader, { kind: 'IllegalConnection', locationText: 'Pole 12, Sitio Ilaya', ...GPS });
  assert.equal(illegal.status, 201, JSON.stringify(illegal.body));
  const teller = await t.userWithRoles(['Teller']);
  assert.equal((await record(teller, { kind: 'NoCover', accountNo: coop.accounts[1]!, ...GPS })).status, 403);
});

test('the list filters by status, kind and account; the export holds the same rows', async () => {
  const all = await office.get<{ data: FieldFinding[]; total: number }>(FINDINGS);
  assert.equal(all.status, 200);
  assert.equal(all.body.total, 2);
  const tampering = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { kind: 'Tampering' } });
  assert.deepEqual(
    tampering.body.data.map((f) => f.kind),
    ['Tampering'],
  );
  const byAccount = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { search: coop.accounts[0]! } });
  assert.equal(byAccount.body.data.length, 1);
  const file = await office.get(`${FINDINGS}/export`, { query: { status: 'New' } });
  assert.equal(file.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.raw as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  assert.equal(ws.getRow(1).getCell(1).value, 'Finding No.');
  assert.equal(ws.rowCount, 3);
  // The photos are among the meter images.
  const images = await office.get<{ data: { source: string }[] }>('/api/v2/billing/meter-images', {
    query: { source: 'Finding' },
  });
  assert.equal(images.body.data.length, 3);
});

test('reviewed into an action by another person, once; a bill adjustment names a real request', async () => {
  const list = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { kind: 'Tampering' } });
  const finding = list.body.data[0]!;
  const url = `${FINDINGS}/${finding.id}/review`;
  // The reader who recorded it, even holding an office role, may not review it.
  const both = await t.userWithRoles(['MeterReader', 'BillingTransactions']);
  const own = await record(both, { kind: 'BlurredMeter', accountNo: coop.accounts[1]!, ...GPS });
  const self = await both.post(`${FINDINGS}/${own.body.id}/review`, { action: 'NoAction', note: 'Checked it myself' });
  assert.equal(self.status, 403);
  assert.match(JSON.stringify(self.body), /recorded yourself/);
  assert.equal((await reader.post(url, { action: 'NoAction', note: 'Nothing to do' })).status, 403);

  const noRef = await office.post<{ errors: Record<string, string[]> }>(url, {
    action: 'ServiceRequest',
    note: 'Send a lineman',
  });
  assert.equal(noRef.status, 400);
  assert.ok(noRef.body.errors['serviceRequest']);
  const badAdjustment = await office.post(url, {
    action: 'BillAdjustment',
    reference: '999999',
    note: 'Bill the tampering',
  });
  assert.equal(badAdjustment.status, 400);
  const shortNote = await office.post(url, { action: 'NoAction', note: 'ok' });
  assert.equal(shortNote.status, 400);

  // A meter change is filed as member services' defective kWh meter request (decision 115).
  const done = await office.post<FieldFinding>(url, {
    action: 'MeterChange',
    note: 'Replace the meter',
    serviceRequest: { locationType: 'Residential' },
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.status, 'Reviewed');
  assert.equal(done.body.action, 'MeterChange');
  assert.match(done.body.actionReference ?? '', /^SR-\d{4}-\d{6}$/);
  assert.equal(done.body.actionDocument?.kind, 'ServiceRequest');
  assert.equal(done.body.actionDocument?.number, done.body.actionReference);
  const again = await office.post(url, { action: 'NoAction', note: 'Second thoughts' });
  assert.equal(again.status, 409);
  const reviewed = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { status: 'Reviewed' } });
  const changes = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { action: 'MeterChange' } });
  assert.deepEqual(
    changes.body.data.map((f) => f.id),
    [finding.id],
  );
  assert.deepEqual(
    reviewed.body.data.map((f) => f.id),
    [finding.id],
  );
});

test("a finding reviewed into a bill adjustment names the consumer's adjustment request", async () => {
  const accountNo = coop.accounts[1]!;
  const read = await coop.encoder.put('/api/v2/billing/meter-readings', {
    billMonthId: coop.monthId,
    accountNo,
    presentReading: '1100',
  });
  assert.equal(read.status, 200, JSON.stringify(read.body));
  const computed = await coop.clerk.post<{ result: { posted: number } }>('/api/v2/billing/bills/compute', {
    billMonthId: coop.monthId,
    accountNo,
  });
  assert.equal(computed.status, 200, JSON.stringify(computed.body));
  const bills = await t.running.database.db
    .selectFrom('billing_bills as b')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .select('b.id')
    .where('c.account_no', '=', accountNo)
    .execute();
  const request = await coop.clerk.post<{ id: number }>(`/api/v2/billing/bills/${bills[0]!.id}/adjustments`, {
    presentReading: '1180',
    reason: 'Stop meter found in the field',
  });
  assert.equal(request.status, 201, JSON.stringify(request.body));
  const finding = await record(reader, { kind: 'StopMeter', accountNo, ...GPS });
  const url = `${FINDINGS}/${finding.body.id}/review`;
  // Another consumer's request is not this finding's.
  const other = await record(reader, { kind: 'StopMeter', accountNo: coop.accounts[0]!, ...GPS });
  const wrong = await office.post(`${FINDINGS}/${other.body.id}/review`, {
    action: 'BillAdjustment',
    reference: String(request.body.id),
    note: 'Bill the unrecorded kWh',
  });
  assert.equal(wrong.status, 400);
  const done = await office.post<FieldFinding>(url, {
    action: 'BillAdjustment',
    reference: String(request.body.id),
    note: 'Bill the unrecorded kWh',
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.action, 'BillAdjustment');
});
