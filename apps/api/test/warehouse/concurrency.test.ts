// Under concurrency: twenty identical approvals of one receiving report post it once; fifty
// charge tickets at once for the last ten units reserve exactly ten and refuse the rest; stock
// never goes below zero.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { TIMES, assertPostedOnce, statusCounts, together } from '../support/concurrency.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

describe('warehouse postings under concurrency', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  test('twenty identical approvals of a receiving report post it once', async () => {
    const m = await w.material();
    const doc = await w.file({
      kind: 'MRR',
      locationId: w.main,
      supplier: 'S',
      vatType: 'Exempt',
      lines: [{ materialId: m, quantity: '7', unitPrice: '3' }],
    });
    const answers = await together(TIMES, () =>
      w.approver.post(contractUrl(decideApprovalEndpoint, { id: doc.approval!.requestId }), { approve: true }),
    );
    assertPostedOnce(answers, 200);
    const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
    assert.equal(card.lines.length, 1);
    assert.equal(card.closing.quantity, '7.00');
  });

  test('twenty identical reversals reverse once', async () => {
    const m = await w.material();
    const doc = await w.receive(w.main, m, '3', '10');
    const answers = await together(TIMES, () =>
      w.approver.post(contractUrl(reverseStockDocumentEndpoint, { id: doc.id }), { remarks: 'Duplicate delivery' }),
    );
    assertPostedOnce(answers, 201);
    const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
    assert.equal(card.lines.length, 2);
    assert.equal(card.closing.quantity, '0.00');
  });

  test('fifty charge tickets at once for the last ten units: exactly ten are filed and issued, the rest refused', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '25');
    const answers = await together(50, () =>
      w.clerk.post(contractUrl(createStockDocumentEndpoint), {
        kind: 'MCT',
        documentDate: '2026-11-05',
        locationId: w.main,
        chargeAccount: '107',
        lines: [{ materialId: m, quantity: '1' }],
      }),
    );
    assert.deepEqual(statusCounts(answers), { 201: 10, 409: 40 });
    const filed = answers.filter((a) => a.status === 201).map((a) => a.body as { approval: { requestId: number } });
    const decided = await together(filed.length, (i) =>
      w.approver.post(contractUrl(decideApprovalEndpoint, { id: filed[i]!.approval.requestId }), { approve: true }),
    );
    assert.deepEqual(statusCounts(decided), { 200: 10 });
    const material = await w.viewer.call(getMaterialEndpoint, { params: { id: m } });
    assert.deepEqual([material.quantityOnHand, material.reserved], ['0.00', '0.00']);
    const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
    assert.deepEqual(card.closing, { quantity: '0.00', unitCost: '25.0000', value: '0.00' });
  });
});
