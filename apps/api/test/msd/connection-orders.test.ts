// Connection orders end to end (issue 14 item 6, decision 072): an application's fees billed as a
// collection non-power bill, paid at the teller (For Installing with the OR), a cancelled OR
// moving it back and cancelling the open order, the CO issued, assigned and energized into an
// account in billing, and every refusal on the way.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { getConsumerEndpoint } from '@ilaw/contracts/billing/consumers/get-consumer';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import { requestPaymentCancellationEndpoint } from '@ilaw/contracts/collection/payment-cancellations/request-payment-cancellation';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { billConnectionFeesEndpoint as feesEndpoint } from '@ilaw/contracts/msd/connection-applications/bill-connection-fees';
import { getConnectionApplicationEndpoint as getAppEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { moveConnectionApplicationEndpoint as moveEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { assignConnectionOrderEndpoint as assignEndpoint } from '@ilaw/contracts/msd/connection-orders/assign-connection-order';
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import { energizeConnectionOrderEndpoint as energizeEndpoint } from '@ilaw/contracts/msd/connection-orders/energize-connection-order';
import { exportConnectionOrdersEndpoint as exportEndpoint } from '@ilaw/contracts/msd/connection-orders/export-connection-orders';
import { getConnectionOrderEndpoint as getEndpoint } from '@ilaw/contracts/msd/connection-orders/get-connection-order';
import { issueConnectionOrderEndpoint as issueEndpoint } from '@ilaw/contracts/msd/connection-orders/issue-connection-order';
import { listConnectionOrdersEndpoint as listEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import type { BodyOf } from '@ilaw/contracts/http';
import { STAGE_MESSAGES } from '../../src/modules/msd/compute/connection-stages.ts';
import { FEES_MESSAGES } from '../../src/modules/msd/connection-applications/bill-connection-fees.ts';
import { ACCOUNT_ON_ANOTHER_ORDER } from '../../src/modules/msd/connection-orders/issue-connection-order.ts';
import { newTeller, type Teller, type UserClient } from '../collection/collection-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpNca, toFeesBilled, toPayment, type Nca } from './connection-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('connection orders', () => {
  let t: TestApp;
  let n: Nca;
  let teller: Teller;
  let cashier: UserClient;
  let issuer: UserClient;
  let lineman: UserClient;
  let exporter: UserClient;
  let teamId: number;

  before(async () => {
    t = await createTestApp();
    n = await setUpNca(t);
    teller = await newTeller(t);
    cashier = await t.userWithRoles(['Cashier']);
    issuer = await t.userWithRoles(['ConnectionOrder']);
    lineman = await t.userWithRoles(['ConnectionOrderLineman']);
    exporter = await t.userWithRoles(['ConOrderExportReport', 'ConOrderFilterByBranch']);
    const team = await t.admin.call(createTeamEndpoint, {
      body: { name: `CO Crew ${n.tag}`, branchCode: 5, leaderName: 'Pedro Reyes', members: ['Pedro Reyes'] },
    });
    teamId = team.id;
  });
  after(() => t.close());

  const payFees = (billId: number, cash = '2500.00') =>
    teller.client.call(createPaymentEndpoint, {
      body: { idempotencyKey: randomUUID(), consumerId: null, nonPowerBillIds: [billId], cash },
    });

  const cancelPayment = async (paymentId: number) => {
    const req = await teller.client.call(requestPaymentCancellationEndpoint, {
      params: { id: paymentId },
      body: { reason: 'Wrong payer' },
    });
    return cashier.send(decideApprovalEndpoint, {
      params: { id: req.approval!.requestId },
      body: { approve: true, remarks: 'OK' },
    });
  };

  const orderFields = (applicationId: number, fields: Partial<BodyOf<typeof issueEndpoint>> = {}) => ({
    applicationId,
    accountNo: `05-${uniqueTag()}`,
    consumerClass: 'R' as const,
    town: 'San Jose' as const,
    ...fields,
  });

  /** An application whose fees the teller collected: For Installing. */
  const toInstalling = async () => {
    const a = await toFeesBilled(n);
    const paid = await payFees(a.fees!.billId);
    return { a: await n.clerk.call(getAppEndpoint, { params: { id: a.id } }), paid };
  };

  test('the fees become a non-power bill for the applicant; paid at the teller, For Installing with the OR', async () => {
    const a = await toPayment(n);
    const asClerk = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(asClerk.mayBillFees, true);
    assert.equal(asClerk.nextStage, null, 'no button moves it out of For Payment');
    const byHand = await n.clerk.send(moveEndpoint, { params: { id: a.id }, body: { to: 'ForInstalling' } });
    assert.equal(byHand.status, 409);
    assert.ok(errorsOf(byHand.body).includes(STAGE_MESSAGES.paidAtTeller));
    const outsider = await n.outsider.send(feesEndpoint, { params: { id: a.id }, body: { amount: '100.00' } });
    assert.equal(outsider.status, 403);
    const zero = await n.clerk.send(feesEndpoint, { params: { id: a.id }, body: { amount: '0.00' } });
    assert.equal(zero.status, 400);
    const billed = await n.clerk.call(feesEndpoint, {
      params: { id: a.id },
      body: { amount: '2500.00', description: 'Connection fee' },
    });
    assert.equal(billed.fees?.amount, '2500.00');
    assert.equal(billed.fees?.status, 'Unpaid');
    assert.match(billed.fees!.billNo, /^NPB-\d{4}-\d{6}$/);
    assert.equal(billed.stage, 'ForPayment');
    const twice = await n.clerk.send(feesEndpoint, { params: { id: a.id }, body: { amount: '100.00' } });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(FEES_MESSAGES.alreadyBilled));

    const paid = await payFees(billed.fees!.billId);
    const after = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(after.stage, 'ForInstalling');
    assert.equal(after.orNumber, paid.orNumber);
    assert.equal(after.fees?.status, 'Paid');
    assert.ok(after.paidAt !== null);
    assert.equal(after.timeline.at(-1)?.remarks, `Fees paid, OR ${paid.orNumber}`);
    const asIssuer = await issuer.call(getAppEndpoint, { params: { id: a.id } }).catch(() => null);
    assert.equal(asIssuer, null, 'the applications are the clerks and inspectors; the CO issuer reads orders');
    const toDone = await n.clerk.send(moveEndpoint, { params: { id: a.id }, body: { to: 'Accomplished' } });
    assert.equal(toDone.status, 409);
    assert.ok(errorsOf(toDone.body).includes(STAGE_MESSAGES.energizeFirst));
  });

  test('fees are billed only For Payment', async () => {
    const { a } = await toInstalling();
    const late = await n.clerk.send(feesEndpoint, { params: { id: a.id }, body: { amount: '100.00' } });
    assert.equal(late.status, 409);
    assert.ok(errorsOf(late.body).includes(FEES_MESSAGES.alreadyBilled));
  });

  test('a cancelled OR moves the application back to For Payment and cancels the open order', async () => {
    const { a, paid } = await toInstalling();
    const co = await issuer.call(issueEndpoint, { body: orderFields(a.id) });
    await issuer.call(assignEndpoint, {
      params: { id: co.id },
      body: { teamId, scheduledOn: '2026-11-24', meterSerial: `M-${uniqueTag()}`, sealNo: 'S-1' },
    });
    const cancelled = await cancelPayment(paid.id);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const back = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(back.stage, 'ForPayment');
    assert.equal(back.orNumber, null);
    assert.equal(back.fees?.status, 'Unpaid');
    assert.equal(back.connectionOrder, null);
    assert.equal(back.timeline.at(-1)?.remarks, `OR ${paid.orNumber} cancelled; ${co.coNumber} cancelled`);
    const order = await issuer.call(getEndpoint, { params: { id: co.id } });
    assert.equal(order.status, 'Cancelled');
    assert.equal(order.mayAssign, false);
    const reassign = await issuer.send(assignEndpoint, {
      params: { id: co.id },
      body: { teamId, scheduledOn: '2026-11-24', meterSerial: 'M-2', sealNo: 'S-2' },
    });
    assert.equal(reassign.status, 409);
    assert.ok(errorsOf(reassign.body).includes(M.cancelled));
    // Paid again on a new OR: For Installing again, and a new order may be issued.
    const again = await payFees(back.fees!.billId);
    const forward = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(forward.stage, 'ForInstalling');
    assert.equal(forward.orNumber, again.orNumber);
    const second = await issuer.call(issueEndpoint, { body: orderFields(a.id) });
    assert.notEqual(second.coNumber, co.coNumber);
    assert.equal(second.orNumber, again.orNumber);
  });

  test('issued, assigned, energized: the account opens in billing and the application is accomplished', async () => {
    const { a, paid } = await toInstalling();
    const asIssuerView = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(asIssuerView.mayIssueOrder, false, 'the clerk holds no ConnectionOrder');
    const fields = orderFields(a.id);
    const noRole = await n.clerk.send(issueEndpoint, { body: fields });
    assert.equal(noRole.status, 403);
    const wrongPrefix = await issuer.send(issueEndpoint, { body: { ...fields, accountNo: '01-123456' } });
    assert.equal(wrongPrefix.status, 400);
    assert.ok(errorsOf(wrongPrefix.body).includes('The account number must start with the branch code 05.'));
    const co = await issuer.call(issueEndpoint, { body: fields });
    assert.match(co.coNumber, /^CO-05-\d{4}-\d{6}$/);
    assert.equal(co.status, 'Issued');
    assert.equal(co.orNumber, paid.orNumber);
    assert.equal(co.mayAssign, true);
    const dup = await issuer.send(issueEndpoint, { body: orderFields(a.id) });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(M.alreadyIssued));

    const early = await lineman.send(energizeEndpoint, {
      params: { id: co.id },
      body: { meterSerial: 'X', sealNo: 'Y', initialReading: '0' },
    });
    assert.equal(early.status, 409);
    assert.ok(errorsOf(early.body).includes(M.notAssigned));
    const noTeam = await issuer.send(assignEndpoint, {
      params: { id: co.id },
      body: { teamId: 999_999, scheduledOn: '2026-11-24', meterSerial: 'M', sealNo: 'S' },
    });
    assert.equal(noTeam.status, 400);
    const meter = `M-${uniqueTag()}`;
    const assigned = await issuer.call(assignEndpoint, {
      params: { id: co.id },
      body: { teamId, scheduledOn: '2026-11-24', meterSerial: meter, meterBrand: 'Elster', sealNo: 'S-0001' },
    });
    assert.equal(assigned.status, 'Assigned');
    assert.equal(assigned.teamName, `CO Crew ${n.tag}`);
    const asLineman = await lineman.call(getEndpoint, { params: { id: co.id } });
    assert.equal(asLineman.mayEnergize, true);
    assert.equal(asLineman.mayAssign, false);
    const notLineman = await issuer.send(energizeEndpoint, {
      params: { id: co.id },
      body: { meterSerial: meter, sealNo: 'S-0001', initialReading: '0' },
    });
    assert.equal(notLineman.status, 403);
    const future = await lineman.send(energizeEndpoint, {
      params: { id: co.id },
      body: { meterSerial: meter, sealNo: 'S-0001', initialReading: '0', energizedAt: '2099-01-01T08:00:00+08:00' },
    });
    assert.equal(future.status, 400);
    assert.ok(errorsOf(future.body).includes(M.futureTime));
    const done = await lineman.call(energizeEndpoint, {
      params: { id: co.id },
      body: { meterSerial: meter, sealNo: 'S-0002', initialReading: '12.50' },
    });
    assert.equal(done.status, 'Energized');
    assert.equal(done.sealNo, 'S-0002');
    assert.equal(done.initialReading, '12.50');
    assert.ok(done.consumerId !== null);
    const billingClerk = await t.userWithRoles(['BillingReport']);
    const consumer = await billingClerk.call(getConsumerEndpoint, { params: { accountNo: fields.accountNo } });
    assert.equal(consumer.id, done.consumerId);
    assert.equal(consumer.accountNo, fields.accountNo);
    assert.equal(consumer.accountStatus, 1);
    assert.equal(consumer.meterSerial, meter);
    assert.equal(consumer.initialReading, '12.50');
    assert.equal(consumer.name, a.applicantName.toUpperCase());
    assert.equal(consumer.latitude, '12.345679');
    const app = await n.clerk.call(getAppEndpoint, { params: { id: a.id } });
    assert.equal(app.stage, 'Accomplished');
    assert.equal(app.connectionOrder?.status, 'Energized');
    assert.equal(app.timeline.at(-1)?.remarks, `${co.coNumber} energized; account ${fields.accountNo}`);
    // The consumer's page in member services shows the order that opened the account.
    const view = await n.clerk.call(getServiceRequestConsumerEndpoint, { params: { id: done.consumerId! } });
    assert.deepEqual(
      view.connections.map((x) => [x.coNumber, x.status, x.applicationNo, x.meterSerial]),
      [[co.coNumber, 'Energized', a.applicationNo, meter]],
    );
    assert.deepEqual(view.fieldOrders, []);
    const twice = await lineman.send(energizeEndpoint, {
      params: { id: co.id },
      body: { meterSerial: meter, sealNo: 'S-0002', initialReading: '12.50' },
    });
    assert.equal(twice.status, 409);
    assert.ok(errorsOf(twice.body).includes(M.energized));
    const reassign = await issuer.send(assignEndpoint, {
      params: { id: co.id },
      body: { teamId, scheduledOn: '2026-11-24', meterSerial: 'M', sealNo: 'S' },
    });
    assert.equal(reassign.status, 409);
    // The OR of an energized connection is not cancelled: the account exists.
    const cancel = await cancelPayment(paid.id);
    assert.equal(cancel.status, 409);
    assert.ok(errorsOf(cancel.body).includes(M.energizedOrCancel));
    // The account number is now billing's: another order may not take it.
    const other = await toInstalling();
    const taken = await issuer.send(issueEndpoint, { body: orderFields(other.a.id, { accountNo: fields.accountNo }) });
    assert.equal(taken.status, 409);
  });

  test('an account number on another open order is refused', async () => {
    const first = await toInstalling();
    const second = await toInstalling();
    const co = await issuer.call(issueEndpoint, { body: orderFields(first.a.id) });
    const same = await issuer.send(issueEndpoint, { body: orderFields(second.a.id, { accountNo: co.accountNo }) });
    assert.equal(same.status, 409);
    assert.ok(errorsOf(same.body).includes(ACCOUNT_ON_ANOTHER_ORDER));
  });

  test('an application not For Installing gets no order; unknown ids answer 404', async () => {
    const a = await toPayment(n);
    const refused = await issuer.send(issueEndpoint, { body: orderFields(a.id) });
    assert.equal(refused.status, 409);
    assert.ok(errorsOf(refused.body).includes(M.notForInstalling));
    const missing = await issuer.send(getEndpoint, { params: { id: 999_999 } });
    assert.equal(missing.status, 404);
    const noApp = await issuer.send(issueEndpoint, { body: orderFields(999_999) });
    assert.equal(noApp.status, 404);
  });

  test('the list filters, the branch filter is ConOrderFilterByBranch, the export ConOrderExportReport', async () => {
    const { a } = await toInstalling();
    const co = await issuer.call(issueEndpoint, { body: orderFields(a.id) });
    const page = await issuer.call(listEndpoint, { query: { search: co.coNumber.toLowerCase() } });
    assert.deepEqual(
      page.data.map((o) => o.id),
      [co.id],
    );
    const byApp = await lineman.call(listEndpoint, { query: { search: a.applicationNo, status: 'Issued' } });
    assert.equal(byApp.total, 1);
    const noneAssigned = await issuer.call(listEndpoint, { query: { applicationId: a.id, status: 'Assigned' } });
    assert.equal(noneAssigned.total, 0);
    const branch = await issuer.send(listEndpoint, { query: { branchCode: 5 } });
    assert.equal(branch.status, 403);
    assert.ok(errorsOf(branch.body).includes(M.branchFilter));
    const byBranch = await exporter.call(listEndpoint, { query: { branchCode: 5, search: co.coNumber } });
    assert.equal(byBranch.total, 1);
    const outsider = await n.outsider.send(listEndpoint, { query: {} });
    assert.equal(outsider.status, 403);
    const noExport = await issuer.request('GET', contractUrl(exportEndpoint));
    assert.equal(noExport.status, 403);
    const file = await exporter.request('GET', contractUrl(exportEndpoint, undefined, { branchCode: 5 }));
    assert.equal(file.status, 200);
    assert.equal(file.raw.subarray(0, 2).toString(), 'PK');
  });
});
