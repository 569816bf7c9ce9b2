// A field finding's review files its action in member services (decision 115): a service request
// (a finding with no account gives the branch), a meter change as a defective kWh meter request, a
// connection order for an application For Installing, each in the review's transaction and linked
// to the finding; when member services refuses, nothing is kept and the finding stays New.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FieldFinding } from '@ilaw/contracts/billing/field-findings/field-finding';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { newTeller, type Teller } from '../collection/collection-support.ts';
import { setUpNca, toFeesBilled, toPayment, type Nca } from '../msd/connection-support.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.ts';
import { multipart, setUpCoop, type Coop } from './billing-support.ts';
import { PNG } from './disconnection-support.ts';

const FINDINGS = '/api/v2/billing/field-findings';
const GPS = { latitude: '12.3501', longitude: '121.0702', accuracyM: '8.4' };
let t: TestApp;
let coop: Coop;
let reader: TestClient & { userId: number };
let office: TestClient & { userId: number };
let n: Nca;
let teller: Teller;
let types: Map<string, number>;

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 2 });
  reader = await t.userWithRoles(['MeterReader']);
  office = await t.userWithRoles(['BillingTransactions']);
  n = await setUpNca(t);
  teller = await newTeller(t);
  const rows = await t.running.database.db.selectFrom('msd_service_request_types').select(['id', 'code']).execute();
  types = new Map(rows.map((r) => [r.code, r.id]));
});
after(() => t.close());

function record(client: TestClient, fields: Record<string, string>): Promise<TestResponse<FieldFinding>> {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: 'finding.png', bytes: PNG },
  ]);
  return client.request<FieldFinding>('POST', FINDINGS, { payload, headers });
}

