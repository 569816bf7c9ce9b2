// Consumer search as a clerk types it (issue 11, item 11; docs/decisions/047): a name in either
// order, part of an account number, an address; and a total that reads right when the table's
// statistics are older than its rows.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpCoop, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;
before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t);
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, address, consumer_class)
    VALUES ('10-D000012', 10, 'VILLANUEVA, JUAN', 'Calapan', 'Lalud', 'Purok 3, Sitio Malinis', 'R'),
      ('10-D000013', 10, 'VILLANUEVA, MARIA', 'Calapan', 'Lalud', NULL, 'R'),
      ('10-D000120', 10, 'JUANITO, PEDRO', 'Roxas', 'San Isidro', NULL, 'C')`.execute(t.running.database.db);
});
after(async () => t.close());

type Page = { total: number; totalIsEstimate?: boolean; data: { accountNo: string; name: string }[] };

async function search(term: string): Promise<string[]> {
  const res = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { search: term } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.total, res.body.data.length, term);
  return res.body.data.map((x) => x.accountNo);
}

test('a name is found in either order, with or without the comma', async () => {
  assert.deepEqual(await search('juan villanueva'), ['10-D000012']);
  assert.deepEqual(await search('VILLANUEVA, JUAN'), ['10-D000012']);
  assert.deepEqual(await search('Villanueva Juan'), ['10-D000012']);
  assert.deepEqual(await search('villanueva'), ['10-D000012', '10-D000013']);
  assert.deepEqual(await search('maria villa'), ['10-D000013']);
});

test('part of an account number finds it, from its start or its middle', async () => {
  assert.deepEqual(await search('D000012'), ['10-D000012']);
  assert.deepEqual(await search('000012'), ['10-D000012']);
  assert.deepEqual(await search('00012'), ['10-D000012', '10-D000120']);
  assert.deepEqual(await search('10-D00001'), ['10-D000012', '10-D000013']);
  // Two characters stay the autocomplete's prefix of account number, name or serial.
  assert.deepEqual(await search('10'), ['10-D000012', '10-D000013', '10-D000120']);
});

test('an address, barangay or town finds its consumers, also with a name', async () => {
  assert.deepEqual(await search('sitio malinis'), ['10-D000012']);
  assert.deepEqual(await search('san isidro'), ['10-D000120']);
  assert.deepEqual(await search('lalud maria'), ['10-D000013']);
  assert.deepEqual(await search('roxas'), ['10-D000120']);
});

test('19,800 consumers never analysed read 19,800 exactly, not "about 10,001"', async () => {
  const db = t.running.database.db;
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, meter_serial)
    SELECT '15-N' || lpad(g::text, 6, '0'), 15, 'NUMERO, ANA ' || g, 'San Jose', 'Poblacion', 'R', 'N-' || g
    FROM generate_series(1, 19800) g`.execute(db);
  const list = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { branchCode: 15, itemsPerPage: 5 } });
  assert.equal(list.status, 200);
  assert.equal(list.body.total, 19_800);
  assert.equal(list.body.totalIsEstimate, false);
  const all = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { itemsPerPage: 5 } });
  assert.equal(all.body.total, 19_800 + 3 + c.accounts.length);
  assert.equal(all.body.totalIsEstimate, false);
  const named = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { search: 'ana numero' } });
  assert.equal(named.body.total, 19_800);
  assert.equal(named.body.totalIsEstimate, false);
  assert.deepEqual(
    named.body.data.map((x) => x.accountNo),
    Array.from({ length: 15 }, (_, i) => `15-N${String(i + 1).padStart(6, '0')}`),
  );
});
