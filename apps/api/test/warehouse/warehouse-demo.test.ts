// The warehouse demo: 1,500 materials in three warehouses, a year of documents whose bin cards
// agree with the stock on hand, and documents waiting for the demo administrator's approval.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { listBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/list-balances';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { listRequisitionsEndpoint } from '@ilaw/contracts/warehouse/requisitions/list-requisitions';
import { sql } from 'kysely';
import { seedWarehouseDemo } from '../../src/modules/warehouse/demo/seed-warehouse-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a catalogue of 1,500, a year of posted documents, bin cards that agree with the stock, approvals waiting', async () => {
  await t.userWithRoles(['WarehouseMan', 'WareHouse', 'WarehouseViewer'], { username: 'warehouse.man' });
  const admin = await t.userWithRoles(['WarehouseManAdmin', 'WarehouseAdmin', 'MaterialBalancer'], {
    username: 'warehouse.admin',
  });
  await seedWarehouseDemo(t.running.services.db, () => {});
  await seedWarehouseDemo(t.running.services.db, () => {});
  const materials = await admin.call(listMaterialsEndpoint, { query: { itemsPerPage: 1 } });
  assert.ok(materials.total > 1500, String(materials.total)); // and the salvage items
  for (const kind of ['MRR', 'MCT', 'MCRT', 'MST', 'MTS'] as const) {
    const posted = await admin.call(listStockDocumentsEndpoint, { query: { kind, status: 'Posted', itemsPerPage: 1 } });
    assert.ok(posted.total >= 3, `${kind}: ${posted.total}`);
  }
  // Every stock row equals its bin card's last balance.
  const db = t.running.services.db;
  const disagree = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM wh_stock s
    LEFT JOIN LATERAL (SELECT balance_quantity, balance_value FROM wh_movements m
      WHERE m.material_id = s.material_id AND m.location_id = s.location_id ORDER BY id DESC LIMIT 1) b ON true
    WHERE b.balance_quantity IS DISTINCT FROM s.quantity OR b.balance_value IS DISTINCT FROM s.value`.execute(db);
  assert.equal(disagree.rows[0]!.n, 0);
  const balances = await admin.call(listBalancesEndpoint, { query: { asOf: '2100-01-01', itemsPerPage: 1 } });
  assert.ok(balances.total > 60, String(balances.total));
  const b = balances.data[0]!;
  const card = await admin.call(getBinCardEndpoint, { query: { materialId: b.materialId, locationId: b.locationId } });
  assert.equal(card.closing.value, b.value);
  const waiting = await admin.call(listStockDocumentsEndpoint, { query: { status: 'Pending' } });
  assert.equal(waiting.total, 3);
  const mct = waiting.data.find((d) => d.kind === 'MCT')!;
  assert.equal(mct.approval?.canDecide, true);
  await admin.call(decideApprovalEndpoint, { params: { id: mct.approval!.requestId }, body: { approve: true } });
  // A supplies requisition and a transfer request wait too, holding their stock.
  for (const kind of ['SRV', 'MTR'] as const) {
    const asked = await admin.call(listRequisitionsEndpoint, { query: { kind, status: 'Pending' } });
    assert.equal(asked.total, 1, kind);
    assert.equal(asked.data[0]!.approval?.canDecide, true);
  }
});
