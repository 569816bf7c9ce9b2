// The reports read the same movements as the bin cards: fast-moving materials, charge-ticket
// costing by account and month (returns credited, reversals netted), the price index, and the
// inventory by category.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/get-charge-costing';
import { getFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/get-fast-moving-materials';
import { getInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/get-inventory-report';
import { getPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/get-price-index';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { exportChargeCostingEndpoint } from '@ilaw/contracts/warehouse/reports/export-charge-costing';
import { exportFastMovingMaterialsEndpoint } from '@ilaw/contracts/warehouse/reports/export-fast-moving-materials';
import { exportInventoryReportEndpoint } from '@ilaw/contracts/warehouse/reports/export-inventory-report';
import { exportPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/export-price-index';
import ExcelJS from 'exceljs';
import { contractUrl } from '../support/contract-client.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse } from './warehouse-support.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('fast-moving, costing, price index and inventory agree with the documents', async () => {
  const w = await setUpWarehouse(t);
  const today = new Date().toISOString().slice(0, 10);
  const range = { dateFrom: '2000-01-01', dateTo: '2100-12-31', locationId: w.main };
  const m = await w.material();
  await w.receive(w.main, m, '10', '100');
  await w.receive(w.main, m, '10', '130');
  const account = `593-${uniqueTag()}`;
  const mct = await w.file({
    kind: 'MCT',
    locationId: w.main,
    chargeAccount: account,
    lines: [{ materialId: m, quantity: '8' }],
  });
  await w.approve(mct);
  const ret = await w.file({
    kind: 'MCRT',
    locationId: w.main,
    chargedDocumentId: mct.id,
    lines: [{ materialId: m, quantity: '2' }],
  });
  await w.approve(ret);
  const other = await w.file({
    kind: 'MCT',
    locationId: w.main,
    chargeAccount: account,
    lines: [{ materialId: m, quantity: '1' }],
  });
  await w.approve(other);
  await w.approver.call(reverseStockDocumentEndpoint, { params: { id: other.id }, body: { remarks: 'Wrong account' } });

  const fast = await w.viewer.call(getFastMovingMaterialsEndpoint, { query: range });
  const row = fast.find((f) => f.materialId === m)!;
  assert.deepEqual(
    [row.issues, row.issued, row.returned, row.netIssued, row.onHand],
    [2, '8.00', '2.00', '6.00', '14.00'],
  );

  const costing = await w.viewer.call(getChargeCostingEndpoint, { query: range });
  const mine = costing.rows.find((r) => r.account === account)!;
  assert.deepEqual(
    [mine.month, mine.charged, mine.credited, mine.net],
    [today.slice(0, 7), '920.00', '230.00', '690.00'],
  );

  const index = await w.viewer.call(getPriceIndexEndpoint, { query: { materialId: m } });
  assert.deepEqual(index.rows, [
    { month: today.slice(0, 7), received: '20.00', receiptCost: '115.0000', averageCost: '115.0000', index: '100.00' },
  ]);

  const inventory = await w.viewer.call(getInventoryReportEndpoint, {
    query: { asOf: '2100-01-01', locationId: w.main },
  });
  const line = inventory.rows.find((r) => r.accountCode === '154.10')!;
  assert.equal(line.value, '1610.00');
  const warehouseman = await w.clerk.send(getChargeCostingEndpoint, { query: range });
  assert.equal(warehouseman.status, 403);

  // Each report's .xlsx holds the same figures.
  const sheet = async (url: string) => {
    const res = await w.viewer.request('GET', url);
    assert.equal(res.status, 200, url);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    return ws.getRows(1, ws.rowCount)!.map((r) => (r.values as unknown[]).slice(1));
  };
  const fastRows = await sheet(contractUrl(exportFastMovingMaterialsEndpoint, undefined, range));
  assert.deepEqual(fastRows.find((r) => r[1] === row.description)!.slice(3), [2, 8, 2, 6, 14]);
  const costRows = await sheet(contractUrl(exportChargeCostingEndpoint, undefined, range));
  assert.deepEqual(costRows.find((r) => r[1] === account)!.slice(3), [920, 230, 690]);
  assert.equal(costRows.at(-1)![0], 'Total');
  const indexRows = await sheet(contractUrl(exportPriceIndexEndpoint, undefined, { materialId: m }));
  assert.deepEqual(indexRows[1], [today.slice(0, 7), 20, 115, 115, 100]);
  const invRows = await sheet(
    contractUrl(exportInventoryReportEndpoint, undefined, { asOf: '2100-01-01', locationId: w.main }),
  );
  assert.equal(invRows.find((r) => r[1] === '154.10')![3], 1610);
  const refused = await w.clerk.request('GET', contractUrl(exportChargeCostingEndpoint, undefined, range));
  assert.equal(refused.status, 403);
});
