// Salvage: usable salvage and scrap from a job go into their own items (-SU-, -SC- with the
// ticket's number) at their set and realizable values, never blending with new stock's cost.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse } from './warehouse-support.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('usable salvage and scrap go into their own items at their values; the new stock keeps its average', async () => {
  const w = await setUpWarehouse(t);
  const m = await w.material();
  await w.receive(w.main, m, '10', '100');
  const mst = await w.file({
    kind: 'MST',
    locationId: w.main,
    workOrderNo: 'MWO-77',
    particulars: 'Returned by Line crew 2: pole replacement, Barangay Pag-asa',
    lines: [
      { materialId: m, quantity: '3', condition: 'Usable', unitPrice: '60' },
      { materialId: m, quantity: '2', condition: 'Scrap', unitPrice: '4.5' },
    ],
  });
  await w.approve(mst);
  const posted = await w.clerk.call(getStockDocumentEndpoint, { params: { id: mst.id } });
  const [usable, scrap] = posted.lines;
  const original = (await w.viewer.call(listMaterialsEndpoint, { query: { search: usable!.itemCode } })).data.find(
    (x) => x.id === m,
  )!;
  assert.equal(usable!.salvageItemCode, `${original.itemCode}-SU-${mst.controlNo}`);
  assert.equal(scrap!.salvageItemCode, `${original.itemCode}-SC-${mst.controlNo}`);
  assert.equal(posted.totalAmount, '189.00');
  const items = await w.viewer.call(listMaterialsEndpoint, { query: { search: mst.controlNo } });
  const su = items.data.find((x) => x.itemCode === usable!.salvageItemCode)!;
  assert.equal(su.quantityOnHand, '3.00');
  const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: su.id, locationId: w.main } });
  assert.deepEqual(card.closing, { quantity: '3.00', unitCost: '60.0000', value: '180.00' });
  const newStock = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
  assert.deepEqual(newStock.closing, { quantity: '10.00', unitCost: '100.0000', value: '1000.00' });

  const bare = await w.clerk.send(createStockDocumentEndpoint, {
    body: { kind: 'MST', documentDate: '2026-11-03', locationId: w.main, lines: [{ materialId: m, quantity: '1' }] },
  });
  assert.equal(bare.status, 400);
  await w.approver.call(reverseStockDocumentEndpoint, { params: { id: mst.id }, body: { remarks: 'Counted twice' } });
  const after = await w.viewer.call(getBinCardEndpoint, { query: { materialId: su.id, locationId: w.main } });
  assert.equal(after.closing.quantity, '0.00');
});
