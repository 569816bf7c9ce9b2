// Tellers, OR ranges and printers (Admin / Cashier), surcharge rules and the GL chart, non-power
// bills collected at the teller and on the DCR, advance payments applied to bills, and the
// manager's collection summary with its .xlsx export; each with its refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { applyAdvanceEndpoint } from '@ilaw/contracts/collection/advances/apply-advance';
import { listAdvancesEndpoint } from '@ilaw/contracts/collection/advances/list-advances';
import { listGlAccountsEndpoint } from '@ilaw/contracts/collection/gl-accounts/list-gl-accounts';
import { updateGlAccountEndpoint } from '@ilaw/contracts/collection/gl-accounts/update-gl-account';
import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import { listNonPowerTypesEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-types';
import { updateNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/update-non-power-type';
import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { listOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/list-or-series';
import { createSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/create-sales-invoice-printer';
import { listSalesInvoicePrintersEndpoint } from '@ilaw/contracts/collection/printers/list-sales-invoice-printers';
import { updateSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/update-sales-invoice-printer';
import { exportCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/export-collection-summary';
import { getCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/get-collection-summary';
import { createSurchargeRuleEndpoint } from '@ilaw/contracts/collection/surcharge-rules/create-surcharge-rule';
import { listSurchargeRulesEndpoint } from '@ilaw/contracts/collection/surcharge-rules/list-surcharge-rules';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import { listTellersEndpoint } from '@ilaw/contracts/collection/tellers/list-tellers';
import { updateTellerEndpoint } from '@ilaw/contracts/collection/tellers/update-teller';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { account, pay, pesoSum, sendPay, setUpCollection, type CollectionCoop } from './collection-support.ts';

let t: TestApp;
let c: CollectionCoop;
before(async () => {
  t = await createTestApp();
  c = await setUpCollection(t);
});
after(() => t.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

test('tellers: only a Teller-role user, once; the admin edits; others are refused', async () => {
  const plain = await t.userWithRoles(['Employee']);
  const noRole = await t.admin.send(createTellerEndpoint, {
    body: { userId: plain.userId, name: 'X', branchCode: 5, collectionOffice: 'Main' },
  });
  assert.equal(noRole.status, 400);
  assert.deepEqual(errorsOf(noRole.body), ['The user does not hold the Teller role.']);
  const tellerUser = await t.userWithRoles(['Teller']);
  const made = await t.admin.call(createTellerEndpoint, {
    body: { userId: tellerUser.userId, name: 'Ana', branchCode: 25, collectionOffice: 'Sablayan' },
  });
  const dup = await t.admin.send(createTellerEndpoint, {
    body: { userId: tellerUser.userId, name: 'Ana', branchCode: 25, collectionOffice: 'Sablayan' },
  });
  assert.equal(dup.status, 409);
  const edited = await t.admin.call(updateTellerEndpoint, {
    params: { id: made.id },
    body: { userId: tellerUser.userId, name: 'Ana R.', branchCode: 25, collectionOffice: 'Sablayan', isActive: false },
  });
  assert.equal(edited.isActive, false);
  const cashierList = await c.cashier.call(listTellersEndpoint, { query: { branchCode: 25 } });
  assert.deepEqual(
    cashierList.map((x) => x.name),
    ['Ana R.'],
  );
  const byCashier = await c.cashier.send(createTellerEndpoint, {
    body: { userId: tellerUser.userId, name: 'Ana', branchCode: 25, collectionOffice: 'X' },
  });
  assert.equal(byCashier.status, 403);
  const byTeller = await c.teller.client.send(listTellersEndpoint, { query: {} });
  assert.equal(byTeller.status, 403);
  const inactiveRange = await c.cashier.send(createOrSeriesEndpoint, {
    body: { tellerId: made.id, startNo: 7_000_000, endNo: 7_000_100 },
  });
  assert.equal(inactiveRange.status, 400);
});

test('OR ranges never overlap; the cashier assigns them; a range ends at or after its start', async () => {
  const series = await c.cashier.call(listOrSeriesEndpoint, { query: { tellerId: c.teller.tellerId } });
  const first = series[0]!;
  const overlap = await c.cashier.send(createOrSeriesEndpoint, {
    body: { tellerId: c.teller.tellerId, startNo: first.endNo, endNo: first.endNo + 10 },
  });
  assert.equal(overlap.status, 409);
  assert.match(errorsOf(overlap.body)[0]!, /overlaps an OR range already assigned/);
  const backwards = await c.cashier.send(createOrSeriesEndpoint, {
    body: { tellerId: c.teller.tellerId, startNo: 50, endNo: 10 },
  });
  assert.equal(backwards.status, 400);
  const added = await c.cashier.call(createOrSeriesEndpoint, {
    body: { tellerId: c.teller.tellerId, startNo: 8_000_000, endNo: 8_000_049 },
  });
  assert.equal(added.nextNo, 8_000_000);
  const byTeller = await c.teller.client.send(createOrSeriesEndpoint, {
    body: { tellerId: c.teller.tellerId, startNo: 8_100_000, endNo: 8_100_001 },
  });
  assert.equal(byTeller.status, 403);
});

test('receipt printers: created, renamed, names unique, tellers read them, only the admin writes', async () => {
  const p = await t.admin.call(createSalesInvoicePrinterEndpoint, {
    body: { name: 'Window 1', tellerId: c.teller.tellerId, connection: 'USB', address: null, paperWidthMm: 80 },
  });
  assert.equal(p.tellerId, c.teller.tellerId);
  const dup = await t.admin.send(createSalesInvoicePrinterEndpoint, {
    body: { name: 'Window 1', connection: 'Network', address: '10.0.0.5:9100', paperWidthMm: 58 },
  });
  assert.equal(dup.status, 409);
  const edited = await t.admin.call(updateSalesInvoicePrinterEndpoint, {
    params: { id: p.id },
    body: { name: 'Window 1A', tellerId: null, connection: 'Serial', address: 'COM3', paperWidthMm: 58 },
  });
  assert.equal(edited.connection, 'Serial');
  const list = await c.teller.client.call(listSalesInvoicePrintersEndpoint);
  assert.ok(list.some((x) => x.name === 'Window 1A'));
  const badWidth = await t.admin.send(createSalesInvoicePrinterEndpoint, {
    body: { name: 'W2', connection: 'USB', address: null, paperWidthMm: 70 as 80 },
  });
  assert.equal(badWidth.status, 400);
  const byTeller = await c.teller.client.send(createSalesInvoicePrinterEndpoint, {
    body: { name: 'W3', connection: 'USB', address: null, paperWidthMm: 80 },
  });
  assert.equal(byTeller.status, 403);
});

test('a new surcharge rule takes effect from its date; the GL chart is configurable', async () => {
  const manager = await t.userWithRoles(['Manager']);
  const before = await account(c.teller.client, c.consumers[1]!);
  const rule = await manager.call(createSurchargeRuleEndpoint, {
    body: {
      consumerClass: 'C',
      effectiveFrom: '2021-01-01',
      exempt: false,
      ratePercent: '10',
      monthlyInterestPercent: '0',
      minimumAmount: '0',
      vatPercent: '0',
      graceDays: 0,
      base: 'total',
      remarks: 'Board resolution 1',
    },
  });
  assert.equal(rule.isCurrent, true);
  const after = await account(c.teller.client, c.consumers[1]!);
  assert.notDeepEqual(
    after.bills.map((b) => b.surcharge),
    before.bills.map((b) => b.surcharge),
  );
  for (const b of after.bills) {
    assert.equal(b.surcharge, new Decimal(b.balance).times('0.1').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    assert.equal(b.surchargeVat, '0.00');
  }
  const dup = await manager.send(createSurchargeRuleEndpoint, {
    body: {
      consumerClass: 'C',
      effectiveFrom: '2021-01-01',
      exempt: true,
      ratePercent: '0',
      monthlyInterestPercent: '0',
      minimumAmount: '0',
      vatPercent: '0',
      graceDays: 0,
      base: 'total',
    },
  });
  assert.equal(dup.status, 409);
  const over = await manager.send(createSurchargeRuleEndpoint, {
    body: {
      consumerClass: 'C',
      effectiveFrom: '2021-02-01',
      exempt: false,
      ratePercent: '101',
      monthlyInterestPercent: '0',
      minimumAmount: '0',
      vatPercent: '0',
      graceDays: 0,
      base: 'total',
    },
  });
  assert.equal(over.status, 400);
  const rules = await c.teller.client.call(listSurchargeRulesEndpoint);
  assert.equal(rules.filter((r) => r.consumerClass === 'C' && r.isCurrent).length, 1);
  const byTeller = await c.teller.client.send(createSurchargeRuleEndpoint, {
    body: {
      consumerClass: 'R',
      effectiveFrom: '2021-01-01',
      exempt: true,
      ratePercent: '0',
      monthlyInterestPercent: '0',
      minimumAmount: '0',
      vatPercent: '0',
      graceDays: 0,
      base: 'total',
    },
  });
  assert.equal(byTeller.status, 403);
  const gl = await manager.call(updateGlAccountEndpoint, {
    params: { purpose: 'surcharge' },
    body: { code: '312-451-00', description: 'Late payment charges' },
  });
  assert.equal(gl.code, '312-451-00');
  const chart = await c.cashier.call(listGlAccountsEndpoint);
  assert.equal(chart.find((a) => a.purpose === 'surcharge')?.code, '312-451-00');
  const badPurpose = await manager.send(updateGlAccountEndpoint, {
    params: { purpose: 'nope' as 'surcharge' },
    body: { code: 'x', description: 'y' },
  });
  assert.equal(badPurpose.status, 400);
});

test('a non-power bill is billed by NonPowerBill, paid in full at the teller first and shown on the DCR', async () => {
  const np = await t.userWithRoles(['NonPowerBill']);
  const type = await np.call(createNonPowerTypeEndpoint, {
    body: { code: 'TEST', name: 'Test Fee', paymentKind: 0, glCode: '431-999-00', defaultAmount: '75.00' },
  });
  const dup = await np.send(createNonPowerTypeEndpoint, { body: { code: 'TEST', name: 'Again', glCode: '1' } });
  assert.equal(dup.status, 409);
  await np.call(updateNonPowerTypeEndpoint, {
    params: { id: type.id },
    body: { code: 'TEST', name: 'Test Fee', paymentKind: 0, glCode: '431-999-00', defaultAmount: '80.00' },
  });
  const types = await c.teller.client.call(listNonPowerTypesEndpoint);
  assert.equal(types.find((x) => x.id === type.id)?.defaultAmount, '80.00');
  const bill = await np.call(createNonPowerBillEndpoint, {
    body: {
      typeId: type.id,
      consumerId: c.consumers[2]!,
      amount: '80.00',
      billDate: '2026-03-01',
      description: 'Reconnection',
    },
  });
  assert.match(bill.billNo, /^NPB-2026-\d{6}$/);
  assert.equal(bill.status, 'Unpaid');
  const byTeller = await c.teller.client.send(createNonPowerBillEndpoint, {
    body: { typeId: type.id, consumerId: c.consumers[2]!, amount: '1', billDate: '2026-03-01' },
  });
  assert.equal(byTeller.status, 403);
  const acc = await account(c.teller.client, c.consumers[2]!);
  assert.ok(acc.nonPowerBills.some((n) => n.id === bill.id));
  const short = await sendPay(c.teller.client, {
    consumerId: c.consumers[2]!,
    billIds: [],
    nonPowerBillIds: [bill.id],
    cash: '79.99',
    partial: true,
  });
  assert.equal(short.status, 400);
  const paid = await pay(c.teller.client, {
    consumerId: c.consumers[2]!,
    billIds: [],
    nonPowerBillIds: [bill.id],
    cash: '80.00',
  });
  assert.equal(paid.nonPower, '80.00');
  const list = await np.call(listNonPowerBillsEndpoint, { query: { status: 'Paid', consumerId: c.consumers[2]! } });
  assert.equal(list.data[0]?.orNumber, paid.orNumber);
  const dcr = await c.teller.client.call(getTellerDayEndpoint, { params: { id: c.teller.dayId! } });
  assert.ok(dcr.nonPowerBills.some((n) => n.orNumber === paid.orNumber && n.glCode === '431-999-00'));
  // The type's account takes the sale net of its 12% VAT, output VAT its own line (decision 118).
  assert.ok(dcr.glTotals.some((g) => g.code === '431-999-00' && g.amount === '71.43'));
  assert.ok(dcr.glTotals.some((g) => g.code === '241-310-00' && g.amount === '8.57'));
});

test('an advance is applied to the bills by UseAdvancePayment, oldest first, without an OR', async () => {
  const acc = await account(c.teller.client, c.consumers[0]!);
  // Pay the bills and 500 more: 500 on the advance balance.
  await pay(c.teller.client, { consumerId: c.consumers[0]!, cash: pesoSum(acc.totalDue, '500.00') });
  const user = await t.userWithRoles(['UseAdvancePayment']);
  const nothing = await user.send(applyAdvanceEndpoint, { params: { consumerId: c.consumers[0]! }, body: {} });
  assert.equal(nothing.status, 409);
  assert.deepEqual(errorsOf(nothing.body), ['The consumer has no unpaid bill to apply the advance to.']);
  const listed = await user.call(listAdvancesEndpoint, { query: { search: c.accounts[0]! } });
  assert.equal(listed.data[0]?.balance, '500.00');
  const byTeller = await c.teller.client.send(applyAdvanceEndpoint, {
    params: { consumerId: c.consumers[0]! },
    body: {},
  });
  assert.equal(byTeller.status, 403);
  const none = await user.send(applyAdvanceEndpoint, { params: { consumerId: c.consumers[1]! }, body: {} });
  assert.equal(none.status, 409);
  assert.deepEqual(errorsOf(none.body), ['The consumer has no advance balance.']);
  // An advance payment at the window (no bill chosen), then applied to the two bills.
  const bills = (await account(c.teller.client, c.consumers[1]!)).bills;
  const deposit = await pay(c.teller.client, { consumerId: c.consumers[1]!, billIds: [], cash: '1000.00' });
  assert.equal(deposit.toAdvance, '1000.00');
  const applied = await user.call(applyAdvanceEndpoint, { params: { consumerId: c.consumers[1]! }, body: {} });
  const used = new Decimal(Decimal.min(1000, new Decimal(bills[0]!.balance).plus(bills[1]!.balance)));
  assert.equal(applied.balance, new Decimal(1000).minus(used).toFixed(2));
  assert.ok(applied.entries.some((e) => e.kind === 'Applied' && e.billNo === bills[0]!.billNo));
  const after = await account(c.teller.client, c.consumers[1]!);
  assert.equal(
    pesoSum(...after.bills.map((b) => b.balance)),
    new Decimal(bills[0]!.balance).plus(bills[1]!.balance).minus(used).toFixed(2),
  );
});

test('the collection summary (Manager) totals by day, branch, town, teller, channel and GL; the export is a real workbook', async () => {
  const manager = await t.userWithRoles(['Manager']);
  const today = (await account(c.teller.client, c.consumers[0]!)).paymentDate;
  const s = await manager.call(getCollectionSummaryEndpoint, { query: { from: today, to: today } });
  assert.ok(s.payments > 0);
  assert.equal(s.total, pesoSum(...s.byGlAccount.map((g) => g.amount)));
  assert.equal(s.total, pesoSum(...s.byTeller.map((g) => g.amount)));
  assert.equal(s.byBranch[0]?.label, 'San Jose');
  const file = await manager.request('GET', '/api/v2/fsd/collection/collection-summary/export', {
    query: { from: today, to: today },
  });
  assert.equal(file.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.raw as unknown as ArrayBuffer);
  assert.deepEqual(
    wb.worksheets.map((w) => w.name),
    ['By day', 'By branch', 'By town', 'By teller', 'By channel', 'By GL account'],
  );
  const backwards = await manager.send(getCollectionSummaryEndpoint, { query: { from: today, to: '2020-01-01' } });
  assert.equal(backwards.status, 400);
  const byCashier = await c.cashier.send(getCollectionSummaryEndpoint, { query: { from: today, to: today } });
  assert.equal(byCashier.status, 403);
  const exportByTeller = await c.teller.client.send(exportCollectionSummaryEndpoint, {
    query: { from: today, to: today },
  });
  assert.equal(exportByTeller.status, 403);
});
