// Go-live imports (issue 19 item 1, docs/decisions/019): consumers, last readings, opening balances,
// advance balances and employees through the one import pipeline. Each: good rows post as one batch
// with a reconciliation, bad rows answer their row, column and reason, a dry run changes nothing,
// the same file again posts nothing, and the batch undoes as a whole while nothing depends on it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ImportBatch } from '@ilaw/contracts/golive/batches/import-batch';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { MESSAGES } from '@ilaw/contracts/validation';
import { sql } from 'kysely';
import { account, newTeller, pay } from '../collection/collection-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

let t: TestApp;
let admin: TestClient;
const P = `G${randomBytes(3).toString('hex').toUpperCase()}`;
const acct = (n: number) => `${P}-${String(n).padStart(4, '0')}`;

before(async () => {
  t = await createTestApp();
  admin = await t.userWithRoles(['Admin']);
});
after(async () => t.close());

function csv(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
}

async function upload(kind: string, rows: (string | number)[][], opts: { dryRun?: boolean; name?: string } = {}) {
  const boundary = `----golive${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.name ?? `${kind}.csv`}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv(rows),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return admin.request<ImportResult>('POST', `/api/admin/GoLive/${kind}/Import${opts.dryRun ? '?dryRun=true' : ''}`, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const db = () => t.running.database.db;
async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(db())).rows[0]!.n);
}
const consumersOf = () =>
  count(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_consumers WHERE account_no LIKE ${`${P}-%`}`);
const recon = (r: ImportResult) => r.reconciliation.map((l) => `${l.label}: ${l.inFile} / ${l.posted}`);

const CONSUMER_HEAD = [
  'Account No',
  'Name',
  'Branch',
  'Town',
  'Barangay',
  'Class',
  'Status',
  'Route',
  'Sequence',
  'Meter Serial',
  'Multiplier',
  'Lifeliner',
  'Senior Citizen',
  'Deposit',
];
const consumerRows = [
  CONSUMER_HEAD,
  [
    acct(1),
    'DELA CRUZ, JUAN',
    'San Jose',
    'San Jose',
    'Poblacion',
    'Residential',
    'Active',
    `${P}R1`,
    1,
    'M-1',
    1,
    'Y',
    'N',
    '1,500.00',
  ],
  [acct(2), 'SANTOS, ANA', '5', 'San Jose', 'Poblacion', 'C', '', `${P}R1`, 2, 'M-2', '', '', 'Y', 2000],
  [acct(3), '', 'San Jose', 'San Jose', 'Poblacion', 'X', '', '', '', '', '', '', '', 100],
  [acct(1), 'REPEAT, ROW', 'San Jose', 'San Jose', 'Poblacion', 'R', '', '', '', '', '', '', '', ''],
  [acct(4), 'REYES, PEDRO', 'Nowhere', 'San Jose', 'Poblacion', 'R', '', '', '', '', '0', '', '', ''],
];

