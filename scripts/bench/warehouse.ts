// Warehouse benchmark (issue 16 item 7): MOVEMENTS stock movements over 5,000 materials (set-based
// insert of documents, lines and bin card rows with their running balances), then a bin card page
// through the endpoint as p95 over many calls beside the bare query of its rows, balances as of a
// date for every material (the export, all 5,000) beside the bare DISTINCT ON, and fifty charge
// tickets at once for the last ten units of a material (exactly ten filed, the rest refused).
// Targets (PostgreSQL): bin card p95 < 50 ms; balances for 5,000 items < 1 s.
//
// `npm run bench -- warehouse` runs the 100,000 movements; BENCH_WAREHOUSE_MOVEMENTS
// overrides. PGlite (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { exportBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/export-balances';
import { listBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/list-balances';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { contractUrl } from '../../apps/api/test/support/contract-client.ts';
import { benchApp, onEachEngine, type Engine } from './harness.ts';

const MATERIALS = 5_000;
const MOVEMENTS = Number(process.env['BENCH_WAREHOUSE_MOVEMENTS'] ?? 100_000);
const PER = Math.max(2, Math.floor(MOVEMENTS / MATERIALS));
const CALLS = Number(process.env['BENCH_REQUESTS'] ?? 200);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(calls: number, once: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await once(i);
  const out: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const t0 = performance.now();
    await once(i);
    out.push(performance.now() - t0);
  }
  return out;
}

