// Posting one payment (docs/decisions/050): the reusable core behind the teller's window, exported
// through public.ts for later channels. In the caller's transaction: lock the consumer, claim the
// idempotency key (a replay answers the first payment), read the unpaid bills with today's
// surcharge, allocate, take the next OR number of the teller's series, write the payment, its
// tenders, allocations and GL lines, credit the billing ledger and the advance balance, audit.
import type { paymentFields } from '@ilaw/contracts/collection/payments/payment';
import { formatPeso } from '@ilaw/contracts/format';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict, fieldError, validationFailed } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { postPaymentToLedger } from '../../billing/public.ts';
import { billsWithSurcharge, requireConsumer, unpaidNonPowerBills } from '../accounts/account-queries.ts';
import { allocatePayment, type Due } from '../compute/allocation.ts';
import { D, money, ZERO } from '../compute/money.ts';
import { nonPowerVat } from '../compute/non-power-vat.ts';
import { linesOf } from '../non-power/non-power-queries.ts';
import type { GlPurpose, PaymentItemKind } from '../tables.ts';
import { openDayForPosting, NO_RECEIPTS_LEFT } from '../teller-days/teller-day-rules.ts';
import { CONSUMER_LOCK, runPaymentPostedHooks } from './payments-posted.ts';
import { OR_SERIES, seriesOfTeller, seriesScope } from '../tellers/teller-queries.ts';
import { runNonPowerBillsSettledHooks } from '../non-power/non-power-settled.ts';

export const PAYMENT_KEY_SCOPE = 'collection-payment';
export { CONSUMER_LOCK };
export const TELLER_LOCK = 'collection-teller';

/** What the posting needs besides the request: who collects, where and when. */
export interface PaymentSource {
  tellerId: number;
  /** The business date (Asia/Manila); the teller's day of this date must be open. */
  paymentDate: string;
  /**
   * A payment channel's line (decision 056): the amount in `cash` is the channel's remittance and
   * is recorded as one 'Channel' tender with the channel's reference.
   */
  channel?: { name: string; reference: string };
}

/** The request as validated by the contract. */
export type PaymentInput = z.output<typeof paymentFields>;

export interface PostedPayment {
  paymentId: number;
  /** True when the key had already posted: this is the first payment, not a new one. */
  replayed: boolean;
}

export async function glAccounts(trx: Transaction<Database>) {
  const rows = await trx.selectFrom('collection_gl_accounts').select(['purpose', 'code', 'description']).execute();
  const map = new Map(rows.map((r) => [r.purpose, r]));
  return (purpose: GlPurpose) => {
    const a = map.get(purpose);
    if (!a) throw new Error(`GL account for ${purpose} is missing`);
    return a;
  };
}

/** The teller's next OR number (under the teller's lock): a payment's, or a spoiled form voided. */
export async function nextOrNumber(
  trx: Transaction<Database>,
  tellerId: number,
): Promise<{ seriesId: number; orNumber: number }> {
  // One receipt at a time per teller: the series is chosen and its number taken together.
  await lockSubject(trx, TELLER_LOCK, tellerId);
  const series = (await seriesOfTeller(trx, tellerId)).find((s) => s.nextNo !== null);
  if (!series) throw conflict(NO_RECEIPTS_LEFT);
  const n = await nextDocumentNumber(trx, OR_SERIES, seriesScope(series.id));
  const orNumber = series.startNo + n - 1;
  if (orNumber > series.endNo) throw new Error(`series ${series.id} overran its range`);
  return { seriesId: series.id, orNumber };
}

