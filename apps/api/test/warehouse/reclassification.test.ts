// Material reclassification (decision 091): quantity and value move from one item to another at
// the same location, at the old item's moving average; the new item re-averages; reserved while
// pending; refused to another unit or to the same item; reversed exactly.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const fieldsOf = (body: unknown) => Object.keys((body as { errors: object }).errors);

describe('material reclassification', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  const closing = async (m: number) =>
    (await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } })).closing;

  test("moves quantity and value at the old item's average into the new item, which re-averages; a reversal undoes it", async () => {
    const from = await w.material();
    const to = await w.material();
    await w.receive(w.main, from, '10', '30');
    await w.receive(w.main, to, '10', '20');
    const doc = await w.file({
      kind: 'MRC',
      locationId: w.main,
      particulars: 'Carried under the wrong item',
      lines: [{ materialId: from, toMaterialId: to, quantity: '4' }],
    });
    assert.match(doc.controlNo, /^MRC-2026-\d{6}$/);
    const held = await w.viewer.call(getMaterialEndpoint, { params: { id: from } });
    assert.equal(held.reserved, '4.00');
    await w.approve(doc);
    assert.deepEqual(await closing(from), { quantity: '6.00', unitCost: '30.0000', value: '180.00' });
    assert.deepEqual(await closing(to), { quantity: '14.00', unitCost: '22.8571', value: '320.00' });
    const posted = await w.viewer.call(getStockDocumentEndpoint, { params: { id: doc.id } });
    assert.deepEqual(
      posted.lines.map((l) => [l.unitCost, l.amount, l.toMaterialId]),
      [['30.0000', '120.00', to]],
    );
    assert.equal(posted.totalAmount, '120.00');
    await w.approver.call(reverseStockDocumentEndpoint, { params: { id: doc.id }, body: { remarks: 'Wrong line' } });
    assert.deepEqual(await closing(from), { quantity: '10.00', unitCost: '30.0000', value: '300.00' });
    assert.deepEqual(await closing(to), { quantity: '10.00', unitCost: '20.0000', value: '200.00' });
  });

  test('refuses the same item, another unit, no target and more than is free', async () => {
    const from = await w.material();
    await w.receive(w.main, from, '2', '10');
    const post = (lines: unknown) =>
      w.clerk.post(contractUrl(createStockDocumentEndpoint), {
        kind: 'MRC',
        documentDate: '2026-11-04',
        locationId: w.main,
        lines,
      });
    const same = await post([{ materialId: from, toMaterialId: from, quantity: '1' }]);
    assert.deepEqual([same.status, fieldsOf(same.body)], [400, ['lines.0.toMaterialId']]);
    const none = await post([{ materialId: from, quantity: '1' }]);
    assert.deepEqual([none.status, fieldsOf(none.body)], [400, ['lines.0.toMaterialId']]);
    const meter = (await w.clerk.call(listUnitsEndpoint, {})).find((u) => u.code === 'm')!.id;
    const wire = await w.clerk.call(createMaterialEndpoint, {
      body: { description: 'Wire', unitId: meter, typeId: w.typeId, categoryId: w.categoryId },
    });
    const otherUnit = await post([{ materialId: from, toMaterialId: wire.id, quantity: '1' }]);
    assert.deepEqual([otherUnit.status, fieldsOf(otherUnit.body)], [400, ['lines.0.toMaterialId']]);
    const to = await w.material();
    const tooMuch = await post([{ materialId: from, toMaterialId: to, quantity: '3' }]);
    assert.equal(tooMuch.status, 409);
  });
});