async function scenario(label: Engine, pgUrl: string | null): Promise<void> {
  const t = await benchApp(pgUrl);
  const db = t.running.database.db;
  try {
    const clerk = await t.userWithRoles(['WarehouseMan', 'WarehouseViewer']);
    const admin = await t.userWithRoles(['WarehouseAdmin']);
    console.log(
      `  [${label}] ${(PER * MATERIALS).toLocaleString()} movements over ${MATERIALS.toLocaleString()} materials`,
    );
    let t0 = performance.now();
    const loc = await sql<{ id: number }>`INSERT INTO wh_locations (code, name, branch_code)
      VALUES ('BENCH', 'Bench Warehouse', 5) RETURNING id`.execute(db);
    const location = loc.rows[0]!.id;
    await sql`INSERT INTO wh_materials (item_code, description, unit_id, type_id, category_id)
      SELECT 'BM-' || lpad(g::text, 5, '0'), 'Bench material ' || g,
        (SELECT id FROM wh_units WHERE code = 'pc'), (SELECT id FROM wh_material_types WHERE code = 'LM'),
        (SELECT id FROM wh_material_categories WHERE code = 'LINE')
      FROM generate_series(1, ${MATERIALS}) g`.execute(db);
    // One document per movement index j, each with a line per material: receipts of 10 at odd j,
    // issues of 5 at even j, at 100.00, so every running balance is exact.
    await sql`INSERT INTO wh_documents (kind, control_no, document_date, location_id, status, created_by, posted_at)
      SELECT CASE WHEN j % 2 = 1 THEN 'MRR' ELSE 'MCT' END, 'BENCH-' || j, current_date - (${PER} - j), ${location},
        'Posted', (SELECT min(id) FROM users), now()
      FROM generate_series(1, ${PER}) j`.execute(db);
    await sql`INSERT INTO wh_document_lines (document_id, line_no, material_id, quantity, unit_price)
      SELECT d.id, m.id, m.id, CASE WHEN d.kind = 'MRR' THEN 10 ELSE 5 END, 100
      FROM wh_documents d CROSS JOIN wh_materials m WHERE d.control_no LIKE 'BENCH-%' AND m.item_code LIKE 'BM-%'`.execute(
      db,
    );
    await sql`INSERT INTO wh_movements (material_id, location_id, document_id, document_line_id, moved_on, qty_in, qty_out,
        unit_cost, amount, balance_quantity, balance_unit_cost, balance_value)
      SELECT l.material_id, ${location}, d.id, l.id, d.document_date,
        CASE WHEN j % 2 = 1 THEN 10 ELSE 0 END, CASE WHEN j % 2 = 0 THEN 5 ELSE 0 END, 100,
        CASE WHEN j % 2 = 1 THEN 1000 ELSE 500 END,
        10 * ((j + 1) / 2) - 5 * (j / 2), 100, (10 * ((j + 1) / 2) - 5 * (j / 2)) * 100
      FROM wh_document_lines l JOIN wh_documents d ON d.id = l.document_id
      CROSS JOIN LATERAL (SELECT substring(d.control_no FROM 7)::int AS j) x
      WHERE d.control_no LIKE 'BENCH-%'
      ORDER BY j, l.material_id`.execute(db);
    await sql`INSERT INTO wh_stock (material_id, location_id, quantity, unit_cost, value)
      SELECT DISTINCT ON (material_id) material_id, location_id, balance_quantity, balance_unit_cost, balance_value
      FROM wh_movements WHERE location_id = ${location} ORDER BY material_id, id DESC`.execute(db);
    await sql`ANALYZE`.execute(db);
    console.log(`    seed: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const ids = (
      await sql<{ id: number }>`SELECT id FROM wh_materials WHERE item_code LIKE 'BM-%' ORDER BY id`.execute(db)
    ).rows.map((r) => r.id);
    const pick = (i: number) => ids[(i * 7919) % ids.length]!;

    const bareCard = await timed(CALLS, async (i) => {
      await sql`SELECT * FROM wh_movements WHERE material_id = ${pick(i)} AND location_id = ${location} ORDER BY id`.execute(
        db,
      );
    });
    const card = await timed(CALLS, async (i) => {
      const res = await clerk.request(
        'GET',
        contractUrl(getBinCardEndpoint, undefined, { materialId: pick(i), locationId: location }),
      );
      if (res.status !== 200) throw new Error(`bin card answered ${res.status}`);
    });
    const target = pgUrl ? 50 : null;
    console.log(
      `    bin card (${PER} lines) p95 ${p95(card).toFixed(1)} ms (bare rows ${p95(bareCard).toFixed(2)} ms, ratio ${(p95(card) / p95(bareCard)).toFixed(0)})` +
        (target === null ? '' : `; target < ${target} ms: ${p95(card) < target ? 'MET' : 'MISSED'}`),
    );

    const asOf = new Date().toISOString().slice(0, 10);
    t0 = performance.now();
    await sql`SELECT DISTINCT ON (material_id, location_id) material_id, balance_value FROM wh_movements
      WHERE moved_on <= ${asOf} ORDER BY material_id, location_id, id DESC`.execute(db);
    const bare = performance.now() - t0;
    // The screen: balances of every material as of the date, counted and totalled, a page of 500 shown.
    t0 = performance.now();
    const page = await clerk.request('GET', contractUrl(listBalancesEndpoint, undefined, { asOf, itemsPerPage: 500 }));
    if (page.status !== 200) throw new Error(`balances answered ${page.status}`);
    const balances = performance.now() - t0;
    console.log(
      `    balances of ${MATERIALS.toLocaleString()} materials as of a date: ${(balances / 1000).toFixed(2)} s (bare DISTINCT ON ${(bare / 1000).toFixed(2)} s, ratio ${(balances / bare).toFixed(1)})` +
        (pgUrl ? `; target < 1 s: ${balances < 1000 ? 'MET' : 'MISSED'}` : ''),
    );
    t0 = performance.now();
    const res = await clerk.request('GET', contractUrl(exportBalancesEndpoint, undefined, { asOf }));
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    console.log(
      `    the same as .xlsx (all ${MATERIALS.toLocaleString()} rows): ${((performance.now() - t0) / 1000).toFixed(2)} s`,
    );

    // Fifty charge tickets at once for the last ten units of one material.
    const last = ids[0]!;
    await sql`UPDATE wh_stock SET reserved = quantity - 10 WHERE material_id = ${last} AND location_id = ${location}`.execute(
      db,
    );
    t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        clerk.post(contractUrl(createStockDocumentEndpoint), {
          kind: 'MCT',
          documentDate: asOf,
          locationId: location,
          chargeAccount: '593',
          lines: [{ materialId: last, quantity: '1' }],
        }),
      ),
    );
    const filed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409).length;
    for (const a of filed) {
      const requestId = (a.body as { approval: { requestId: number } }).approval.requestId;
      const d = await admin.post(contractUrl(decideApprovalEndpoint, { id: requestId }), { approve: true });
      if (d.status !== 200) throw new Error(`approval answered ${d.status}`);
    }
    const took = performance.now() - t0;
    console.log(
      `    50 charge tickets at once for the last 10 units: ${filed.length} filed and issued, ${refused} refused in ${(took / 1000).toFixed(2)} s: ${filed.length === 10 && refused === 40 ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await onEachEngine(scenario);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
