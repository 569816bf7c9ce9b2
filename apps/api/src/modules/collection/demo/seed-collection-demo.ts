// Demo collections: tellers in San Jose, Magsaysay and Rizal with OR ranges, and ten days of
// payments against the demo bills through the real posting (partials, advances, checks, a 2307,
// a non-power bill, a cancelled OR); past days counted, closed and received, today's left open;
// two channel uploads with held lines (seed-channel-demo.ts).
import { cashCountTotal, DENOMINATIONS, type CashCount } from '@ilaw/contracts/collection/teller-days/cash-count';
import type { Kysely } from 'kysely';
import { decideApproval, submitForApproval } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { DemoSeeder } from '../../../platform/modules/define-module.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { billsWithSurcharge } from '../accounts/account-queries.ts';
import { D, money } from '../compute/money.ts';
import { PAYMENT_CANCELLATION_DOC } from '../payment-cancellations/cancellation-queries.ts';
import { postPayment, type PaymentInput } from '../payments/post-payment.ts';
import { loadDcr } from '../teller-days/dcr-queries.ts';
import { seedChannelUploads } from './seed-channel-demo.ts';

const TELLERS = [
  { username: 'teller', branch: 5, office: 'San Jose main office', start: 1_000_001 },
  { username: 'teller.magsaysay', branch: 10, office: 'Magsaysay branch', start: 2_000_001 },
  { username: 'teller.rizal', branch: 15, office: 'Rizal branch', start: 3_000_001 },
];
const DAYS = 10;
const PER_DAY = 8;

