// Stock documents end to end: a receipt, an issue at the moving average with its reservation, a
// return at the cost charged, a transfer between branches, a reversal; each posted only at the
// final approval, never by its own filer; the bin card and balances agree with the documents.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';

import { exportBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/export-balances';
import { listBalancesEndpoint } from '@ilaw/contracts/warehouse/balances/list-balances';
import { exportBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/export-bin-card';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { NOT_ENOUGH_STOCK } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('stock documents', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  const card = (materialId: number, locationId: number) =>
    w.viewer.call(getBinCardEndpoint, { query: { materialId, locationId } });

  test('a receiving report moves nothing until approved, then posts at landed cost net of VAT', async () => {
    const m = await w.material();
    const doc = await w.file({
      kind: 'MRR',
      locationId: w.main,
      supplier: 'Mindoro Hardware',
      poNo: 'PO-1',
      invoiceNo: 'SI-9',
      vatType: 'Inclusive',
      freight: '50',
      lines: [{ materialId: m, quantity: '10', unitPrice: '112' }],
    });
    assert.match(doc.controlNo, /^MRR-2026-\d{6}$/);
    assert.equal(doc.status, 'Pending');
    assert.equal((await card(m, w.main)).lines.length, 0);
    await w.approve(doc);
    const posted = await w.clerk.call(getStockDocumentEndpoint, { params: { id: doc.id } });
    assert.equal(posted.status, 'Posted');
    assert.equal(posted.totalAmount, '1050.00');
    const c = await card(m, w.main);
    assert.deepEqual(
      c.lines.map((l) => [l.reference, l.received, l.issued, l.unitCost, l.balanceQuantity, l.balanceValue]),
      [[doc.controlNo, '10.00', '0.00', '105.0000', '10.00', '1050.00']],
    );
    const material = await w.viewer.call(getMaterialEndpoint, { params: { id: m } });
    assert.equal(material.quantityOnHand, '10.00');
  });

  test('nobody approves their own document; a receiving report needs its supplier and prices', async () => {
    const both = await t.userWithRoles(['WarehouseMan', 'WarehouseAdmin']);
    const m = await w.material();
    const doc = await both.call(createStockDocumentEndpoint, {
      body: {
        kind: 'MRR',
        documentDate: '2026-11-03',
        locationId: w.main,
        supplier: 'S',
        vatType: 'Exempt',
        lines: [{ materialId: m, quantity: '1', unitPrice: '1' }],
      },
    });
    const own = await both.send(decideApprovalEndpoint, {
      params: { id: doc.approval!.requestId },
      body: { approve: true },
    });
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes('You cannot approve your own request.'));
    const bare = await w.clerk.send(createStockDocumentEndpoint, {
      body: { kind: 'MRR', documentDate: '2026-11-03', locationId: w.main, lines: [{ materialId: m, quantity: '1' }] },
    });
    assert.equal(bare.status, 400);
    const viewerFiles = await w.viewer.send(createStockDocumentEndpoint, {
      body: {
        kind: 'MCT',
        documentDate: '2026-11-03',
        locationId: w.main,
        chargeAccount: '107',
        lines: [{ materialId: m, quantity: '1' }],
      },
    });
    assert.equal(viewerFiles.status, 403);
  });

  test('a charge ticket reserves its quantity, issues at the moving average, and a return comes back at the cost charged', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '100');
    await w.receive(w.main, m, '10', '130');
    const mct = await w.file({
      kind: 'MCT',
      locationId: w.main,
      chargeAccount: '107.1',
      workOrderNo: 'MWO-22',
      particulars: 'Line crew 3, Barangay Bagong Sikat',
      lines: [{ materialId: m, quantity: '15' }],
    });
    assert.equal((await w.viewer.call(getMaterialEndpoint, { params: { id: m } })).reserved, '15.00');
    const over = await w.clerk.send(createStockDocumentEndpoint, {
      body: {
        kind: 'MCT',
        documentDate: '2026-11-03',
        locationId: w.main,
        chargeAccount: '107',
        lines: [{ materialId: m, quantity: '6' }],
      },
    });
    assert.equal(over.status, 409);
    assert.ok(errorsOf(over.body).some((e) => e.startsWith(NOT_ENOUGH_STOCK)));
    await w.approve(mct);
    const issued = await w.clerk.call(getStockDocumentEndpoint, { params: { id: mct.id } });
    assert.equal(issued.lines[0]!.unitCost, '115.0000');
    assert.equal(issued.totalAmount, '1725.00');
    await w.receive(w.main, m, '5', '200');
    const ret = await w.file({
      kind: 'MCRT',
      locationId: w.main,
      chargedDocumentId: mct.id,
      lines: [{ materialId: m, quantity: '3' }],
    });
    assert.equal(ret.lines[0]!.unitPrice, '115.0000');
    const tooMany = await w.clerk.send(createStockDocumentEndpoint, {
      body: {
        kind: 'MCRT',
        documentDate: '2026-11-03',
        locationId: w.main,
        chargedDocumentId: mct.id,
        lines: [{ materialId: m, quantity: '13' }],
      },
    });
    assert.equal(tooMany.status, 400);
    await w.approve(ret);
    const reverseCharged = await w.approver.send(reverseStockDocumentEndpoint, {
      params: { id: mct.id },
      body: { remarks: 'Wrong account' },
    });
    assert.equal(reverseCharged.status, 409);
    assert.match(errorsOf(reverseCharged.body)[0]!, /^Credit ticket MCRT-/);
    const c = await card(m, w.main);
    assert.deepEqual(
      c.lines.map((l) => [
        l.kind,
        l.received,
        l.issued,
        l.amount,
        l.balanceQuantity,
        l.balanceUnitCost,
        l.balanceValue,
      ]),
      [
        ['MRR', '10.00', '0.00', '1000.00', '10.00', '100.0000', '1000.00'],
        ['MRR', '10.00', '0.00', '1300.00', '20.00', '115.0000', '2300.00'],
        ['MCT', '0.00', '15.00', '1725.00', '5.00', '115.0000', '575.00'],
        ['MRR', '5.00', '0.00', '1000.00', '10.00', '157.5000', '1575.00'],
        ['MCRT', '3.00', '0.00', '345.00', '13.00', '147.6923', '1920.00'],
      ],
    );
    assert.deepEqual(c.totals, { received: '28.00', issued: '15.00' });
    assert.equal((await w.viewer.call(getMaterialEndpoint, { params: { id: m } })).reserved, '0.00');
  });

  test('a rejected or withdrawn charge ticket frees what it held', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '4', '10');
    const a = await w.file({
      kind: 'MCT',
      locationId: w.main,
      chargeAccount: '107',
      lines: [{ materialId: m, quantity: '4' }],
    });
    await w.approver.call(decideApprovalEndpoint, {
      params: { id: a.approval!.requestId },
      body: { approve: false, remarks: 'Wrong crew' },
    });
    assert.equal((await w.clerk.call(getStockDocumentEndpoint, { params: { id: a.id } })).status, 'Rejected');
    const b = await w.file({
      kind: 'MCT',
      locationId: w.main,
      chargeAccount: '107',
      lines: [{ materialId: m, quantity: '4' }],
    });
    await w.clerk.call(withdrawApprovalEndpoint, { params: { id: b.approval!.requestId }, body: {} });
    assert.equal((await w.clerk.call(getStockDocumentEndpoint, { params: { id: b.id } })).status, 'Cancelled');
    assert.equal((await w.viewer.call(getMaterialEndpoint, { params: { id: m } })).reserved, '0.00');
  });

  test('a transfer moves quantity and value between branches; the receiving location re-averages', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '50');
    await w.receive(w.branch, m, '10', '80');
    const mts = await w.file({
      kind: 'MTS',
      locationId: w.main,
      toLocationId: w.branch,
      lines: [{ materialId: m, quantity: '4' }],
    });
    assert.equal(mts.toLocationId, w.branch);
    await w.approve(mts);
    const from = await card(m, w.main);
    const to = await card(m, w.branch);
    assert.deepEqual(from.closing, { quantity: '6.00', unitCost: '50.0000', value: '300.00' });
    assert.deepEqual(to.closing, { quantity: '14.00', unitCost: '71.4286', value: '1000.00' });
    const same = await w.clerk.send(createStockDocumentEndpoint, {
      body: {
        kind: 'MTS',
        documentDate: '2026-11-03',
        locationId: w.main,
        toLocationId: w.main,
        lines: [{ materialId: m, quantity: '1' }],
      },
    });
    assert.equal(same.status, 400);
  });

  test('a posted document is corrected by reversal, never changed; the database refuses edits of posted movements', async () => {
    const m = await w.material();
    const first = await w.receive(w.main, m, '10', '100');
    const second = await w.receive(w.main, m, '10', '130');
    const clerkReverses = await w.clerk.send(reverseStockDocumentEndpoint, {
      params: { id: second.id },
      body: { remarks: 'Wrong price' },
    });
    assert.equal(clerkReverses.status, 403);
    const rev = await w.approver.call(reverseStockDocumentEndpoint, {
      params: { id: second.id },
      body: { remarks: 'Wrong price' },
    });
    assert.equal(rev.reversalOfId, second.id);
    assert.equal(rev.status, 'Posted');
    const again = await w.approver.send(reverseStockDocumentEndpoint, {
      params: { id: second.id },
      body: { remarks: 'Again' },
    });
    assert.equal(again.status, 409);
    assert.equal((await w.clerk.call(getStockDocumentEndpoint, { params: { id: second.id } })).status, 'Reversed');
    const c = await card(m, w.main);
    assert.deepEqual(c.closing, { quantity: '10.00', unitCost: '100.0000', value: '1000.00' });
    const db = t.running.database.db;
    await assert.rejects(
      sql`UPDATE wh_movements SET amount = 1 WHERE document_id = ${first.id}`.execute(db),
      /posted records/,
    );
    await assert.rejects(
      sql`DELETE FROM wh_document_lines WHERE document_id = ${first.id}`.execute(db),
      /posted records/,
    );
    await assert.rejects(
      sql`UPDATE wh_documents SET supplier = 'X' WHERE id = ${first.id}`.execute(db),
      /posted records/,
    );
    await assert.rejects(sql`UPDATE wh_stock SET quantity = -1 WHERE material_id = ${m}`.execute(db), /check/i);
  });

  test('balances as of a date and the .xlsx exports agree with the bin card', async () => {
    const m = await w.material('Aluminum wire #4 ACSR');
    await w.receive(w.main, m, '152.5', '18.75');
    const list = await w.viewer.call(listBalancesEndpoint, {
      query: { asOf: '2100-01-01', locationId: w.main, search: 'ACSR' },
    });
    const row = list.data.find((b) => b.materialId === m)!;
    assert.deepEqual([row.quantity, row.unitCost, row.value], ['152.50', '18.7500', '2859.38']);
    const early = await w.viewer.call(listBalancesEndpoint, { query: { asOf: '2000-01-01', locationId: w.main } });
    assert.equal(early.total, 0);
    const res = await w.viewer.request(
      'GET',
      contractUrl(exportBinCardEndpoint, undefined, { materialId: m, locationId: w.main }),
    );
    assert.equal(res.status, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Bin card')!;
    assert.equal(String(ws.getCell('A1').value), 'BIN CARD');
    assert.equal(ws.getCell('J8').value, 2859.38);
    const bal = await w.viewer.request(
      'GET',
      contractUrl(exportBalancesEndpoint, undefined, { asOf: '2100-01-01', locationId: w.main }),
    );
    assert.equal(bal.status, 200);
    assert.equal(bal.raw.subarray(0, 2).toString(), 'PK');
    const balWb = new ExcelJS.Workbook();
    await balWb.xlsx.load(bal.raw as unknown as ArrayBuffer);
    const balWs = balWb.getWorksheet('Balances')!;
    assert.equal(String(balWs.getCell('A3').value), 'Item code');
    const balRow = balWs.getRows(4, balWs.rowCount - 3)!.find((r) => r.getCell(2).value === 'Aluminum wire #4 ACSR')!;
    assert.deepEqual(
      [balRow.getCell(6).value, balRow.getCell(7).value, balRow.getCell(8).value],
      [152.5, 18.75, 2859.38],
    );
    assert.equal(String(balWs.getRow(balWs.rowCount).getCell(1).value), 'Total');
    const docs = await w.viewer.call(listStockDocumentsEndpoint, { query: { kind: 'MRR', search: 'Philippine Wire' } });
    assert.ok(docs.total >= 1);
    assert.ok(docs.data.every((d) => d.kind === 'MRR'));
  });
});