test('consumers: a dry run checks every row and keeps nothing; the good rows post once as a batch', async () => {
  const dry = await upload('consumers', consumerRows, { dryRun: true });
  assert.equal(dry.status, 200, JSON.stringify(dry.body));
  assert.equal(dry.body.dryRun, true);
  assert.equal(dry.body.batchId, null);
  assert.deepEqual([dry.body.read, dry.body.posted, dry.body.failed], [5, 2, 3]);
  assert.deepEqual(
    dry.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [4, 'Name', MESSAGES.required],
      [4, 'Class', 'Choose a class: Residential, Commercial, Industrial, Public Building, Street Light or Large Load.'],
      [5, 'Account No', 'Row 2 already has this account number.'],
      [6, 'Branch', 'Choose a branch from the list (its name or code).'],
      [6, 'Multiplier', 'The multiplier must be above zero.'],
    ],
  );
  assert.deepEqual(recon(dry.body), ['Rows: 5 / 2', 'Deposits: 3600.00 / 3500.00']);
  assert.equal(await consumersOf(), 0, 'the dry run kept nothing');
  assert.equal(
    await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM billing_routes WHERE code = ${`${P}R1`}`),
    0,
    'nor the route it would create',
  );

  const res = await upload('consumers', consumerRows);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.dryRun, false);
  assert.deepEqual([res.body.posted, res.body.failed], [2, 3]);
  assert.ok(res.body.batchId);
  const rows = await sql<{
    account_no: string;
    consumer_class: string;
    deposit: string;
    route: string;
    lifeliner: boolean;
  }>`
    SELECT c.account_no, c.consumer_class, c.deposit::text AS deposit, r.code AS route, c.is_lifeliner AS lifeliner
    FROM billing_consumers c JOIN billing_routes r ON r.id = c.route_id WHERE c.account_no LIKE ${`${P}-%`} ORDER BY 1`.execute(
    db(),
  );
  assert.deepEqual(
    rows.rows.map((r) => [r.account_no, r.consumer_class.trim(), Number(r.deposit), r.route, r.lifeliner]),
    [
      [acct(1), 'R', 1500, `${P}R1`, true],
      [acct(2), 'C', 2000, `${P}R1`, false],
    ],
  );

  // The same file again (it had failed rows, so it is checked again): its good rows are unchanged.
  const again = await upload('consumers', consumerRows);
  assert.deepEqual([again.body.posted, again.body.unchanged, again.body.batchId], [0, 2, null]);
  assert.equal(await consumersOf(), 2);
});

let consumerBatch: number;
test('consumers: a complete file imported twice is answered with the first import; undo removes the batch', async () => {
  const file = [
    CONSUMER_HEAD,
    ...[5, 6, 7].map((n) => [acct(n), `NAME, N${n}`, 'Rizal', 'Rizal', 'Bagong', 'R', '', '', '', '', '', '', '', 100]),
  ];
  const first = await upload('consumers', file);
  assert.deepEqual([first.body.posted, first.body.failed], [3, 0]);
  consumerBatch = first.body.batchId!;
  const second = await upload('consumers', file);
  assert.ok(second.body.replay, 'answered as a replay');
  assert.equal(second.body.batchId, consumerBatch);
  assert.equal(await consumersOf(), 5, 'nothing posted twice');

  const undo = await admin.post<ImportBatch>(`/api/admin/GoLive/Batches/${consumerBatch}/Undo`, {});
  assert.equal(undo.status, 200, JSON.stringify(undo.body));
  assert.equal(undo.body.status, 'Undone');
  assert.equal(await consumersOf(), 2);
  const twice = await admin.post(`/api/admin/GoLive/Batches/${consumerBatch}/Undo`, {});
  assert.equal(twice.status, 409);
  // Undone, the same file imports again.
  const back = await upload('consumers', file);
  assert.deepEqual([back.body.posted, back.body.replay], [3, null]);
  consumerBatch = back.body.batchId!;
});

test('last readings: become the previous reading; unknown accounts fail; undo puts the old value back', async () => {
  const head = ['Account No', 'Last Reading'];
  const file = [head, [acct(1), '1,234.50'], [acct(2), 99], [`${P}-9999`, 5], [acct(5), 'abc']];
  const dry = await upload('last-readings', file, { dryRun: true });
  assert.deepEqual([dry.body.posted, dry.body.failed], [2, 2]);
  assert.deepEqual(
    dry.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [4, 'Account No', `No consumer has the account number '${P}-9999'.`],
      [5, 'Last Reading', 'Enter a reading of zero or more with at most 2 decimal places.'],
    ],
  );
  const initial = async () =>
    (
      await sql<{
        r: string;
      }>`SELECT initial_reading::text AS r FROM billing_consumers WHERE account_no = ${acct(1)}`.execute(db())
    ).rows[0]!.r;
  assert.equal(Number(await initial()), 0);
  const res = await upload('last-readings', file);
  assert.equal(res.body.posted, 2);
  assert.deepEqual(recon(res.body), ['Rows: 4 / 2', 'Readings: 1338.50 / 1333.50']);
  assert.equal(Number(await initial()), 1234.5);
  const again = await upload('last-readings', file);
  assert.deepEqual([again.body.posted, again.body.unchanged, again.body.batchId], [0, 2, null], 'posted once');

  // Their consumers' batch is not undone while these last readings stand.
  const firstBatch = (
    await sql<{
      id: number;
    }>`SELECT batch_id AS id FROM import_batch_records r JOIN import_batches b ON b.id = r.batch_id
      WHERE b.kind = 'consumers' AND b.status = 'Posted' AND r.record_id = (SELECT id FROM billing_consumers WHERE account_no = ${acct(1)})`.execute(
      db(),
    )
  ).rows[0]!.id;
  const refused = await admin.post<{ errors: { generalErrors: string[] } }>(
    `/api/admin/GoLive/Batches/${firstBatch}/Undo`,
    {},
  );
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.errors.generalErrors, ['Undo the last readings imported on these consumers first.']);

  const undo = await admin.post(`/api/admin/GoLive/Batches/${res.body.batchId}/Undo`, {});
  assert.equal(undo.status, 200);
  assert.equal(Number(await initial()), 0, 'the earlier initial reading is back');
});

test('opening balances: unpaid bills of the old months in the ledger; undo cancels them by reversal', async () => {
  const head = ['Account No', 'Bill Month', 'Amount', 'Surcharge', 'VAT'];
  const file = [
    head,
    [acct(1), '2019-01', '1,000.00', '50', '120.00'],
    [acct(1), '2019-02', 800, '', ''],
    [acct(2), '2019-02', 300, 0, 36],
    [acct(2), '2019-02', 300, 0, 36],
    [acct(2), '2019-13', 0, '', ''],
  ];
  const dry = await upload('opening-balances', file, { dryRun: true });
  assert.deepEqual(
    dry.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [5, 'Bill Month', "Row 4 already has this account's 2019-02 balance."],
      [6, 'Bill Month', 'Use a bill month like 2026-01.'],
      [6, 'Amount', 'Enter an amount greater than zero with at most 2 decimal places.'],
    ],
  );
  const billsOf = () =>
    count(sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM billing_bills b JOIN billing_consumers c ON c.id = b.consumer_id
      WHERE c.account_no LIKE ${`${P}-%`} AND b.status = 'Posted'`);
  assert.equal(await billsOf(), 0);
  const res = await upload('opening-balances', file);
  assert.deepEqual([res.body.posted, res.body.failed], [3, 2]);
  assert.deepEqual(recon(res.body), [
    'Rows: 5 / 3',
    'Amount: 2400.00 / 2100.00',
    'Surcharge: 50.00 / 50.00',
    'VAT: 192.00 / 156.00',
  ]);
  assert.equal(await billsOf(), 3);
  const ledger = await sql<{ period: string; debit: string }>`
    SELECT m.period, e.debit::text AS debit FROM billing_ledger_entries e JOIN billing_consumers c ON c.id = e.consumer_id
    JOIN billing_bill_months m ON m.id = e.bill_month_id WHERE c.account_no = ${acct(1)} ORDER BY e.id`.execute(db());
  assert.deepEqual(
    ledger.rows.map((r) => [r.period, Number(r.debit)]),
    [
      ['2019-01', 1170],
      ['2019-02', 800],
    ],
  );
  const months = await sql<{ status: string }>`SELECT status FROM billing_bill_months WHERE period = '2019-01'`.execute(
    db(),
  );
  assert.equal(months.rows[0]!.status, 'Closed', 'the old month is created closed');

  // At the teller's window they are the consumer's unpaid bills.
  const teller = await t.userWithRoles(['Teller']);
  const id1 = (await sql<{ id: number }>`SELECT id FROM billing_consumers WHERE account_no = ${acct(1)}`.execute(db()))
    .rows[0]!.id;
  const account = await teller.get<{ bills: { period: string; balance: string }[] }>(
    `/api/v2/fsd/collection/accounts/${id1}`,
  );
  assert.equal(account.status, 200, JSON.stringify(account.body));
  assert.deepEqual(
    account.body.bills.map((b) => [b.period, Number(b.balance)]),
    [
      ['2019-01', 1170],
      ['2019-02', 800],
    ],
  );

  // The same bills again are unchanged.
  const again = await upload('opening-balances', file);
  assert.deepEqual([again.body.posted, again.body.unchanged], [0, 3]);

  // A consumer batch with bills on it cannot be undone; one without can.
  const free = await admin.post(`/api/admin/GoLive/Batches/${consumerBatch}/Undo`, {});
  assert.equal(free.status, 200, 'that batch (accounts 5 to 7) has no bills');
  const firstConsumerBatch = (
    await sql<{
      id: number;
    }>`SELECT batch_id AS id FROM import_batch_records r JOIN import_batches b ON b.id = r.batch_id
      WHERE b.kind = 'consumers' AND r.record_id = (SELECT id FROM billing_consumers WHERE account_no = ${acct(1)})`.execute(
      db(),
    )
  ).rows[0]!.id;
  const blocked = await admin.post<{ errors: { generalErrors: string[] } }>(
    `/api/admin/GoLive/Batches/${firstConsumerBatch}/Undo`,
    {},
  );
  assert.equal(blocked.status, 409);
  assert.match(blocked.body.errors.generalErrors[0] ?? '', /^These consumers cannot be removed/);
  assert.equal(await consumersOf(), 2);

  const undo = await admin.post<ImportBatch>(`/api/admin/GoLive/Batches/${res.body.batchId}/Undo`, {});
  assert.equal(undo.status, 200, JSON.stringify(undo.body));
  assert.equal(await billsOf(), 0);
  const net = await sql<{
    n: string;
  }>`SELECT coalesce(sum(e.debit - e.credit), 0)::text AS n FROM billing_ledger_entries e
    JOIN billing_consumers c ON c.id = e.consumer_id WHERE c.account_no LIKE ${`${P}-%`}`.execute(db());
  assert.equal(Number(net.rows[0]!.n), 0, 'each bill cancelled on the ledger');
});