function daysBefore(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** The cash of a total in the fewest notes and coins. */
function countOf(pesos: string): CashCount {
  let left = Math.round(new D(pesos).times(100).toNumber());
  const count: CashCount = {};
  for (const d of DENOMINATIONS) {
    const n = Math.floor(left / d.centavos);
    if (n > 0 && !(d.key === 'coin-20')) {
      count[d.key] = n;
      left -= n * d.centavos;
    }
  }
  return count;
}

async function seed(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  if (await db.selectFrom('collection_tellers').select('id').limit(1).executeTakeFirst()) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name'])
    .where('username', 'in', [...TELLERS.map((t) => t.username), 'cashier'])
    .execute();
  const cashier = users.find((u) => u.username === 'cashier');
  const any = await db.selectFrom('billing_bills').select('id').limit(1).executeTakeFirst();
  if (!cashier || !any) return;
  const today = manilaToday();
  let posted = 0;
  const tellers: { id: number; userId: number; name: string; branch: number }[] = [];
  for (const t of TELLERS) {
    const u = users.find((x) => x.username === t.username);
    if (!u) continue;
    const row = await db
      .insertInto('collection_tellers')
      .values({ user_id: u.id, name: u.full_name, branch_code: t.branch, collection_office: t.office })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collection_or_series')
      .values({ teller_id: row.id, start_no: t.start, end_no: t.start + 999, assigned_by: cashier.id })
      .execute();
    tellers.push({ id: row.id, userId: u.id, name: u.full_name, branch: t.branch });
  }
  const cashierUser = {
    id: cashier.id,
    username: 'cashier',
    fullName: cashier.full_name,
    roles: ['Cashier'] as const,
    sessionIdHash: '',
    mustChangePassword: false,
    agreementDue: null,
  };
  const cashierActor = { userId: cashier.id, name: cashier.full_name, ip: null };
  const reconType = await db
    .selectFrom('collection_non_power_types')
    .select('id')
    .where('code', '=', 'RECON')
    .executeTakeFirstOrThrow();
  let cancelled = false;
  for (const teller of tellers) {
    const actor = { userId: teller.userId, name: teller.name, ip: null };
    // Consumers of the branch with unpaid bills, a different handful each day.
    const consumers = await db
      .selectFrom('billing_consumers as c')
      .select(['c.id', 'c.consumer_class'])
      .where('c.branch_code', '=', teller.branch)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('billing_bills as b')
            .select('b.id')
            .whereRef('b.consumer_id', '=', 'c.id')
            .where('b.status', '=', 'Posted'),
        ),
      )
      .orderBy('c.id')
      .limit(DAYS * PER_DAY + 5)
      .execute();
    let k = 0;
    for (let back = DAYS - 1; back >= 0; back--) {
      const date = daysBefore(today, back);
      const day = await db
        .insertInto('collection_teller_days')
        .values({ teller_id: teller.id, business_date: date, opened_by: teller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < PER_DAY && k < consumers.length; i++, k++) {
        const c = consumers[k]!;
        await db.transaction().execute(async (trx) => {
          const consumer = await billingConsumerById(trx, c.id);
          if (!consumer) return;
          const bills = await billsWithSurcharge(trx, consumer, date);
          const due = bills.reduce((s, b) => s.plus(b.amountDue), new D(0));
          const input: PaymentInput = {
            idempotencyKey: `demo-${teller.id}-${date}-${i}`,
            consumerId: c.id,
            payerName: null,
          };
          if (k % 7 === 3 && due.gt(2)) Object.assign(input, { partial: true, cash: money(due.dividedBy(2)) });
          else if (k % 5 === 1) Object.assign(input, { cash: money(due.plus(100)) });
          else if (k % 11 === 4 && due.gt(0))
            Object.assign(input, {
              checks: [
                { bank: 'Land Bank of the Philippines', checkNo: `00${k}731`, checkDate: date, amount: money(due) },
              ],
            });
          else if (due.gt(0)) Object.assign(input, { cash: money(due) });
          else Object.assign(input, { cash: '500.00' });
          if (k === 2 && teller.branch === 5 && bills.length > 0) {
            // A government office's 2307: 2% EWT and 5% VAT withheld on the invoices.
            const ewt = bills.reduce((s, b) => s.plus(b.maxEwt), new D(0));
            const vat = bills.reduce((s, b) => s.plus(b.maxVat), new D(0));
            Object.assign(input, {
              cash: money(due.minus(ewt).minus(vat)),
              form2307: { certificateNo: '2307-DEMO-0001', ewtAmount: money(ewt), vatAmount: money(vat) },
            });
          }
          if (k === 5 && teller.branch === 5) {
            const np = await trx
              .insertInto('collection_non_power_bills')
              .values({
                bill_no: `NPB-${date.slice(0, 4)}-DEMO01`,
                type_id: reconType.id,
                consumer_id: c.id,
                payer_name: consumer.name,
                description: 'Reconnection after disconnection',
                amount: '60.00',
                bill_date: date,
                created_by: cashier.id,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            Object.assign(input, { nonPowerBillIds: [np.id], cash: money(new D(input.cash ?? '0').plus(60)) });
          }
          await postPayment(trx, actor, { tellerId: teller.id, paymentDate: date }, input);
          posted += 1;
        });
      }
      if (back > 0) {
        // Counted, closed and received: balanced days.
        await db.transaction().execute(async (trx) => {
          const dcr = await loadDcr(trx, day.id);
          const cash = money(new D(dcr.expectedTotal).minus(dcr.expectedChecks));
          const count = countOf(cash);
          await trx
            .updateTable('collection_teller_days')
            .set({
              status: 'Closed',
              cash_count: JSON.stringify(count),
              cash_total: cashCountTotal(count),
              checks_total: dcr.expectedChecks,
              expected_total: dcr.expectedTotal,
              over_short: '0.00',
              closed_by: teller.userId,
              closed_at: new Date(),
            })
            .where('id', '=', day.id)
            .execute();
          await trx
            .updateTable('collection_teller_days')
            .set({ status: 'Received', received_by: cashier.id, received_at: new Date() })
            .where('id', '=', day.id)
            .execute();
        });
      } else if (!cancelled && teller.branch === 5) {
        // One OR cancelled today: asked by the teller, approved by the cashier.
        await db.transaction().execute(async (trx) => {
          const p = await trx
            .selectFrom('collection_payments')
            .select(['id', 'or_number', 'payer_name', 'total_tendered'])
            .where('day_id', '=', day.id)
            .orderBy('id')
            .executeTakeFirst();
          if (!p) return;
          const req = await trx
            .insertInto('collection_payment_cancellations')
            .values({ payment_id: p.id, reason: 'Paid to the wrong account', requested_by: teller.userId })
            .returning('id')
            .executeTakeFirstOrThrow();
          const approval = await submitForApproval(trx, actor, {
            documentType: PAYMENT_CANCELLATION_DOC,
            documentId: req.id,
            summary: `OR ${p.or_number}, ${p.payer_name}, ${p.total_tendered}: Paid to the wrong account`,
          });
          await decideApproval(trx, cashierUser, cashierActor, {
            requestId: approval.id,
            approve: true,
            remarks: 'Verified with the consumer',
          });
        });
        cancelled = true;
      }
    }
  }
  const uploads = await seedChannelUploads(db, cashierActor, today, log);
  log(`collection demo: ${tellers.length} tellers, ${posted} payments over ${DAYS} days, ${uploads} channel uploads`);
}

export const collectionDemoSeeder: DemoSeeder = { name: 'collection', run: seed };
