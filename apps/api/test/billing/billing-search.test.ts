// Consumer search and list (GET /api/fsd/billing/Consumer) answer exactly what the one-statement
// reference query answers: the same consumers in account-number order on every page, and the
// exact total, for every query shape, filter and page (docs/decisions/044-billing-performance.md).
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
  const db = t.running.database.db;
  // 240 more consumers, set-based: two branches, mixed-case account numbers, names and serials
  // that share prefixes with account numbers (a consumer matching twice is still one match).
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, account_status, meter_serial,
      route_id, sequence)
    SELECT CASE WHEN g % 2 = 0 THEN 5 ELSE 10 END::text || '-' || (CASE WHEN g % 5 = 0 THEN 'x' ELSE 'X' END) || lpad(g::text, 4, '0'),
      CASE WHEN g % 2 = 0 THEN 5 ELSE 10 END,
      CASE WHEN g % 7 = 0 THEN '5-X' || lpad(g::text, 4, '0') ELSE (ARRAY['SANTOS', 'SANTOSO', 'REYES', 'DE LEON', 'O''BRIEN'])[1 + g % 5] || ', ' ||
        (ARRAY['JUAN', 'MARIA', 'JOSE'])[1 + g % 3] || ' ' || g END,
      'San Jose', 'Poblacion', (ARRAY['R', 'C', 'I'])[1 + g % 3], CASE WHEN g % 11 = 0 THEN 2 ELSE 1 END,
      CASE WHEN g % 13 = 0 THEN NULL WHEN g % 4 = 0 THEN '10-X' || g ELSE 'MTR_' || lpad(g::text, 5, '0') END,
      CASE WHEN g % 2 = 0 THEN ${c.routeId}::int END, g
    FROM generate_series(1, 240) g`.execute(db);
});
after(async () => t.close());

interface Filters {
  branchCode?: number;
  routeId?: number;
  consumerClass?: string;
  accountStatus?: number;
}

/**
 * The reference, one plain statement: with a word of three or more characters, every word in the
 * consumer's account number, name, serial or address (a shorter word at a word's start); otherwise
 * the plain OR of the three prefixes (docs/decisions/047). Matches in account-number order.
 */
async function reference(search: string, f: Filters): Promise<string[]> {
  const esc = (w: string) => w.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const like = `${esc(search)}%`;
  const words = search
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  const text = sql`(' ' || lower(account_no || ' ' || name || ' ' || coalesce(meter_serial, '') || ' ' || coalesce(address, '') || ' ' || barangay || ' ' || town))`;
  const match = words.some((w) => w.length >= 3)
    ? sql.join(
        words.map((w) => sql`${text} LIKE ${w.length >= 3 ? `%${esc(w)}%` : `% ${esc(w)}%`}`),
        sql` AND `,
      )
    : sql`(${search === ''} OR lower(account_no) LIKE ${like} OR lower(name) LIKE ${like} OR lower(meter_serial) LIKE ${like})`;
  const rows = await sql<{ account_no: string }>`
    SELECT account_no FROM billing_consumers c
    WHERE ${match}
      AND (${f.branchCode ?? null}::int IS NULL OR branch_code = ${f.branchCode ?? null}::int)
      AND (${f.routeId ?? null}::int IS NULL OR route_id = ${f.routeId ?? null}::int)
      AND (${f.consumerClass ?? null}::text IS NULL OR consumer_class = ${f.consumerClass ?? null}::text)
      AND (${f.accountStatus ?? null}::int IS NULL OR account_status = ${f.accountStatus ?? null}::int)
    ORDER BY account_no`.execute(t.running.database.db);
  return rows.rows.map((r) => r.account_no);
}

test('every search shape, filter and page answers the reference query’s consumers, order and total', async () => {
  const terms = [
    '',
    '05',
    '5-x',
    '10-X00',
    'santos',
    'SANTOSO, J',
    "o'brien",
    'mtr_',
    'mtr_0001',
    'm',
    '10-x1',
    '%',
    '_',
    'zzz',
    'juan santos',
    'jose, de leon',
    '0001',
    'poblacion 10-x',
    'x00 de',
  ];
  const filters: Filters[] = [
    {},
    { branchCode: 5 },
    { routeId: c.routeId },
    { consumerClass: 'C' },
    { accountStatus: 2 },
    { branchCode: 10, consumerClass: 'R', accountStatus: 1 },
  ];
  let checked = 0;
  for (const search of terms) {
    for (const f of filters) {
      const all = await reference(search, f);
      const pages = Math.max(1, Math.ceil(all.length / 7));
      for (const page of new Set([1, 2, pages, pages + 1])) {
        const res = await c.clerk.get<{ total: number; data: { accountNo: string }[] }>('/api/fsd/billing/Consumer', {
          query: { ...(search ? { search } : {}), ...f, page, itemsPerPage: 7 },
        });
        assert.equal(res.status, 200, JSON.stringify(res.body));
        const label = JSON.stringify({ search, ...f, page });
        assert.equal(res.body.total, all.length, label);
        assert.deepEqual(
          res.body.data.map((x) => x.accountNo),
          all.slice((page - 1) * 7, page * 7),
          label,
        );
        checked += 1;
      }
    }
  }
  assert.ok(checked > 200);
});

test('a consumer whose name, serial and account number all match is listed and counted once', async () => {
  const db = t.running.database.db;
  await sql`INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, meter_serial)
    VALUES ('05-Q0001', 5, '05-Q0001 STORE', 'San Jose', 'Poblacion', 'C', '05-q0001-b')`.execute(db);
  const res = await c.clerk.get<{ total: number; data: { accountNo: string }[] }>('/api/fsd/billing/Consumer', {
    query: { search: '05-q' },
  });
  assert.equal(res.body.total, 1);
  assert.deepEqual(
    res.body.data.map((x) => x.accountNo),
    ['05-Q0001'],
  );
});

test('past 20,000 matches a list or a search gives an estimated total, flagged; smaller ones stay exact', async () => {
  const db = t.running.database.db;
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, meter_serial)
    SELECT '15-E' || lpad(g::text, 6, '0'), 15, 'ESTIMA, JUAN ' || g, 'San Jose', 'Poblacion', 'R', 'E-' || g
    FROM generate_series(1, 25050) g`.execute(db);
  // Matching 'e' by meter serial only, and ahead of them in account order.
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, meter_serial)
    SELECT '05-Z' || lpad(g::text, 6, '0'), 5, 'ZETA, ANA ' || g, 'San Jose', 'Poblacion', 'R', 'E9-' || g
    FROM generate_series(1, 20) g`.execute(db);
  await sql`ANALYZE billing_consumers`.execute(db);
  const actual = (await reference('', {})).length;
  assert.ok(actual > 25_000);
  type Page = { total: number; totalIsEstimate?: boolean; data: { accountNo: string }[] };
  const list = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { itemsPerPage: 5 } });
  assert.equal(list.status, 200);
  assert.equal(list.body.totalIsEstimate, true);
  assert.ok(list.body.total > 20_000 && Math.abs(list.body.total - actual) < actual * 0.2, String(list.body.total));
  assert.deepEqual(
    list.body.data.map((x) => x.accountNo),
    (await reference('', {})).slice(0, 5),
  );
  const branch = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { branchCode: 15, itemsPerPage: 5 } });
  assert.equal(branch.body.totalIsEstimate, true);
  const route = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { routeId: c.routeId } });
  assert.equal(route.body.totalIsEstimate, false);
  assert.equal(route.body.total, (await reference('', { routeId: c.routeId })).length);
  // A search of more matches than that pages off the account-number index, total estimated.
  for (const [search, page] of [
    ['15-e', 1],
    ['15-e', 3],
    ['e', 1],
    ['e', 2],
  ] as const) {
    const broad = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { search, page } });
    const all = await reference(search, {});
    assert.equal(broad.body.totalIsEstimate, true);
    assert.ok(Math.abs(broad.body.total - all.length) < all.length * 0.2, String(broad.body.total));
    assert.deepEqual(
      broad.body.data.map((x) => x.accountNo),
      all.slice((page - 1) * 15, page * 15),
    );
  }
  const narrow = await c.clerk.get<Page>('/api/fsd/billing/Consumer', { query: { search: '15-e001' } });
  assert.equal(narrow.body.totalIsEstimate, false);
  assert.equal(narrow.body.total, 1000);
});
