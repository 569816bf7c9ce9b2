// The employee's own power bill read from billing (decision 066). Generation deducts the bills of
// the employee's consumer account unpaid as of the cut-off (bill months up to the period's month),
// less what submitted payrolls took and have not yet paid to them. When the payroll posts, what it
// took is credited to those bills on the billing ledger (oldest first, reference "Payroll <id>"),
// in the posting transaction under collection's consumer lock: the ledger shows the bill paid
// once, and a teller's payment meanwhile is seen. Submission and posting refuse (409) a payroll
// that takes more than the bills still owe (paid meanwhile at a teller): generate it again.
import { powerBillPaidMeanwhile } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import { openBillsOf, postPaymentToLedger, type OpenBill } from '../../billing/public.ts';
import { CONSUMER_LOCK } from '../../collection/public.ts';
import type { EmployeeItemState } from '../compute/employee-items.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Bills standing unpaid as of the cut-off: bill months up to the period end's month. */
async function unpaidBills(db: Db, consumerId: number, periodEnd: string): Promise<OpenBill[]> {
  const month = periodEnd.slice(0, 7);
  return (await openBillsOf(db, consumerId)).filter((b) => b.period <= month);
}

/** Taken by submitted (not yet posted, so not yet credited) payrolls other than `except`, per consumer. */
async function pendingTakes(db: Db, consumerIds: readonly number[], except: number): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (consumerIds.length === 0) return out;
  const rows = await db
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payroll_employee_items as i', 'i.id', 'u.employee_item_id')
    .innerJoin('payrolls as p', 'p.id', 'u.payroll_id')
    .select(['i.billing_consumer_id', sql<string>`sum(u.taken)::text`.as('taken')])
    .where('i.billing_consumer_id', 'in', [...consumerIds])
    .where('p.status', '=', 'ForApproval')
    .where('p.id', '<>', except)
    .groupBy('i.billing_consumer_id')
    .execute();
  for (const r of rows) if (r.billing_consumer_id !== null) out.set(r.billing_consumer_id, r.taken);
  return out;
}

/** Sets what each power bill read from billing has unpaid for this payroll (generation). */
export async function readPowerBills(
  db: Db,
  payroll: { id: number; periodEnd: string },
  itemsOf: Map<number, EmployeeItemState[]>,
): Promise<void> {
  const items = [...itemsOf.values()].flat().filter((i) => i.powerBill !== undefined);
  const consumers = [...new Set(items.map((i) => i.powerBill!.consumerId))];
  const pending = await pendingTakes(db, consumers, payroll.id);
  const unpaid = new Map<number, Decimal>();
  for (const c of consumers) {
    const owed = (await unpaidBills(db, c, payroll.periodEnd)).reduce((s, b) => s.plus(b.balance), new Decimal(0));
    unpaid.set(c, Decimal.max(owed.minus(pending.get(c) ?? 0), 0));
  }
  // Two items on one account share what it owes, in item order.
  for (const i of items.toSorted((a, b) => a.id - b.id)) {
    const left = unpaid.get(i.powerBill!.consumerId) ?? new Decimal(0);
    i.powerBill!.unpaid = left.toFixed(2);
    const monthlyCap = new Decimal(i.amount);
    unpaid.set(i.powerBill!.consumerId, Decimal.max(left.minus(monthlyCap), 0));
  }
}

/**
 * Under the payroll's lock: locks the consumer accounts whose bills this payroll deducts and
 * refuses (409) when they owe less than it takes plus what other submitted payrolls took; when
 * `pay`, credits what it took to the bills, oldest first, dated `entryDate`.
 */
export async function settlePowerBills(
  trx: Transaction<Database>,
  payroll: { id: number; periodEnd: string },
  pay: { entryDate: string; userId: number | null } | null,
): Promise<void> {
  const taken = await trx
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payroll_employee_items as i', 'i.id', 'u.employee_item_id')
    .select(['i.billing_consumer_id', 'i.reference', sql<string>`sum(u.taken)::text`.as('taken')])
    .where('u.payroll_id', '=', payroll.id)
    .where('i.billing_consumer_id', 'is not', null)
    .where('u.taken', '>', '0')
    .groupBy(['i.billing_consumer_id', 'i.reference'])
    .execute();
  if (taken.length === 0) return;
  const byConsumer = new Map<number, { accountNo: string; taken: Decimal }>();
  for (const t of taken) {
    const id = t.billing_consumer_id!;
    const had = byConsumer.get(id);
    byConsumer.set(id, { accountNo: t.reference ?? '', taken: (had?.taken ?? new Decimal(0)).plus(t.taken) });
  }
  const ids = [...byConsumer.keys()].sort((a, b) => a - b);
  await lockSubjects(trx, CONSUMER_LOCK, ids);
  const pending = await pendingTakes(trx, ids, payroll.id);
  for (const id of ids) {
    const { accountNo, taken: mine } = byConsumer.get(id)!;
    const bills = await unpaidBills(trx, id, payroll.periodEnd);
    const owed = bills.reduce((s, b) => s.plus(b.balance), new Decimal(0));
    if (mine.plus(pending.get(id) ?? 0).gt(owed)) throw conflict(powerBillPaidMeanwhile(accountNo));
    if (!pay) continue;
    let rest = mine;
    const lines: { billId: number; amount: string }[] = [];
    for (const b of bills) {
      if (rest.lte(0)) break;
      const part = Decimal.min(rest, b.balance);
      lines.push({ billId: b.billId, amount: part.toFixed(2) });
      rest = rest.minus(part);
    }
    await postPaymentToLedger(trx, {
      consumerId: id,
      entryDate: pay.entryDate,
      reference: `Payroll ${payroll.id}`,
      userId: pay.userId,
      lines,
      reason: 'Own power bill deducted from pay',
    });
  }
}