const requestOf = (id: number) =>
  t.running.database.db
    .selectFrom('msd_service_requests')
    .select([
      'request_no',
      'field_finding_id',
      'consumer_id',
      'branch_code',
      'latitude',
      'address',
      'type_id',
      'subtype_id',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

test('a service request is filed in member services, linked to the finding, in the same transaction', async () => {
  const f = await record(reader, { kind: 'IllegalConnection', locationText: 'Purok 4, behind the chapel', ...GPS });
  assert.equal(f.status, 201, JSON.stringify(f.body));
  const url = `${FINDINGS}/${f.body.id}/review`;
  const body = { action: 'ServiceRequest', note: 'Send a crew to cut the tap' };
  // No account: the branch must be given; member services' refusal comes back under serviceRequest.
  const noBranch = await office.post<{ errors: Record<string, string[]> }>(url, {
    ...body,
    serviceRequest: { typeId: types.get('OTH'), locationType: 'Residential' },
  });
  assert.equal(noBranch.status, 400, JSON.stringify(noBranch.body));
  assert.ok(noBranch.body.errors['serviceRequest.branchCode'], JSON.stringify(noBranch.body));
  const noType = await office.post<{ errors: Record<string, string[]> }>(url, {
    ...body,
    serviceRequest: { locationType: 'Residential', branchCode: 5 },
  });
  assert.equal(noType.status, 400);
  assert.ok(noType.body.errors['serviceRequest.typeId']);
  const subtypeOfAnother = await office.post(url, {
    ...body,
    serviceRequest: {
      typeId: types.get('OTH'),
      subtypeId: types.get('KWH-DEF'),
      locationType: 'Residential',
      branchCode: 5,
    },
  });
  assert.equal(subtypeOfAnother.status, 400);
  // Nothing was kept by the refusals.
  const db = t.running.database.db;
  assert.equal(
    (await db.selectFrom('msd_service_requests').select('id').where('field_finding_id', '=', f.body.id).execute())
      .length,
    0,
  );

  const done = await office.post<FieldFinding>(url, {
    ...body,
    serviceRequest: { typeId: types.get('OTH'), locationType: 'Residential', branchCode: 5 },
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.action, 'ServiceRequest');
  assert.equal(done.body.actionDocument?.kind, 'ServiceRequest');
  assert.equal(done.body.actionReference, done.body.actionDocument?.number);
  const sr = await requestOf(done.body.actionDocument!.id);
  assert.equal(sr.field_finding_id, f.body.id);
  assert.equal(sr.branch_code, 5);
  assert.equal(sr.address, 'Purok 4, behind the chapel');
  assert.equal(Number(sr.latitude), 12.3501);
  // The request opens on member services' screen.
  const clerk = await t.userWithRoles(['ServiceRequest']);
  const opened = await clerk.get<{ requestNo: string; description: string }>(
    `/api/msd/ServiceRequests/${done.body.actionDocument!.id}`,
  );
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  assert.match(opened.body.description, new RegExp(f.body.findingNo));
  // The list shows the link too; a second review is refused and files nothing more.
  const listed = await office.get<{ data: FieldFinding[] }>(FINDINGS, { query: { action: 'ServiceRequest' } });
  assert.equal(listed.body.data.find((x) => x.id === f.body.id)?.actionDocument?.id, done.body.actionDocument!.id);
  const again = await office.post(url, {
    ...body,
    serviceRequest: { typeId: types.get('OTH'), locationType: 'Residential', branchCode: 5 },
  });
  assert.equal(again.status, 409);
  assert.equal(
    (await db.selectFrom('msd_service_requests').select('id').where('field_finding_id', '=', f.body.id).execute())
      .length,
    1,
  );
});

test("a meter change is a defective kWh meter request for the finding's consumer; none without a consumer", async () => {
  const f = await record(reader, { kind: 'StopMeter', accountNo: coop.accounts[0]!, ...GPS });
  const done = await office.post<FieldFinding>(`${FINDINGS}/${f.body.id}/review`, {
    action: 'MeterChange',
    note: 'The meter has stopped',
    serviceRequest: { locationType: 'Residential' },
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  const sr = await requestOf(done.body.actionDocument!.id);
  assert.equal(sr.type_id, types.get('KWH'));
  assert.equal(sr.subtype_id, types.get('KWH-DEF'));
  const consumer = await t.running.database.db
    .selectFrom('billing_consumers')
    .select('id')
    .where('account_no', '=', coop.accounts[0]!)
    .executeTakeFirstOrThrow();
  assert.equal(sr.consumer_id, consumer.id);

  const noAccount = await record(reader, { kind: 'Others', locationText: 'Street light post 7', ...GPS });
  const refused = await office.post<{ errors: Record<string, string[]> }>(`${FINDINGS}/${noAccount.body.id}/review`, {
    action: 'MeterChange',
    note: 'Replace the meter',
    serviceRequest: { locationType: 'StreetLight', branchCode: 5 },
  });
  assert.equal(refused.status, 400);
  assert.match(JSON.stringify(refused.body), /needs the finding's consumer/);
  // Nobody reviews their own finding, whatever the action.
  const both = await t.userWithRoles(['MeterReader', 'BillingTransactions']);
  const own = await record(both, { kind: 'StopMeter', accountNo: coop.accounts[1]!, ...GPS });
  const self = await both.post(`${FINDINGS}/${own.body.id}/review`, {
    action: 'MeterChange',
    note: 'Replace the meter',
    serviceRequest: { locationType: 'Residential' },
  });
  assert.equal(self.status, 403);
});

test('a connection order is issued for an application For Installing, linked to the finding', async () => {
  const f = await record(reader, { kind: 'IllegalConnection', locationText: 'Purok 3, near the chapel', ...GPS });
  const url = `${FINDINGS}/${f.body.id}/review`;
  const order = (applicationId: number) => ({
    applicationId,
    accountNo: `05-${uniqueTag()}`,
    consumerClass: 'R',
    town: 'San Jose',
  });
  const missing = await office.post<{ errors: Record<string, string[]> }>(url, {
    action: 'ConnectionOrder',
    note: 'The occupant applied and paid',
  });
  assert.equal(missing.status, 400);
  assert.ok(missing.body.errors['connectionOrder']);
  // An application not paid yet: refused, nothing kept.
  const unpaid = await toPayment(n);
  const early = await office.post(url, {
    action: 'ConnectionOrder',
    note: 'The occupant applied',
    connectionOrder: order(unpaid.id),
  });
  assert.equal(early.status, 409, JSON.stringify(early.body));
  const db = t.running.database.db;
  const linked = () =>
    db.selectFrom('msd_connection_orders').select('id').where('field_finding_id', '=', f.body.id).execute();
  assert.equal((await linked()).length, 0);

  const billed = await toFeesBilled(n);
  const paid = await teller.client.call(createPaymentEndpoint, {
    body: { idempotencyKey: randomUUID(), consumerId: null, nonPowerBillIds: [billed.fees!.billId], cash: '2500.00' },
  });
  assert.ok(paid.id);
  const done = await office.post<FieldFinding>(url, {
    action: 'ConnectionOrder',
    note: 'The occupant applied and paid',
    connectionOrder: order(billed.id),
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.actionDocument?.kind, 'ConnectionOrder');
  assert.match(done.body.actionReference ?? '', /^CO-05-\d{4}-\d{6}$/);
  assert.deepEqual(
    (await linked()).map((o) => o.id),
    [done.body.actionDocument!.id],
  );
  // The application has its order now: another finding cannot issue a second one.
  const g = await record(reader, { kind: 'IllegalConnection', locationText: 'Purok 3 again', ...GPS });
  const second = await office.post(`${FINDINGS}/${g.body.id}/review`, {
    action: 'ConnectionOrder',
    note: 'The same occupant',
    connectionOrder: order(billed.id),
  });
  assert.equal(second.status, 409);
});