test('advance balances: a deposit entry per consumer; undo reverses it', async () => {
  const head = ['Account No', 'Advance Balance'];
  const file = [head, [acct(1), '250.75'], [acct(2), '-5'], [`${P}-0000`, 10]];
  const dry = await upload('advances', file, { dryRun: true });
  assert.deepEqual([dry.body.posted, dry.body.failed], [1, 2]);
  const balance = async () =>
    Number(
      (
        await sql<{ b: string }>`SELECT coalesce(sum(a.amount), 0)::text AS b FROM collection_advance_entries a
          JOIN billing_consumers c ON c.id = a.consumer_id WHERE c.account_no = ${acct(1)}`.execute(db())
      ).rows[0]!.b,
    );
  assert.equal(await balance(), 0);
  const res = await upload('advances', file);
  assert.equal(res.body.posted, 1);
  assert.deepEqual(recon(res.body), ['Rows: 3 / 1', 'Advance Balance: 255.75 / 250.75']);
  assert.equal(await balance(), 250.75);
  const again = await upload('advances', file);
  assert.deepEqual([again.body.posted, again.body.unchanged], [0, 1]);
  assert.equal(await balance(), 250.75, 'posted once');
  const undo = await admin.post(`/api/admin/GoLive/Batches/${res.body.batchId}/Undo`, {});
  assert.equal(undo.status, 200);
  assert.equal(await balance(), 0);
});

