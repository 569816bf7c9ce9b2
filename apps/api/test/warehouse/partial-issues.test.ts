// Requisitions issued in parts (decision 119): several charge tickets each take over part of an
// approved requisition's reservation, line by line; the rest stays reserved; the requisition shows
// issued, in issue and remaining per line and closes when all of it is taken, or when an authorised
// user cancels the rest (which goes back to stock). Twenty identical issues of the last units at
// once: one is filed, the rest refused (PostgreSQL).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { BodyOf } from '@ilaw/contracts/http';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { cancelRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/cancel-requisition';
import { createRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/create-requisition';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { receiveRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/receive-requisition';
import type { Requisition } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { NOT_ON_REQUISITION, onlyLeft } from '../../src/modules/warehouse/compute/requisition-issue.ts';
import { Decimal } from 'decimal.js';
import { assertPostedOnce, TIMES, together } from '../support/concurrency.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('partial issues', () => {
  let t: TestApp;
  let w: Warehouse;
  let desk: Awaited<ReturnType<TestApp['userWithRoles']>>;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
    desk = await t.userWithRoles(['SuppliesRequisitionVoucher']);
  });
  after(() => t.close());

  const stock = async (m: number) => {
    const x = await w.viewer.call(getMaterialEndpoint, { params: { id: m } });
    return [x.quantityOnHand, x.reserved];
  };
  /** An approved supplies requisition for these quantities of these materials. */
  async function approved(lines: [number, string][]): Promise<Requisition> {
    const r = await desk.call(createRequisitionEndpoint, {
      body: {
        kind: 'SRV',
        requestDate: '2026-11-03',
        locationId: w.main,
        purpose: 'Line rehabilitation, Barangay San Roque',
        chargeAccount: '593',
        lines: lines.map(([materialId, quantity]) => ({ materialId, quantity })),
      },
    });
    await w.approver.call(decideApprovalEndpoint, { params: { id: r.approval!.requestId }, body: { approve: true } });
    return desk.call(getRequisitionEndpoint, { params: { id: r.id } });
  }
  const issueBody = (r: Requisition, parts: [number, string][]) =>
    ({
      kind: 'MCT',
      documentDate: '2026-11-04',
      locationId: r.locationId,
      requisitionId: r.id,
      lines: parts.map(([i, quantity]) => ({
        materialId: r.lines[i]!.materialId,
        quantity,
        requisitionLineId: r.lines[i]!.id,
      })),
    }) satisfies BodyOf<typeof createStockDocumentEndpoint>;
  const progress = async (id: number) => {
    const r = await desk.call(getRequisitionEndpoint, { params: { id } });
    return { status: r.status, lines: r.lines.map((l) => [l.issued, l.inIssue, l.remaining, l.cancelled]) };
  };

  test('issued in three parts: each takes over its part, the rest stays reserved; closes when all is taken', async () => {
    const poles = await w.material();
    const wire = await w.material();
    await w.receive(w.main, poles, '20', '1000');
    await w.receive(w.main, wire, '100', '50');
    const r = await approved([
      [poles, '10'],
      [wire, '40'],
    ]);
    assert.deepEqual(await stock(poles), ['20.00', '10.00']);

    // First part: 4 poles and 15 m of wire.
    const first = await w.file(
      issueBody(r, [
        [0, '4'],
        [1, '15'],
      ]),
    );
    assert.deepEqual(
      first.lines.map((l) => [l.materialId, l.quantity]),
      [
        [poles, '4.00'],
        [wire, '15.00'],
      ],
    );
    // The reservation is taken over, not doubled.
    assert.deepEqual(await stock(poles), ['20.00', '10.00']);
    assert.deepEqual(await progress(r.id), {
      status: 'Approved',
      lines: [
        ['0.00', '4.00', '6.00', '0.00'],
        ['0.00', '15.00', '25.00', '0.00'],
      ],
    });
    await w.approve(first);
    assert.deepEqual(await stock(poles), ['16.00', '6.00']);

    // More than is left of a line: 409 on that line; a line of another requisition: 400.
    const over = await w.clerk.post(contractUrl(createStockDocumentEndpoint), issueBody(r, [[0, '6.01']]));
    assert.equal(over.status, 409);
    assert.deepEqual(errorsOf(over.body)['lines.0.quantity'], [onlyLeft(new Decimal(6))]);
    const foreign = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      ...issueBody(r, [[0, '1']]),
      lines: [{ materialId: poles, quantity: '1', requisitionLineId: 999999 }],
    });
    assert.equal(foreign.status, 400);
    assert.deepEqual(errorsOf(foreign.body)['lines.0.requisitionLineId'], [NOT_ON_REQUISITION]);

    // Second part, rejected: its part is the requisition's again, still reserved.
    const second = await w.file(issueBody(r, [[1, '25']]));
    await w.approver.call(decideApprovalEndpoint, {
      params: { id: second.approval!.requestId },
      body: { approve: false, remarks: 'Wrong drum' },
    });
    assert.deepEqual(await stock(wire), ['85.00', '25.00']);
    assert.deepEqual((await progress(r.id)).lines[1], ['15.00', '0.00', '25.00', '0.00']);

    // Naming no line takes everything left: the requisition is Issued.
    const rest = await w.file({ ...issueBody(r, []), lines: [{ materialId: poles, quantity: '1' }] });
    assert.deepEqual(
      rest.lines.map((l) => l.quantity),
      ['6.00', '25.00'],
    );
    const issued = await desk.call(getRequisitionEndpoint, { params: { id: r.id } });
    assert.deepEqual([issued.status, issued.issuedControlNo], ['Issued', rest.controlNo]);
    assert.deepEqual(
      issued.issues.map((d) => [d.controlNo, d.status]),
      [
        [first.controlNo, 'Posted'],
        [second.controlNo, 'Rejected'],
        [rest.controlNo, 'Pending'],
      ],
    );
    const more = await w.clerk.post(contractUrl(createStockDocumentEndpoint), issueBody(r, [[0, '1']]));
    assert.equal(more.status, 409);
    // Signed for only once every part has posted.
    const early = await desk.post(contractUrl(receiveRequisitionEndpoint, { id: r.id }), {
      receivedByName: 'Pedro Penduko',
      signature: SIGNATURE,
    });
    assert.equal(early.status, 409);
    await w.approve(rest);
    assert.deepEqual(await stock(poles), ['10.00', '0.00']);
    assert.deepEqual(await stock(wire), ['60.00', '0.00']);
    assert.deepEqual((await progress(r.id)).lines, [
      ['10.00', '0.00', '0.00', '0.00'],
      ['40.00', '0.00', '0.00', '0.00'],
    ]);
    const signed = await desk.call(receiveRequisitionEndpoint, {
      params: { id: r.id },
      body: { receivedByName: 'Pedro Penduko', signature: SIGNATURE },
    });
    assert.equal(signed.status, 'Received');
  });

  test('the rest cancelled by an authorised user goes back to stock; the requisition is Issued for what was issued', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '100');
    const r = await approved([[m, '8']]);
    const part = await w.file(issueBody(r, [[0, '3']]));
    // Someone who neither filed it nor administers the warehouse may not cancel it.
    const stranger = await t.userWithRoles(['WarehouseMan']);
    const refused = await stranger.post(contractUrl(cancelRequisitionEndpoint, { id: r.id }), {
      remarks: 'Not needed',
    });
    assert.equal(refused.status, 403);
    const closed = await w.approver.call(cancelRequisitionEndpoint, {
      params: { id: r.id },
      body: { remarks: 'The crew needs no more' },
    });
    assert.equal(closed.status, 'Issued');
    assert.ok(closed.restCancelledAt);
    assert.deepEqual(
      closed.lines.map((l) => [l.issued, l.inIssue, l.remaining, l.cancelled]),
      [['0.00', '3.00', '0.00', '5.00']],
    );
    // The 5 cancelled are free again; the 3 in issue are still held by the charge ticket.
    assert.deepEqual(await stock(m), ['10.00', '3.00']);
    const after = await w.clerk.post(contractUrl(createStockDocumentEndpoint), issueBody(r, [[0, '1']]));
    assert.equal(after.status, 409);
    // The part then rejected: nothing was issued after all, so the requisition is Cancelled and the stock free.
    await w.approver.call(decideApprovalEndpoint, {
      params: { id: part.approval!.requestId },
      body: { approve: false, remarks: 'Not needed either' },
    });
    assert.deepEqual(await stock(m), ['10.00', '0.00']);
    assert.equal((await progress(r.id)).status, 'Cancelled');
  });

  test(`${TIMES} identical partial issues of the last units at once: one is filed, the rest refused`, async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '10');
    const r = await approved([[m, '10']]);
    await w.approve(await w.file(issueBody(r, [[0, '6']])));
    const answers = await together(TIMES, () =>
      w.clerk.post(contractUrl(createStockDocumentEndpoint), issueBody(r, [[0, '4']])),
    );
    assertPostedOnce(answers, 201);
    assert.deepEqual(await progress(r.id), { status: 'Issued', lines: [['6.00', '4.00', '0.00', '0.00']] });
    assert.deepEqual(await stock(m), ['4.00', '4.00']);
    for (const a of answers.filter((x) => x.status === 409)) {
      const e = Object.values(errorsOf(a.body)).flat();
      assert.ok(e.includes(onlyLeft(new Decimal(0))) || e.some((x) => /approved requisition/.test(x)), e.join());
    }
  });
});
