// Meter Locations (issue 17, item 3's list and upload): the list filters by route (in reading
// sequence) and by located or missing, and exports what the upload reads; Upload Coordinates
// checks each line (known account, inside the Philippines, once per file), sets the good ones
// together, leaves equal ones unchanged, and a complete file uploaded again is a replay.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { setUpCoop, upload, type Coop } from './billing-support.ts';

const LIST = '/api/v2/billing/meter-locations';
let t: TestApp;
let coop: Coop;
let locator: TestClient;

interface Row {
  accountNo: string;
  latitude: string | null;
  longitude: string | null;
  sequence: number | null;
}

before(async () => {
  t = await createTestApp();
  coop = await setUpCoop(t, { consumers: 4 });
  locator = await t.userWithRoles(['MeterLocations']);
  // The last two have not been visited yet.
  await t.running.database.db
    .updateTable('billing_consumers')
    .set({ latitude: null, longitude: null })
    .where('account_no', 'in', coop.accounts.slice(2))
    .execute();
});
after(async () => t.close());

const csv = (lines: string[]) => Buffer.from(['Account No.,Latitude,Longitude', ...lines].join('\r\n'));
const send = (client: TestClient, name: string, bytes: Buffer) =>
  upload<ImportResult>(client, `${LIST}/import`, {}, { name, bytes });

test('the list shows a route in reading sequence, located or missing', async () => {
  const all = await locator.get<{ data: Row[]; total: number }>(LIST, { query: { routeId: String(coop.routeId) } });
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.deepEqual(
    all.body.data.map((r) => [r.accountNo, r.sequence]),
    coop.accounts.map((a, i) => [a, i + 1]),
  );
  const missing = await locator.get<{ data: Row[] }>(LIST, {
    query: { routeId: String(coop.routeId), located: 'missing' },
  });
  assert.deepEqual(
    missing.body.data.map((r) => r.accountNo),
    coop.accounts.slice(2),
  );
  const located = await locator.get<{ data: Row[] }>(LIST, {
    query: { routeId: String(coop.routeId), located: 'located' },
  });
  assert.deepEqual(
    located.body.data.map((r) => [r.accountNo, r.latitude, r.longitude]),
    [
      [coop.accounts[0], '12.350000', '121.070000'],
      [coop.accounts[1], '12.351000', '121.070000'],
    ],
  );
  // A user with neither billing's nor the location role is refused.
  const stranger = await t.userWithRoles([]);
  assert.equal((await stranger.get(LIST)).status, 403);
});

test('an upload sets good lines, reports each bad one, and leaves the data as it was for them', async () => {
  const [a, b, c, d] = coop.accounts as [string, string, string, string];
  const res = await send(
    locator,
    'coordinates.csv',
    csv([
      `${c},7.0731,125.6128`, // sets a missing location
      `${a},12.35,121.07`, // equal to the recorded one: unchanged
      `${d},125.6128,7.0731`, // swapped columns
      `99-NOBODY,7.1,125.1`,
      `${c},7.2,125.2`, // the account again
      `${b},,`, // blank: a consumer not visited
    ]),
  );
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    [res.body.read, res.body.blank, res.body.posted, res.body.unchanged, res.body.failed],
    [5, 1, 1, 1, 3],
  );
  assert.deepEqual(
    res.body.errors.map((e) => [e.row, e.field, e.message]),
    [
      [4, 'Latitude', 'Enter a latitude between 4.5 and 21.5 (the Philippines), e.g. 7.0731.'],
      [4, 'Longitude', 'Enter a longitude between 116 and 127 (the Philippines), e.g. 125.6128.'],
      [5, 'Account No.', "No consumer has the account number '99-NOBODY'."],
      [6, 'Account No.', "Row 2 already gives this account's coordinates."],
    ],
  );
  const rows = (await locator.get<{ data: Row[] }>(LIST, { query: { routeId: String(coop.routeId) } })).body.data;
  assert.deepEqual(
    rows.map((r) => [r.latitude, r.longitude]),
    [
      ['12.350000', '121.070000'],
      ['12.351000', '121.070000'],
      ['7.073100', '125.612800'],
      [null, null],
    ],
  );
  // The change is audited with the old value.
  const audit = await t.running.database.db
    .selectFrom('audit_log')
    .select(['old_values', 'new_values'])
    .where('action', '=', 'coordinates-imported')
    .executeTakeFirstOrThrow();
  assert.deepEqual(JSON.parse(JSON.stringify(audit.old_values)), { [c]: { latitude: null, longitude: null } });
});

test('a complete file uploaded again is answered as a replay and posts nothing', async () => {
  const [, , , d] = coop.accounts as [string, string, string, string];
  const file = csv([`${d},7.0801,125.6201`]);
  const first = await send(locator, 'd.csv', file);
  assert.equal(first.body.posted, 1);
  const again = await send(locator, 'd.csv', file);
  assert.equal(again.status, 200);
  assert.notEqual(again.body.replay, null);
  assert.equal(again.body.posted, 1);
  // The same line in another file is unchanged.
  const other = await send(locator, 'd-again.csv', csv([`${d},7.0801,125.6201`, `${d.toLowerCase()}x,7.1,125.1`]));
  assert.equal(other.body.unchanged, 1);
  // Only the location role and billing's report clerk upload.
  assert.equal((await send(coop.txn, 'x.csv', file)).status, 403);
});

test('the export carries the upload columns first; the template lists a route in reading sequence', async () => {
  const res = await locator.request('GET', `${LIST}/export`, { query: { routeId: String(coop.routeId) } });
  assert.equal(res.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
  const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 4);
  assert.deepEqual(header, ['Account No.', 'Latitude', 'Longitude']);
  assert.equal(wb.worksheets[0]!.rowCount, 5);
  const template = await locator.request('GET', `${LIST}/template`, { query: { routeId: String(coop.routeId) } });
  assert.equal(template.status, 200);
  const tb = new ExcelJS.Workbook();
  await tb.xlsx.load(template.raw as unknown as ArrayBuffer);
  const sheet = tb.getWorksheet('Coordinates')!;
  assert.deepEqual(
    [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value),
    coop.accounts,
  );
});
