// Travel orders through the API: filing under a TO number per year, the refusals, the approval
// engine's recommending and approving steps (nobody signs their own request or their own travel),
// the printed signatories, IAD's read-only access, and the approved days on the travellers' DTR.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OWN_REQUEST } from '@ilaw/contracts/approvals/requests/approval-request';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { documentSignatoriesEndpoint } from '@ilaw/contracts/approvals/requests/get-document-signatories';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { cancelTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/cancel-travel-order';
import { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import { submitTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/submit-travel-order';
import {
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_MESSAGES,
  TRAVEL_ORDER_STATUS as S,
  type TravelOrder,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { updateTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/update-travel-order';
import { downloadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/download-travel-order-attachment';
import { uploadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/upload-travel-order-attachment';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fileOrder, orderFields, setUpTravel, type Travel } from './travel-support.ts';

let t: TestApp;
let tr: Travel;
before(async () => {
  t = await createTestApp();
  tr = await setUpTravel(t);
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

async function submit(o: TravelOrder) {
  return tr.ogm.call(submitTravelOrderEndpoint, { params: { id: o.id } });
}

async function decide(who: Travel['head'], o: TravelOrder, approve: boolean, remarks: string | null = null) {
  return who.send(decideApprovalEndpoint, { params: { id: o.approval!.requestId }, body: { approve, remarks } });
}

describe('filing', () => {
  test('a travel order is filed as a draft under the next TO number of its travel year', async () => {
    const a = await fileOrder(tr, { dateFrom: '2031-01-05', dateTo: '2031-01-06' });
    const b = await fileOrder(tr, { dateFrom: '2031-02-05', dateTo: '2031-02-05', travellerIds: [tr.travellers[1]!] });
    const c = await fileOrder(tr, { dateFrom: '2032-01-05', dateTo: '2032-01-05' });
    assert.equal(a.toNumber, 'TO-2031-0001');
    assert.equal(b.toNumber, 'TO-2031-0002');
    assert.equal(c.toNumber, 'TO-2032-0001');
    assert.equal(a.status, S.Draft.value);
    assert.equal(a.days, 2);
    assert.equal(a.estimatedExpenses, '12500.50');
    assert.equal(a.travellers.length, 1);
    assert.equal(a.travellers[0]!.employeeId, tr.travellers[0]);
    assert.equal(a.approval, null);
  });

  test('the form is checked: travellers, dates, amounts', async () => {
    const empty = await tr.ogm.send(createTravelOrderEndpoint, { body: orderFields(tr, { travellerIds: [] }) });
    assert.equal(empty.status, 400);
    assert.ok(errorsOf(empty.body).includes('Name at least one traveller.'));
    const backwards = await tr.ogm.send(createTravelOrderEndpoint, {
      body: orderFields(tr, { dateFrom: '2026-03-05', dateTo: '2026-03-04' }),
    });
    assert.equal(backwards.status, 400);
    assert.ok(errorsOf(backwards.body).includes('The end date must not be before the start date.'));
    const twice = await tr.ogm.send(createTravelOrderEndpoint, {
      body: orderFields(tr, { travellerIds: [tr.travellers[0]!, tr.travellers[0]!] }),
    });
    assert.equal(twice.status, 400);
    const pesos = await tr.ogm.send(createTravelOrderEndpoint, {
      body: orderFields(tr, { estimatedExpenses: '1.234' }),
    });
    assert.equal(pesos.status, 400);
    const unknown = await tr.ogm.send(createTravelOrderEndpoint, { body: orderFields(tr, { travellerIds: [999999] }) });
    assert.equal(unknown.status, 400);
    assert.ok(errorsOf(unknown.body).includes(TRAVEL_ORDER_MESSAGES.travellerNotFound));
  });

  test('only OGM files; IAD reads; others read nothing', async () => {
    const o = await fileOrder(tr, { dateFrom: '2033-01-05', dateTo: '2033-01-05' });
    assert.equal((await tr.auditor.send(createTravelOrderEndpoint, { body: orderFields(tr) })).status, 403);
    assert.equal((await tr.staff.send(listTravelOrdersEndpoint, { query: {} })).status, 403);
    assert.equal((await tr.staff.send(getTravelOrderEndpoint, { params: { id: o.id } })).status, 404);
    const seen = await tr.auditor.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(seen.toNumber, o.toNumber);
    assert.equal((await tr.auditor.send(submitTravelOrderEndpoint, { params: { id: o.id } })).status, 403);
    const list = await tr.auditor.call(listTravelOrdersEndpoint, { query: { search: o.toNumber } });
    assert.deepEqual(
      list.data.map((r) => r.id),
      [o.id],
    );
    assert.equal((await tr.ogm.send(getTravelOrderEndpoint, { params: { id: 999999 } })).status, 404);
  });

  test('the papers of a travel are attached; its readers download them, outsiders do not', async () => {
    const o = await fileOrder(tr, { dateFrom: '2036-02-02', dateTo: '2036-02-02' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await upload(
      tr.ogm,
      contractUrl(uploadTravelOrderAttachmentEndpoint),
      { travelOrderId: String(o.id) },
      { name: 'invitation.pdf', bytes: pdf },
    );
    assert.equal(up.status, 201, JSON.stringify(up.body));
    const seen = await tr.auditor.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.deepEqual(
      seen.attachments.map((a) => a.fileName),
      ['invitation.pdf'],
    );
    const file = await tr.auditor.request(
      'GET',
      contractUrl(downloadTravelOrderAttachmentEndpoint, { id: seen.attachments[0]!.id }),
    );
    assert.equal(file.status, 200);
    assert.match(String(file.headers['content-disposition']), /^attachment/);
    const outsider = await tr.staff.send(downloadTravelOrderAttachmentEndpoint, {
      params: { id: seen.attachments[0]!.id },
    });
    assert.equal(outsider.status, 404);
    const byAuditor = await upload(
      tr.auditor,
      contractUrl(uploadTravelOrderAttachmentEndpoint),
      { travelOrderId: String(o.id) },
      { name: 'x.pdf', bytes: pdf },
    );
    assert.equal(byAuditor.status, 403);
  });

  test('a draft is changed; its TO number and year stay', async () => {
    const o = await fileOrder(tr, { dateFrom: '2034-04-01', dateTo: '2034-04-01' });
    const changed = await tr.ogm.call(updateTravelOrderEndpoint, {
      params: { id: o.id },
      body: orderFields(tr, {
        dateFrom: '2034-04-02',
        dateTo: '2034-04-04',
        destination: 'Batangas City',
        travellerIds: [tr.travellers[1]!, tr.travellers[2]!],
      }),
    });
    assert.equal(changed.toNumber, o.toNumber);
    assert.equal(changed.days, 3);
    assert.deepEqual(
      changed.travellers.map((x) => x.employeeId),
      [tr.travellers[1], tr.travellers[2]],
    );
    const otherYear = await tr.ogm.send(updateTravelOrderEndpoint, {
      params: { id: o.id },
      body: orderFields(tr, { dateFrom: '2035-01-01', dateTo: '2035-01-01' }),
    });
    assert.equal(otherYear.status, 400);
  });
});

describe('signing', () => {
  test('recommended by the department head, approved by the manager; the DTR shows the travel', async () => {
    const o = await fileOrder(tr, {
      dateFrom: '2026-03-09',
      dateTo: '2026-03-10',
      travellerIds: [tr.travellers[0]!, tr.travellers[1]!],
    });
    const sent = await submit(o);
    assert.equal(sent.status, S.Pending.value);
    assert.equal(sent.approval?.currentStep, 1);
    assert.equal(sent.approval?.currentSignatory, 'Recommender');
    // Once sent it is not changed, and not sent twice.
    const again = await tr.ogm.send(submitTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(TRAVEL_ORDER_MESSAGES.alreadySubmitted));
    const edit = await tr.ogm.send(updateTravelOrderEndpoint, { params: { id: o.id }, body: orderFields(tr) });
    assert.equal(edit.status, 409);
    // The requester never signs; the manager is not the recommender.
    const own = await decide(tr.ogm, sent, true);
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(OWN_REQUEST.approve));
    assert.equal((await decide(tr.manager, sent, true)).status, 403);
    // The head opens what waits for their recommendation; the manager not yet.
    assert.equal((await tr.head.send(getTravelOrderEndpoint, { params: { id: o.id } })).status, 200);
    assert.equal((await tr.manager.send(getTravelOrderEndpoint, { params: { id: o.id } })).status, 404);
    assert.equal((await decide(tr.head, sent, true, 'Recommended.')).status, 200);
    const atStep2 = await tr.ogm.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(atStep2.approval?.currentSignatory, 'Approver');
    assert.equal(atStep2.status, S.Pending.value);
    assert.equal((await decide(tr.manager, atStep2, true)).status, 200);
    const approved = await tr.ogm.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(approved.status, S.Approved.value);
    assert.ok(approved.decidedAt);
    // The print's signatories: prepared by OGM, recommended by the head, approved by the manager.
    const signatures = await tr.auditor.call(documentSignatoriesEndpoint, {
      params: { documentType: TRAVEL_ORDER_DOCUMENT_TYPE, documentId: o.id },
    });
    assert.deepEqual(
      signatures.map((s) => [s.decision, s.signatoryType]),
      [
        ['Submitted', 'Prepared by'],
        ['Approved', 'Recommender'],
        ['Approved', 'Approver'],
      ],
    );
    // Official business on both travellers' DTR for those days, naming the TO.
    for (const employeeId of [tr.travellers[0]!, tr.travellers[1]!]) {
      const dtr = await tr.hr.call(hrRangedDtrEndpoint, {
        query: { employeeId, from: '2026-03-08', to: '2026-03-11' },
      });
      const byDate = new Map(dtr.records.map((r) => [r.dailyTimeRecordDate, r]));
      assert.equal(byDate.get('2026-03-09')?.dayType, 'Travel');
      assert.equal(byDate.get('2026-03-10')?.dayType, 'Travel');
      assert.ok(
        byDate.get('2026-03-10')?.remarks.includes(`Travel (${o.toNumber})`),
        byDate.get('2026-03-10')?.remarks,
      );
      assert.notEqual(byDate.get('2026-03-11')?.dayType, 'Travel');
    }
    // A traveller cannot be sent on another travel those days.
    const clash = await tr.ogm.send(createTravelOrderEndpoint, {
      body: orderFields(tr, { dateFrom: '2026-03-10', dateTo: '2026-03-12', travellerIds: [tr.travellers[1]!] }),
    });
    assert.equal(clash.status, 409);
    assert.match(errorsOf(clash.body).join(' '), new RegExp(`already travels on these dates \\(${o.toNumber}\\)`));
    // Cancelled: kept with its reason; the DTR no longer counts the travel.
    const cancelled = await tr.ogm.call(cancelTravelOrderEndpoint, {
      params: { id: o.id },
      body: { reason: 'The conference was postponed.' },
    });
    assert.equal(cancelled.status, S.Cancelled.value);
    assert.equal(cancelled.cancelReason, 'The conference was postponed.');
    const after = await tr.hr.call(hrRangedDtrEndpoint, {
      query: { employeeId: tr.travellers[0]!, from: '2026-03-09', to: '2026-03-09' },
    });
    assert.notEqual(after.records[0]?.dayType, 'Travel');
    const twice = await tr.ogm.send(cancelTravelOrderEndpoint, { params: { id: o.id }, body: { reason: 'Again.' } });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(TRAVEL_ORDER_MESSAGES.alreadyCancelled));
  });

  test('nobody signs a travel order they travel on', async () => {
    const o = await fileOrder(tr, {
      dateFrom: '2026-04-06',
      dateTo: '2026-04-06',
      travellerIds: [tr.travellers[2]!, tr.headEmployee],
    });
    const sent = await submit(o);
    const own = await decide(tr.head, sent, true);
    assert.equal(own.status, 403);
    assert.ok(errorsOf(own.body).includes(TRAVEL_ORDER_MESSAGES.ownTravel.approve));
  });

  test('disapproved or withdrawn, it comes back to OGM to change and send again', async () => {
    const o = await fileOrder(tr, { dateFrom: '2026-05-04', dateTo: '2026-05-04', travellerIds: [tr.travellers[2]!] });
    const sent = await submit(o);
    assert.equal((await decide(tr.head, sent, false, 'Combine with the May trip.')).status, 200);
    const rejected = await tr.ogm.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(rejected.status, S.Rejected.value);
    const cancel = await tr.ogm.send(cancelTravelOrderEndpoint, { params: { id: o.id }, body: { reason: 'x' } });
    assert.equal(cancel.status, 409);
    assert.ok(errorsOf(cancel.body).includes(TRAVEL_ORDER_MESSAGES.onlyApprovedCancelled));
    await tr.ogm.call(updateTravelOrderEndpoint, {
      params: { id: o.id },
      body: orderFields(tr, { dateFrom: '2026-05-05', dateTo: '2026-05-05', travellerIds: [tr.travellers[2]!] }),
    });
    const resent = await submit(o);
    assert.equal(resent.status, S.Pending.value);
    assert.notEqual(resent.approval?.requestId, sent.approval?.requestId);
    await tr.ogm.call(withdrawApprovalEndpoint, {
      params: { id: resent.approval!.requestId },
      body: { reason: 'Dates to be confirmed.' },
    });
    const withdrawn = await tr.ogm.call(getTravelOrderEndpoint, { params: { id: o.id } });
    assert.equal(withdrawn.status, S.Withdrawn.value);
  });

  test('a second travel order for the same traveller and days is refused when sent', async () => {
    const a = await fileOrder(tr, { dateFrom: '2026-06-01', dateTo: '2026-06-02', travellerIds: [tr.travellers[0]!] });
    const b = await fileOrder(tr, { dateFrom: '2026-06-02', dateTo: '2026-06-03', travellerIds: [tr.travellers[0]!] });
    await submit(a);
    const refused = await tr.ogm.send(submitTravelOrderEndpoint, { params: { id: b.id } });
    assert.equal(refused.status, 409);
    const list = await tr.ogm.call(listTravelOrdersEndpoint, {
      query: { employeeId: tr.travellers[0]!, dateFrom: '2026-06-01', dateTo: '2026-06-30', sort: 'toNumber' },
    });
    assert.deepEqual(
      list.data.map((r) => [r.toNumber, r.status]),
      [
        [a.toNumber, S.Pending.value],
        [b.toNumber, S.Draft.value],
      ],
    );
  });
});
