// A consumer's account at the window: unpaid bills oldest first with the surcharge in force on
// the payment date, the most a 2307 may withhold, non-power bills and the advance balance. The
// payment posting reads the same, inside its transaction after the consumer's lock.
import type { Account, OpenBill } from '@ilaw/contracts/collection/accounts/account';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billingConsumerById, openBillsOf, type BillingConsumer } from '../../billing/public.ts';
import { advanceBalance } from '../advances/advance-queries.ts';
import { D, money } from '../compute/money.ts';
import { nonPowerLineVat, nonPowerVat } from '../compute/non-power-vat.ts';
import { computeSurcharge } from '../compute/surcharge.ts';
import { billLines, linesOf } from '../non-power/non-power-queries.ts';
import { maximumWithholding } from '../compute/withholding.ts';
import { collectedSurcharges, surchargeRuleOn, withholdingRuleOn } from '../surcharge-rules/rules-in-force.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function requireConsumer(db: Db, consumerId: number): Promise<BillingConsumer> {
  const consumer = await billingConsumerById(db, consumerId);
  if (!consumer) throw notFound('The consumer was not found.');
  return consumer;
}

export async function billsWithSurcharge(
  db: Db,
  consumer: BillingConsumer,
  paymentDate: string,
  billIds?: readonly number[],
): Promise<OpenBill[]> {
  const bills = await openBillsOf(db, consumer.id, billIds);
  const rule = await surchargeRuleOn(db, consumer.consumerClass, paymentDate);
  const withholding = await withholdingRuleOn(db, paymentDate);
  const collected = await collectedSurcharges(
    db,
    bills.map((b) => b.billId),
  );
  return bills.map((b) => {
    const before = collected.get(b.billId) ?? { surcharge: '0', vat: '0' };
    const s = computeSurcharge(
      {
        balance: b.balance,
        billTotal: b.total,
        billVat: b.vat,
        dueDate: b.dueDate,
        paymentDate,
        collectedSurcharge: before.surcharge,
        collectedVat: before.vat,
      },
      rule,
    );
    const w = maximumWithholding([{ total: b.total, vat: b.vat }], withholding);
    const paid = new D(b.total).minus(b.balance);
    return {
      billId: b.billId,
      billNo: b.billNo,
      period: b.period,
      dueDate: b.dueDate,
      kwh: b.kwh,
      total: b.total,
      vat: b.vat,
      paid: money(paid),
      balance: money(new D(b.balance)),
      paymentStatus: paid.gt(0) ? 'PARTIAL' : '',
      surcharge: s.surcharge,
      surchargeVat: s.vat,
      amountDue: money(new D(b.balance).plus(s.surcharge).plus(s.vat)),
      maxEwt: w.ewt,
      maxVat: w.vat,
    };
  });
}

export async function unpaidNonPowerBills(db: Db, consumerId: number | null, ids?: readonly number[]) {
  let q = db
    .selectFrom('collection_non_power_bills as n')
    .innerJoin('collection_non_power_types as t', 't.id', 'n.type_id')
    .select([
      'n.id',
      'n.bill_no',
      't.name as type_name',
      't.gl_code',
      'n.description',
      'n.bill_date',
      'n.amount',
      'n.consumer_id',
      'n.payer_name',
      'n.vat_percent',
      billLines.as('lines'),
    ])
    .where('n.status', '=', 'Unpaid')
    .orderBy('n.bill_date')
    .orderBy('n.id');
  if (ids !== undefined) q = q.where('n.id', 'in', ids.length > 0 ? [...ids] : [0]);
  else if (consumerId !== null) q = q.where('n.consumer_id', '=', consumerId);
  else return [];
  return q.execute();
}

export async function loadAccount(db: Db, consumerId: number, paymentDate: string): Promise<Account> {
  const consumer = await requireConsumer(db, consumerId);
  const bills = await billsWithSurcharge(db, consumer, paymentDate);
  const nonPower = await unpaidNonPowerBills(db, consumer.id);
  const total = bills
    .reduce((s, b) => s.plus(b.amountDue), new D(0))
    .plus(nonPower.reduce((s, n) => s.plus(n.amount), new D(0)));
  return {
    consumer: {
      consumerId: consumer.id,
      accountNo: consumer.accountNo,
      name: consumer.name,
      meterSerial: consumer.meterSerial,
      town: consumer.town,
      consumerClass: consumer.consumerClass,
      accountStatus: consumer.accountStatus,
      address: consumer.address,
      branchCode: consumer.branchCode,
    },
    paymentDate,
    bills,
    nonPowerBills: nonPower.map((n) => ({
      id: n.id,
      billNo: n.bill_no,
      typeName: n.type_name,
      description: n.description,
      billDate: n.bill_date,
      amount: n.amount,
      ...nonPowerVat(linesOf(n)),
      lines: linesOf(n).map((l) => ({ ...l, ...nonPowerLineVat(l) })),
    })),
    advanceBalance: money(new D(await advanceBalance(db, consumer.id))),
    totalDue: money(total),
  };
}
