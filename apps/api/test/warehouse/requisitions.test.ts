// Requisitions end to end (decision 091): a supplies requisition voucher reserves its quantities
// when filed, is approved through the engine, issued by a charge ticket that takes its reservation
// over, posted, and signed for by the recipient; a service requisition voucher names its service
// request; a transfer request is issued by a transfer between warehouses; office supplies are asked
// by any staff member. Every refusal answers in the error contract.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { cancelRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/cancel-requisition';
import { createRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/create-requisition';
import { getRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/get-requisition';
import { listRequisitionsEndpoint } from '@ilaw/contracts/warehouse/requisitions/list-requisitions';
import { receiveRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/receive-requisition';
import { REQUISITION_NOT_APPROVED, type Requisition } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { NOT_ENOUGH_STOCK } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import type { BodyOf } from '@ilaw/contracts/http';
import { sql } from 'kysely';
import { statusCounts, together } from '../support/concurrency.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { complaint, setUpMsd } from '../msd/msd-support.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('requisitions', () => {
  let t: TestApp;
  let w: Warehouse;
  let desk: Awaited<ReturnType<TestApp['userWithRoles']>>;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
    desk = await t.userWithRoles(['SuppliesRequisitionVoucher']);
  });
  after(() => t.close());

  const srv = (materialId: number, quantity: string, fields: Partial<BodyOf<typeof createRequisitionEndpoint>> = {}) =>
    ({
      kind: 'SRV',
      requestDate: '2026-11-03',
      locationId: w.main,
      purpose: 'Line maintenance, Barangay Poblacion',
      chargeAccount: '593',
      lines: [{ materialId, quantity }],
      ...fields,
    }) satisfies BodyOf<typeof createRequisitionEndpoint>;
  const stock = async (m: number) => {
    const x = await w.viewer.call(getMaterialEndpoint, { params: { id: m } });
    return [x.quantityOnHand, x.reserved];
  };
  const approve = (r: Requisition) =>
    w.approver.call(decideApprovalEndpoint, { params: { id: r.approval!.requestId }, body: { approve: true } });

  test('a supplies requisition reserves when filed, is approved, issued by a charge ticket, posted and signed for', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '20');
    const r = await desk.call(createRequisitionEndpoint, { body: srv(m, '6') });
    assert.match(r.controlNo, /^SRV-2026-\d{6}$/);
    assert.equal(r.status, 'Pending');
    assert.deepEqual(await stock(m), ['10.00', '6.00']);
    // What the requisition holds is not there for anyone else.
    const other = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      kind: 'MCT',
      documentDate: '2026-11-03',
      locationId: w.main,
      chargeAccount: '107',
      lines: [{ materialId: m, quantity: '5' }],
    });
    assert.equal(other.status, 409);
    assert.ok(errorsOf(other.body).some((e) => e.startsWith(NOT_ENOUGH_STOCK)));
    // Not issuable before approval.
    const early = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      kind: 'MCT',
      documentDate: '2026-11-03',
      locationId: w.main,
      requisitionId: r.id,
      lines: [{ materialId: m, quantity: '6' }],
    });
    assert.equal(early.status, 409);
    assert.deepEqual(errorsOf(early.body), [REQUISITION_NOT_APPROVED]);
    await approve(r);
    assert.equal((await desk.call(getRequisitionEndpoint, { params: { id: r.id } })).status, 'Approved');
    // Issued by a charge ticket: its lines are the requisition's whatever is sent, the reservation unchanged.
    const mct = await w.file({
      kind: 'MCT',
      locationId: w.branch,
      requisitionId: r.id,
      lines: [{ materialId: m, quantity: '1' }],
    });
    assert.equal(mct.requisitionControlNo, r.controlNo);
    assert.equal(mct.locationId, w.main);
    assert.equal(mct.chargeAccount, '593');
    assert.deepEqual(
      mct.lines.map((l) => l.quantity),
      ['6.00'],
    );
    assert.deepEqual(await stock(m), ['10.00', '6.00']);
    const issued = await desk.call(getRequisitionEndpoint, { params: { id: r.id } });
    assert.deepEqual([issued.status, issued.issuedControlNo], ['Issued', mct.controlNo]);
    // A second charge ticket for the same requisition is refused.
    const twice = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      kind: 'MCT',
      documentDate: '2026-11-03',
      locationId: w.main,
      requisitionId: r.id,
      lines: [{ materialId: m, quantity: '6' }],
    });
    assert.equal(twice.status, 409);
    // Not signed for before the charge ticket posts.
    const unsigned = await desk.post(contractUrl(receiveRequisitionEndpoint, { id: r.id }), {
      receivedByName: 'Juan Dela Cruz',
      signature: SIGNATURE,
    });
    assert.equal(unsigned.status, 409);
    await w.approve(mct);
    assert.deepEqual(await stock(m), ['4.00', '0.00']);
    const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
    assert.equal(card.closing.value, '80.00');
    // A signature that is not a PNG is refused; the recipient signs once.
    const bad = await desk.post(contractUrl(receiveRequisitionEndpoint, { id: r.id }), {
      receivedByName: 'Juan Dela Cruz',
      signature: 'not a picture',
    });
    assert.equal(bad.status, 400);
    const signed = await desk.call(receiveRequisitionEndpoint, {
      params: { id: r.id },
      body: { receivedByName: 'Juan Dela Cruz', signature: SIGNATURE },
    });
    assert.deepEqual(
      [signed.status, signed.receivedByName, signed.receivedSignature],
      ['Received', 'Juan Dela Cruz', SIGNATURE],
    );
    const again = await desk.post(contractUrl(receiveRequisitionEndpoint, { id: r.id }), {
      receivedByName: 'Someone Else',
      signature: SIGNATURE,
    });
    assert.equal(again.status, 409);
    // The signed requisition cannot be changed underneath (the database refuses).
    await assert.rejects(
      sql`UPDATE wh_requisitions SET received_by_name = 'X' WHERE id = ${r.id}`.execute(t.running.database.db),
      /cannot be changed/,
    );
  });

  test('a rejected charge ticket gives the requisition back, still holding its stock; a rejection or withdrawal frees it', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '5', '10');
    const r = await desk.call(createRequisitionEndpoint, { body: srv(m, '5') });
    await approve(r);
    const mct = await w.file({
      kind: 'MCT',
      locationId: w.main,
      requisitionId: r.id,
      lines: [{ materialId: m, quantity: '5' }],
    });
    await w.approver.call(decideApprovalEndpoint, {
      params: { id: mct.approval!.requestId },
      body: { approve: false, remarks: 'Wrong account' },
    });
    const back = await desk.call(getRequisitionEndpoint, { params: { id: r.id } });
    assert.deepEqual([back.status, back.issuedDocumentId], ['Approved', null]);
    assert.deepEqual(await stock(m), ['5.00', '5.00']);
    // Cancelled by its requester once approved: the reservation goes back.
    const cancelled = await desk.call(cancelRequisitionEndpoint, {
      params: { id: r.id },
      body: { remarks: 'Not needed' },
    });
    assert.equal(cancelled.status, 'Cancelled');
    assert.deepEqual(await stock(m), ['5.00', '0.00']);
    const cancelTwice = await desk.post(contractUrl(cancelRequisitionEndpoint, { id: r.id }), { remarks: 'x' });
    assert.equal(cancelTwice.status, 409);
    // Rejected while pending.
    const r2 = await desk.call(createRequisitionEndpoint, { body: srv(m, '2') });
    await w.approver.call(decideApprovalEndpoint, {
      params: { id: r2.approval!.requestId },
      body: { approve: false, remarks: 'No budget' },
    });
    assert.equal((await desk.call(getRequisitionEndpoint, { params: { id: r2.id } })).status, 'Rejected');
    // Withdrawn by its filer.
    const r3 = await desk.call(createRequisitionEndpoint, { body: srv(m, '3') });
    await desk.call(withdrawApprovalEndpoint, {
      params: { id: r3.approval!.requestId },
      body: { reason: 'Filed twice' },
    });
    assert.equal((await desk.call(getRequisitionEndpoint, { params: { id: r3.id } })).status, 'Cancelled');
    assert.deepEqual(await stock(m), ['5.00', '0.00']);
  });

  test("refusals: more than is free, a missing field, the wrong kind of issuing document, someone else's requisition", async () => {
    const m = await w.material();
    await w.receive(w.main, m, '3', '10');
    const tooMuch = await desk.post(contractUrl(createRequisitionEndpoint), srv(m, '4'));
    assert.equal(tooMuch.status, 409);
    assert.ok(errorsOf(tooMuch.body).some((e) => e.startsWith(NOT_ENOUGH_STOCK)));
    const noPurpose = await desk.post(contractUrl(createRequisitionEndpoint), { ...srv(m, '1'), purpose: '' });
    assert.equal(noPurpose.status, 400);
    const noRequest = await desk.post(contractUrl(createRequisitionEndpoint), { ...srv(m, '1'), kind: 'SERVICE' });
    assert.equal(noRequest.status, 400);
    assert.deepEqual(Object.keys((noRequest.body as { errors: object }).errors), ['serviceRequestNo']);
    const noDestination = await w.clerk.post(contractUrl(createRequisitionEndpoint), { ...srv(m, '1'), kind: 'MTR' });
    assert.equal(noDestination.status, 400);
    // A transfer request is not the supplies desk's to file; office supplies are anyone's.
    const staff = await t.userWithRoles(['Employee']);
    const notTheirs = await staff.post(contractUrl(createRequisitionEndpoint), srv(m, '1'));
    assert.equal(notTheirs.status, 403);
    const office = await staff.call(createRequisitionEndpoint, {
      body: { ...srv(m, '1'), kind: 'OFFICE', purpose: 'Bond paper for the billing section' },
    });
    assert.match(office.controlNo, /^OFFICE-2026-\d{6}$/);
    // They see their own, not the desk's.
    const mine = await staff.call(listRequisitionsEndpoint, { query: { kind: 'SRV' } });
    assert.equal(mine.total, 0);
    const theirs = await desk.call(createRequisitionEndpoint, { body: srv(m, '1') });
    const hidden = await staff.get(contractUrl(getRequisitionEndpoint, { id: theirs.id }));
    assert.equal(hidden.status, 404);
    const cancelOther = await staff.post(contractUrl(cancelRequisitionEndpoint, { id: office.id }), { remarks: 'x' });
    assert.equal(cancelOther.status, 409, 'pending: withdrawn through its approval, not cancelled');
    // An office supply request is issued by a charge ticket, not a transfer.
    await approve(office);
    const wrongKind = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      kind: 'MTS',
      documentDate: '2026-11-03',
      locationId: w.main,
      toLocationId: w.branch,
      requisitionId: office.id,
      lines: [{ materialId: m, quantity: '1' }],
    });
    assert.equal(wrongKind.status, 400);
    assert.deepEqual(Object.keys((wrongKind.body as { errors: object }).errors), ['requisitionId']);
    // The desk sees every supplies requisition; the warehouse's office supply admin sees every office request.
    const all = await w.viewer.call(listRequisitionsEndpoint, { query: { kind: 'OFFICE', search: office.controlNo } });
    assert.equal(all.total, 1);
    const own = await staff.call(listRequisitionsEndpoint, { query: { kind: 'OFFICE', mine: 'true' } });
    assert.deepEqual(
      own.data.map((x) => x.id),
      [office.id],
    );
  });

  test('a service requisition voucher names its service request', async () => {
    const msd = await setUpMsd(t);
    const sr = await msd.clerk.call(createServiceRequestEndpoint, { body: complaint(msd, 'POLE-LEAN') });
    const m = await w.material();
    await w.receive(w.main, m, '4', '50');
    const lineman = await t.userWithRoles(['ServiceRequestLineman']);
    const r = await lineman.call(createRequisitionEndpoint, {
      body: {
        ...srv(m, '2'),
        kind: 'SERVICE',
        serviceRequestNo: sr.requestNo,
        purpose: 'Replace leaning pole hardware',
      },
    });
    assert.deepEqual([r.serviceRequestId, r.serviceRequestNo], [sr.id, sr.requestNo]);
    assert.match(r.controlNo, /^SERVICE-2026-\d{6}$/);
    const missing = await lineman.post(contractUrl(createRequisitionEndpoint), {
      ...srv(m, '1'),
      kind: 'SERVICE',
      serviceRequestNo: 'SR-NOT-THERE',
    });
    assert.equal(missing.status, 400);
  });

  test('a transfer request is issued by a transfer: quantity and value move at the moving average', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '30');
    const r = await w.clerk.call(createRequisitionEndpoint, {
      body: {
        ...srv(m, '4'),
        kind: 'MTR',
        toLocationId: w.branch,
        purpose: 'Stock for the Rizal crew',
        chargeAccount: null,
      },
    });
    assert.match(r.controlNo, /^MTR-2026-\d{6}$/);
    await approve(r);
    const mts = await w.file({
      kind: 'MTS',
      locationId: w.main,
      toLocationId: w.main,
      requisitionId: r.id,
      lines: [{ materialId: m, quantity: '4' }],
    });
    assert.equal(mts.toLocationId, w.branch);
    await w.approve(mts);
    const dest = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.branch } });
    assert.deepEqual(dest.closing, { quantity: '4.00', unitCost: '30.0000', value: '120.00' });
    const src = await w.viewer.call(getBinCardEndpoint, { query: { materialId: m, locationId: w.main } });
    assert.deepEqual(src.closing, { quantity: '6.00', unitCost: '30.0000', value: '180.00' });
    assert.deepEqual(await stock(m), ['10.00', '0.00']);
  });

  test('requisitions at once for the last units: exactly what is on hand is reserved, the rest refused', async () => {
    const m = await w.material();
    await w.receive(w.main, m, '10', '25');
    const answers = await together(30, () => desk.post(contractUrl(createRequisitionEndpoint), srv(m, '1')));
    assert.deepEqual(statusCounts(answers), { 201: 10, 409: 20 });
    // Neither a charge ticket nor another requisition gets past what the requisitions hold.
    const mct = await w.clerk.post(contractUrl(createStockDocumentEndpoint), {
      kind: 'MCT',
      documentDate: '2026-11-03',
      locationId: w.main,
      chargeAccount: '107',
      lines: [{ materialId: m, quantity: '1' }],
    });
    assert.equal(mct.status, 409);
    assert.deepEqual(await stock(m), ['10.00', '10.00']);
  });
});