test('employees: the HR record fields; bad rows answer why; undo removes them', async () => {
  const head = [
    'Employee ID',
    'Last Name',
    'First Name',
    'Gender',
    'Civil Status',
    'Employment Type',
    'Employee Status',
    'Date Hired',
    'SSS No',
    'TIN',
  ];
  const file = [
    head,
    [
      `${P}-E1`,
      'Garcia',
      'Maria',
      'Female',
      'Married',
      'Regular',
      'Active',
      '2015-06-01',
      '34-1234567-8',
      '123-456-789',
    ],
    [`${P}-E2`, 'Lopez', 'Jose', 'M', '', 'Casual', '', '6/15/2020', '', ''],
    [`${P}-E3`, 'Tan', '', 'X', '', '', '', '2020-02-30', '', ''],
  ];
  const dry = await upload('employees', file, { dryRun: true });
  assert.deepEqual(
    dry.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [4, 'First Name', MESSAGES.required],
      [4, 'Gender', 'Choose Female or Male.'],
      [4, 'Date Hired', 'Enter a valid date.'],
    ],
  );
  const employees = () =>
    count(sql<{ n: number }>`SELECT count(*)::int AS n FROM employees WHERE employee_id LIKE ${`${P}-%`}`);
  assert.equal(await employees(), 0);
  const res = await upload('employees', file);
  assert.deepEqual([res.body.posted, res.body.failed], [2, 1]);
  const e2 = await sql<{ date_hired: string; employment_type: number; employee_status: number; gender: string }>`
    SELECT date_hired::text AS date_hired, employment_type, employee_status, gender FROM employees WHERE employee_id = ${`${P}-E2`}`.execute(
    db(),
  );
  assert.deepEqual(e2.rows[0], { date_hired: '2020-06-15', employment_type: 2, employee_status: 1, gender: 'M' });
  const again = await upload('employees', file);
  assert.deepEqual([again.body.posted, again.body.unchanged], [0, 2]);
  assert.equal(await employees(), 2, 'posted once');
  const list = await admin.get<{ data: ImportBatch[] }>('/api/admin/GoLive/Batches');
  assert.ok(list.body.data.some((b) => b.id === res.body.batchId && b.posted === 2 && b.kind === 'employees'));
  const undo = await admin.post(`/api/admin/GoLive/Batches/${res.body.batchId}/Undo`, {});
  assert.equal(undo.status, 200);
  assert.equal(await employees(), 0);
});

