// The rate import under concurrency (decision 016 on decision 009's mechanism): twenty identical
// uploads at once write the rates once (one import, nineteen answers with it), and twenty files
// that differ only in blank lines write them once too (the first writes, the rest find the class
// unchanged); never a 500. Rows and audit entries are counted.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { sql } from 'kysely';
import { TIMES, statusCounts, together } from '../support/concurrency.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHEET, setUpCoop, upload, type Coop } from './billing-support.ts';

let t: TestApp;
let c: Coop;

before(async () => {
  t = await createTestApp();
  c = await setUpCoop(t, { consumers: 0 });
});
after(async () => t.close());

const HEAD = 'Class,Code,Name,Unit,Rate,Vatable,Discountable,LifelineSubsidy';
const sheetCsv = (cls: string, extra = '') =>
  Buffer.from(
    [
      HEAD,
      ...SHEET.map((s) =>
        [cls, s.code, `"${s.name}"`, s.unit, s.rate, s.vatable ? 'Y' : 'N', s.discountable ? 'Y' : 'N', 'N'].join(','),
      ),
    ].join('\r\n') + extra,
  );
const importRates = (bytes: Buffer) =>
  upload<ImportResult>(
    c.clerk,
    '/api/v2/billing/rates/import',
    { billMonthId: String(c.monthId) },
    {
      name: 'rates.csv',
      bytes,
    },
  );
const writesOf = async (cls: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log a
      JOIN billing_rate_headers h ON a.entity_type = 'billing-rates' AND a.entity_id = h.id::text
      WHERE h.bill_month_id = ${c.monthId} AND h.consumer_class = ${cls}`.execute(t.running.database.db)
  ).rows[0]!.n;

test('twenty identical rate files at once: written once; the others answer with that import', async () => {
  const bytes = sheetCsv('I');
  const responses = await together(TIMES, () => importRates(bytes));
  assert.deepEqual(statusCounts(responses), { 200: TIMES }, JSON.stringify(responses[0]!.body));
  assert.equal(responses.filter((r) => r.body.replay === null).length, 1, 'one import, nineteen replays');
  assert.ok(responses.every((r) => r.body.posted === SHEET.length && r.body.failed === 0));
  assert.equal(await writesOf('I'), 1);
});

test('twenty files with the same rates at once: written once; the others find the class unchanged', async () => {
  const responses = await together(TIMES, (i) => importRates(sheetCsv('P', '\r\n'.repeat(i))));
  assert.deepEqual(statusCounts(responses), { 200: TIMES }, JSON.stringify(responses[0]!.body));
  assert.deepEqual(
    responses.map((r) => r.body.posted).sort((a, b) => b - a),
    [SHEET.length, ...Array<number>(TIMES - 1).fill(0)],
  );
  assert.ok(responses.every((r) => r.body.posted === SHEET.length || r.body.unchanged === SHEET.length));
  assert.equal(await writesOf('P'), 1);
});