export async function postPayment(
  trx: Transaction<Database>,
  actor: Actor & { userId: number },
  source: PaymentSource,
  input: PaymentInput,
): Promise<PostedPayment> {
  const consumerId = input.consumerId;
  await lockSubject(trx, consumerId !== null ? CONSUMER_LOCK : TELLER_LOCK, consumerId ?? source.tellerId);
  const key = `${actor.userId}:${input.idempotencyKey}`;
  const claim = await claimIdempotencyKey<{ paymentId: number }>(trx, PAYMENT_KEY_SCOPE, key, actor.userId);
  if (!claim.claimed) {
    if (!claim.previousResult) throw conflict('This payment is being posted; refresh to see it.');
    return { paymentId: claim.previousResult.paymentId, replayed: true };
  }
  const day = await openDayForPosting(trx, source.tellerId, source.paymentDate);

  const consumer = consumerId !== null ? await requireConsumer(trx, consumerId) : null;
  const billIds = input.billIds !== undefined ? [...new Set(input.billIds)] : undefined;
  const bills = consumer ? await billsWithSurcharge(trx, consumer, source.paymentDate, billIds) : [];
  if (billIds !== undefined && bills.length !== billIds.length) {
    const missing = billIds.filter((id) => !bills.some((b) => b.billId === id));
    throw conflict(`Bill ${missing.join(', ')} is already paid or no longer standing; refresh the account.`, 'billIds');
  }
  if (!consumer && billIds !== undefined && billIds.length > 0)
    throw fieldError('consumerId', 'This field is required.');
  const nonPowerIds = [...new Set(input.nonPowerBillIds ?? [])];
  const nonPower = nonPowerIds.length > 0 ? await unpaidNonPowerBills(trx, null, nonPowerIds) : [];
  if (nonPower.length !== nonPowerIds.length)
    throw conflict('A non-power bill is already paid; refresh the account.', 'nonPowerBillIds');
  if (nonPower.some((n) => n.consumer_id !== (consumer?.id ?? null) && !(consumer === null && n.consumer_id === null)))
    throw fieldError('nonPowerBillIds', "A non-power bill is not this consumer's.");

  // Tenders: cash, checks and a 2307 (which may withhold at most its rate on the invoices paid).
  const checks = input.checks ?? [];
  const cash = new D(input.cash ?? '0');
  const checkTotal = checks.reduce((s, c) => s.plus(c.amount), ZERO);
  const f2307 = input.form2307 ?? null;
  const errors: Record<string, string[]> = {};
  if (f2307) {
    const maxEwt = bills.reduce((s, b) => s.plus(b.maxEwt), ZERO);
    const maxVat = bills.reduce((s, b) => s.plus(b.maxVat), ZERO);
    if (bills.length === 0)
      errors['form2307.certificateNo'] = ['A 2307 certificate pays power bills only; choose the bills it covers.'];
    if (new D(f2307.ewtAmount).gt(maxEwt))
      errors['form2307.ewtAmount'] = [`The 2% withholding on these bills is at most ${formatPeso(money(maxEwt))}.`];
    if (new D(f2307.vatAmount).gt(maxVat))
      errors['form2307.vatAmount'] = [`The 5% VAT withheld on these bills is at most ${formatPeso(money(maxVat))}.`];
    if (new D(f2307.ewtAmount).plus(f2307.vatAmount).lte(0))
      errors['form2307.ewtAmount'] = ['The amount must be more than zero.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const withheld = f2307 ? new D(f2307.ewtAmount).plus(f2307.vatAmount) : ZERO;
  const tendered = cash.plus(checkTotal).plus(withheld);

  const dues: Due[] = [
    ...nonPower.map((n) => ({ kind: 'NonPower' as const, ref: n.id, amount: n.amount })),
    ...bills.flatMap((b) => [
      { kind: 'Surcharge' as const, ref: b.billId, amount: b.surcharge },
      { kind: 'SurchargeVat' as const, ref: b.billId, amount: b.surchargeVat },
      { kind: 'Bill' as const, ref: b.billId, amount: b.balance },
    ]),
  ];
  const allocation = allocatePayment(dues, money(tendered), input.partial ?? false);
  if (!allocation.ok) {
    if (allocation.reason === 'nothing-tendered') throw fieldError('cash', 'Enter the amount received.');
    if (allocation.reason === 'non-power-short')
      throw fieldError('cash', 'The amount received does not cover the non-power bills, which are paid in full.');
    throw fieldError(
      'cash',
      `The amount received is less than the amount due (${formatPeso(allocation.totalDue)}); use Partial Payment to pay part of it.`,
    );
  }
  const toAdvance = new D(allocation.toAdvance);
  if (toAdvance.gt(0) && !consumer) throw fieldError('cash', 'The amount received is more than the amount due.');

  const { seriesId, orNumber } = await nextOrNumber(trx, source.tellerId);
  const sum = (kinds: readonly string[]) =>
    allocation.allocations.filter((a) => kinds.includes(a.kind)).reduce((s, a) => s.plus(a.amount), ZERO);
  const payment = await trx
    .insertInto('collection_payments')
    .values({
      or_number: orNumber,
      series_id: seriesId,
      day_id: day.id,
      teller_id: source.tellerId,
      consumer_id: consumer?.id ?? null,
      payer_name: input.payerName ?? consumer?.name ?? nonPower[0]?.payer_name ?? 'Walk-in payer',
      payment_date: source.paymentDate,
      total_tendered: money(tendered),
      applied_to_bills: money(sum(['Bill'])),
      surcharge: money(sum(['Surcharge', 'SurchargeVat'])),
      non_power: money(sum(['NonPower'])),
      to_advance: money(toAdvance),
      is_partial: allocation.isPartial,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paymentId = payment.id;

  const channel = source.channel;
  const tenders = [
    ...(cash.gt(0) && channel
      ? [{ kind: 'Channel' as const, amount: money(cash), bank: channel.name, reference: channel.reference }]
      : []),
    ...(cash.gt(0) && !channel ? [{ kind: 'Cash' as const, amount: money(cash) }] : []),
    ...checks.map((c) => ({
      kind: 'Check' as const,
      amount: c.amount,
      bank: c.bank,
      check_no: c.checkNo,
      check_date: c.checkDate,
    })),
    ...(f2307 && withheld.gt(0)
      ? [
          {
            kind: 'Form2307' as const,
            amount: money(withheld),
            certificate_no: f2307.certificateNo,
            ewt_amount: f2307.ewtAmount,
            vat_amount: f2307.vatAmount,
          },
        ]
      : []),
  ];
  await trx
    .insertInto('collection_payment_tenders')
    .values(
      tenders.map((t, i) => ({
        payment_id: paymentId,
        seq: i + 1,
        bank: null,
        check_no: null,
        check_date: null,
        certificate_no: null,
        ewt_amount: null,
        vat_amount: null,
        reference: null,
        ...t,
      })),
    )
    .execute();

  const items: { kind: PaymentItemKind; bill_id: number | null; non_power_bill_id: number | null; amount: string }[] = [
    ...allocation.allocations.map((a) => ({
      kind: a.kind,
      bill_id: a.kind === 'NonPower' ? null : a.ref,
      non_power_bill_id: a.kind === 'NonPower' ? a.ref : null,
      amount: a.amount,
    })),
    ...(toAdvance.gt(0)
      ? [{ kind: 'Advance' as const, bill_id: null, non_power_bill_id: null, amount: money(toAdvance) }]
      : []),
  ];
  if (items.length > 0) {
    await trx
      .insertInto('collection_payment_items')
      .values(items.map((it, i) => ({ payment_id: paymentId, seq: i + 1, ...it })))
      .execute();
  }

  // The DCR's journal: one line per GL account of this payment.
  const gl = await glAccounts(trx);
  const lines = new Map<string, { description: string; amount: InstanceType<typeof D> }>();
  const add = (code: string, description: string, amount: InstanceType<typeof D>) => {
    const l = lines.get(code);
    if (l) l.amount = l.amount.plus(amount);
    else lines.set(code, { description, amount });
  };
  const purposeOf: Record<Exclude<PaymentItemKind, 'NonPower'>, GlPurpose> = {
    Bill: 'power-bill',
    Surcharge: 'surcharge',
    SurchargeVat: 'surcharge-vat',
    Advance: 'advance',
  };
  for (const it of items) {
    if (it.kind === 'NonPower') {
      const n = nonPower.find((x) => x.id === it.non_power_bill_id);
      if (!n) throw new Error('allocated non-power bill vanished');
      // The type's account takes the sales net of VAT; the VAT of the bill's lines is output VAT.
      const vat = new D(nonPowerVat(linesOf(n)).vat);
      add(n.gl_code, n.type_name, new D(it.amount).minus(vat));
      if (vat.gt(0)) add(gl('non-power-vat').code, gl('non-power-vat').description, vat);
    } else {
      const a = gl(purposeOf[it.kind]);
      add(a.code, a.description, new D(it.amount));
    }
  }
  if (f2307 && new D(f2307.ewtAmount).gt(0))
    add(gl('ewt-2307').code, gl('ewt-2307').description, new D(f2307.ewtAmount).negated());
  if (f2307 && new D(f2307.vatAmount).gt(0))
    add(gl('vat-2307').code, gl('vat-2307').description, new D(f2307.vatAmount).negated());
  const glRows = [...lines].filter(([, l]) => !l.amount.isZero());
  if (glRows.length > 0) {
    await trx
      .insertInto('collection_gl_lines')
      .values(
        glRows.map(([code, l]) => ({
          day_id: day.id,
          payment_id: paymentId,
          gl_code: code,
          description: l.description,
          amount: money(l.amount),
        })),
      )
      .execute();
  }

  // The billing ledger: each bill credited with its principal paid.
  const reference = `OR ${orNumber}`;
  if (consumer) {
    const billLines = items
      .filter((i) => i.kind === 'Bill' && i.bill_id !== null)
      .map((i) => ({ billId: i.bill_id as number, amount: i.amount }));
    await postPaymentToLedger(trx, {
      consumerId: consumer.id,
      entryDate: source.paymentDate,
      reference,
      userId: actor.userId,
      lines: billLines,
    });
    if (toAdvance.gt(0)) {
      await trx
        .insertInto('collection_advance_entries')
        .values({
          consumer_id: consumer.id,
          entry_date: source.paymentDate,
          kind: 'Deposit',
          amount: money(toAdvance),
          payment_id: paymentId,
          reference,
          created_by: actor.userId,
        })
        .execute();
    }
  }
  if (nonPower.length > 0) {
    await trx
      .updateTable('collection_non_power_bills')
      .set({ status: 'Paid', payment_id: paymentId })
      .where(
        'id',
        'in',
        nonPower.map((n) => n.id),
      )
      .execute();
    await runNonPowerBillsSettledHooks(trx, {
      status: 'Paid',
      billIds: nonPower.map((n) => n.id),
      paymentId,
      orNumber,
      userId: actor.userId,
    });
  }
  // Hooks of other modules (billing's reconnection order), still under the consumer's lock.
  if (consumer) {
    await runPaymentPostedHooks(trx, {
      paymentId,
      consumerId: consumer.id,
      paymentDate: source.paymentDate,
      nonPowerBillIds: nonPower.map((n) => n.id),
      actor,
    });
  }
  await saveIdempotentResult(trx, PAYMENT_KEY_SCOPE, key, { paymentId });
  await recordAudit(trx, actor, {
    entityType: 'collection-payment',
    entityId: paymentId,
    action: 'posted',
    newValues: {
      orNumber,
      consumerId: consumer?.id ?? null,
      tendered: money(tendered),
      items: items.map((i) => ({
        kind: i.kind,
        billId: i.bill_id,
        nonPowerBillId: i.non_power_bill_id,
        amount: i.amount,
      })),
    },
  });
  return { paymentId, replayed: false };
}