test('only the Admin imports', async () => {
  const clerk = await t.userWithRoles(['BillingReport']);
  const res = await clerk.get(`/api/admin/GoLive/Batches`);
  assert.equal(res.status, 403);
});

test('an opening balance is paid at the teller like a bill; its batch can then no longer be undone', async () => {
  const res = await upload('opening-balances', [
    ['Account No', 'Bill Month', 'Amount', 'Surcharge', 'VAT'],
    [acct(2), '2019-03', '450.00', '', '54.00'],
  ]);
  assert.equal(res.body.posted, 1, JSON.stringify(res.body));
  const id2 = (await sql<{ id: number }>`SELECT id FROM billing_consumers WHERE account_no = ${acct(2)}`.execute(db()))
    .rows[0]!.id;
  const teller = await newTeller(t);
  const before = await account(teller.client, id2);
  assert.deepEqual(
    before.bills.map((b) => [b.period, b.balance]),
    [['2019-03', '504.00']],
  );
  const paid = await pay(teller.client, { consumerId: id2, cash: before.totalDue });
  assert.equal(paid.toAdvance, '0.00');
  assert.equal((await account(teller.client, id2)).bills.length, 0, 'nothing left to pay');

  const undo = await admin.post<{ errors: { generalErrors: string[] } }>(
    `/api/admin/GoLive/Batches/${res.body.batchId}/Undo`,
    {},
  );
  assert.equal(undo.status, 409);
  assert.match(
    undo.body.errors.generalErrors[0] ?? '',
    /^These opening balances cannot be undone: some have been paid/,
  );
});
