// A receiving report's recipients (decision 091): a posted delivery's items handed to the ones who
// asked for them, each signing on screen; never more than the line received; only from a posted
// receiving report; the hand-over is kept as signed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createReceiptRecipientEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/create-receipt-recipient';
import { listReceiptRecipientsEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/list-receipt-recipients';
import { sql } from 'kysely';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('receiving report recipients', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  test('items are handed to their recipients, who sign, up to what was received', async () => {
    const m = await w.material('Safety helmet');
    const mrr = await w.receive(w.main, m, '10', '350');
    const lineId = mrr.lines[0]!.id;
    const hand = (recipientName: string, quantity: string) =>
      w.clerk.post(contractUrl(createReceiptRecipientEndpoint, { id: mrr.id }), {
        documentLineId: lineId,
        recipientName,
        quantity,
        receivedOn: '2026-11-05',
        signature: SIGNATURE,
      });
    const first = await hand('Line crew A', '6');
    assert.equal(first.status, 201);
    assert.equal((await hand('Line crew B', '5')).status, 400);
    assert.equal((await hand('Line crew B', '4')).status, 201);
    const list = await w.viewer.call(listReceiptRecipientsEndpoint, { params: { id: mrr.id } });
    assert.deepEqual(
      list.map((r) => [r.recipientName, r.quantity, r.itemCode.length > 0, r.signature === SIGNATURE]),
      [
        ['Line crew A', '6.00', true, true],
        ['Line crew B', '4.00', true, true],
      ],
    );
    const unsigned = await w.clerk.post(contractUrl(createReceiptRecipientEndpoint, { id: mrr.id }), {
      documentLineId: lineId,
      recipientName: 'X crew',
      quantity: '1',
      receivedOn: '2026-11-05',
      signature: '',
    });
    assert.equal(unsigned.status, 400);
    // Not from a pending receiving report, nor by a viewer.
    const pending = await w.file({
      kind: 'MRR',
      locationId: w.main,
      supplier: 'S',
      vatType: 'Exempt',
      lines: [{ materialId: m, quantity: '1', unitPrice: '1' }],
    });
    const early = await w.clerk.post(contractUrl(createReceiptRecipientEndpoint, { id: pending.id }), {
      documentLineId: pending.lines[0]!.id,
      recipientName: 'Line crew A',
      quantity: '1',
      receivedOn: '2026-11-05',
      signature: SIGNATURE,
    });
    assert.equal(early.status, 409);
    const viewer = await w.viewer.post(contractUrl(createReceiptRecipientEndpoint, { id: mrr.id }), {
      documentLineId: lineId,
      recipientName: 'Line crew A',
      quantity: '1',
      receivedOn: '2026-11-05',
      signature: SIGNATURE,
    });
    assert.equal(viewer.status, 403);
    await assert.rejects(
      sql`UPDATE wh_receipt_recipients SET quantity = 1 WHERE document_id = ${mrr.id}`.execute(t.running.database.db),
      /cannot be changed/,
    );
  });
});
