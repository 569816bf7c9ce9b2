// Posting an upload's lines once (decision 056), in chunks of lines, each chunk a transaction under
// the upload's row lock (a second Post waits, then takes the next chunk or finds the upload posted).
// Each pending line in file order is checked and then (a reference repeated in the file was held
// when the file came):
// - held with its reason: a channel reference already posted by another upload, an
//   unknown account, no bill for the period, an amount that is not the amount due on the day paid,
//   or a refusal of the posting itself (the channel's day closed, no OR numbers left);
// - credited to the advance balance when the bill is already paid (a double payment, also when an
//   earlier line of the same account and period paid it);
// - or posted to its bill through collection's postPayment, as the channel's teller.
import { channelLabel, type ChannelName } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/post-channel-upload';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject, lockSubjectsAtOnce } from '../../../platform/posting/subject-lock.ts';
import { nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import {
  consumerIdsByAccountNo,
  billVatTotals,
  postedBillsOfPeriods,
  postPaymentsToLedger,
  standingBillsByIds,
} from '../../billing/public.ts';
import { allocatePayment, type Allocation } from '../compute/allocation.ts';
import { D, money, ZERO, type Dec } from '../compute/money.ts';
import { computeSurcharge, type SurchargeRule } from '../compute/surcharge.ts';
import { CONSUMER_LOCK, glAccounts, TELLER_LOCK } from '../payments/post-payment.ts';
import { collectedSurcharges, surchargeRuleOn } from '../surcharge-rules/rules-in-force.ts';
import type { GlPurpose, PaymentItemKind } from '../tables.ts';
import { NO_RECEIPTS_LEFT } from '../teller-days/teller-day-rules.ts';
import { OR_SERIES, seriesOfTeller, seriesScope } from '../tellers/teller-queries.ts';
import { UPLOADERS } from '../access.ts';
import { channelName, channelTeller, loadUpload } from './channel-queries.ts';

type LineStatus = 'Posted' | 'Advance' | 'Held';
interface Outcome {
  status: LineStatus;
  reason: string | null;
  consumerId: number | null;
  billId: number | null;
  paymentId: number | null;
}

/** The channel's teller day of `date` (opened on first use, share-locked like the window's); null when not open. */
async function channelDay(
  trx: Transaction<Database>,
  tellerId: number,
  date: string,
  userId: number,
  days: Map<string, number | null>,
): Promise<number | null> {
  const known = days.get(date);
  if (known !== undefined) return known;
  await trx
    .insertInto('collection_teller_days')
    .values({ teller_id: tellerId, business_date: date, opened_by: userId })
    .onConflict((oc) => oc.columns(['teller_id', 'business_date']).doNothing())
    .execute();
  const day = await trx
    .selectFrom('collection_teller_days')
    .select(['id', 'status'])
    .where('teller_id', '=', tellerId)
    .where('business_date', '=', date)
    .forShare()
    .executeTakeFirstOrThrow();
  const id = day.status === 'Open' ? day.id : null;
  days.set(date, id);
  return id;
}

/**
 * Lines posted per transaction (decision 057): each line's consumer is locked to the end of the
 * transaction, and PostgreSQL's lock table is bounded (64 x connections by default), so a file
 * posts in chunks of this many lines; the upload's row lock orders them.
 */
export const CHANNEL_CHUNK = 2000;

/** A line that passed the checks: what it pays, computed with the window's rules. */
interface ToPost {
  lineId: number;
  rowNo: number;
  consumerId: number;
  payerName: string;
  billId: number;
  dayId: number;
  paidOn: string;
  amount: string;
  reference: string;
  allocations: Allocation[];
  toAdvance: string;
  reason: string | null;
}

/**
 * Posts the next `limit` pending lines in file order, set-based (decision 057): the checks and the
 * allocation run per line in memory on bills read once after the consumers' locks, OR numbers are
 * taken as one block, and payments, tenders, items, GL lines, ledger credits and advance deposits
 * are each written in one statement; one audit entry per chunk. Answers how many lines it took.
 */
export async function postChannelLines(
  trx: Transaction<Database>,
  actor: Actor & { userId: number },
  uploadId: number,
  channel: ChannelName,
  limit = CHANNEL_CHUNK,
): Promise<number> {
  const tellerId = await channelTeller(trx, channel);
  const lines = await trx
    .selectFrom('collection_channel_lines')
    .select(['id', 'row_no', 'account_no', 'period', 'amount', 'reference', 'paid_on', 'payer_name', 'channel'])
    .where('upload_id', '=', uploadId)
    .where('status', '=', 'Pending')
    .orderBy('row_no')
    .limit(limit)
    .execute();
  if (lines.length === 0) return 0;
  const consumers = await consumerIdsByAccountNo(
    trx,
    lines.flatMap((l) => (l.account_no ? [l.account_no] : [])),
  );
  const billOf = await postedBillsOfPeriods(
    trx,
    [...consumers.values()],
    lines.flatMap((l) => (l.period ? [l.period] : [])),
  );
  // References of this channel already posted by another upload.
  const refs = lines.flatMap((l) => (l.reference ? [l.reference] : []));
  const postedRefs = new Map<string, { upload: number; row: number }>();
  for (let i = 0; i < refs.length; i += 5000) {
    const rows = await trx
      .selectFrom('collection_channel_lines')
      .select(['reference', 'upload_id', 'row_no'])
      .where('channel', '=', lines[0]?.channel ?? -1)
      .where('status', 'in', ['Posted', 'Advance'])
      .where('reference', 'in', refs.slice(i, i + 5000))
      .execute();
    for (const r of rows) if (r.reference) postedRefs.set(r.reference, { upload: r.upload_id, row: r.row_no });
  }

  const outcomes = new Map<number, Outcome>();
  const held = (reason: string, consumerId: number | null = null, billId: number | null = null): Outcome => ({
    status: 'Held',
    reason,
    consumerId,
    billId,
    paymentId: null,
  });
  const candidates: { line: (typeof lines)[number]; consumerId: number; billId: number }[] = [];
  for (const line of lines) {
    const { account_no: accountNo, period, amount, reference, paid_on: paidOn } = line;
    if (!accountNo || !period || !amount || !reference || !paidOn) {
      outcomes.set(line.id, held('The line could not be read.'));
      continue;
    }
    const posted = postedRefs.get(reference);
    if (posted) {
      outcomes.set(
        line.id,
        held(`Duplicate: reference ${reference} was already posted (upload ${posted.upload}, row ${posted.row}).`),
      );
      continue;
    }
    const consumerId = consumers.get(accountNo);
    if (consumerId === undefined) {
      outcomes.set(line.id, held(`Unknown account: no consumer has account number ${accountNo}.`));
      continue;
    }
    const billId = billOf.get(`${consumerId}:${period}`);
    if (billId === undefined) {
      outcomes.set(line.id, held(`No bill for ${period} on this account.`, consumerId));
      continue;
    }
    candidates.push({ line, consumerId, billId });
  }

  // The consumers' locks (the window takes the same one per payment), then the bills as they stand.
  await lockSubjectsAtOnce(
    trx,
    CONSUMER_LOCK,
    candidates.map((c) => c.consumerId),
  );
  const billIds = candidates.map((c) => c.billId);
  const states = await standingBillsByIds(trx, billIds);
  // Surcharge facts only for bills late on the day paid (most channel payments are on time).
  const late = candidates.flatMap((c) => {
    const st = states.get(c.billId);
    return st && new D(st.balance).gt(0) && (c.line.paid_on as string) > st.dueDate ? [c.billId] : [];
  });
  const lateSet = new Set(late);
  const collected = await collectedSurcharges(trx, late);
  const vats = await billVatTotals(trx, late);
  // Bills an earlier line of this upload paid (a double payment names that row).
  const paidByRow = new Map<number, number>();
  for (let i = 0; i < billIds.length; i += 5000) {
    const rows = await trx
      .selectFrom('collection_channel_lines')
      .select(['bill_id', sql<number>`min(row_no)::int`.as('row_no')])
      .where('upload_id', '=', uploadId)
      .where('status', '=', 'Posted')
      .where('bill_id', 'in', billIds.slice(i, i + 5000))
      .groupBy('bill_id')
      .execute();
    for (const r of rows) if (r.bill_id !== null) paidByRow.set(Number(r.bill_id), r.row_no);
  }
  const days = new Map<string, number | null>();
  for (const date of new Set(candidates.map((c) => c.line.paid_on as string)))
    await channelDay(trx, tellerId, date, actor.userId, days);
  const rules = new Map<string, SurchargeRule | null>();
  for (const c of candidates) {
    const st = states.get(c.billId);
    const k = `${st?.consumerClass}|${c.line.paid_on}`;
    if (st && lateSet.has(c.billId) && !rules.has(k))
      rules.set(k, await surchargeRuleOn(trx, st.consumerClass, c.line.paid_on as string));
  }
  const name = channelLabel(channel);

  const toPost: ToPost[] = [];
  for (const { line, consumerId, billId } of candidates) {
    const paidOn = line.paid_on as string;
    const amount = line.amount as string;
    const period = line.period as string;
    const dayId = days.get(paidOn) ?? null;
    if (dayId === null) {
      outcomes.set(
        line.id,
        held(
          `The ${name} collection of ${formatDate(paidOn)} is closed; nothing more posts to it.`,
          consumerId,
          billId,
        ),
      );
      continue;
    }
    const state = states.get(billId);
    const base = {
      lineId: line.id,
      rowNo: line.row_no,
      consumerId,
      payerName: line.payer_name ?? state?.consumerName ?? 'Walk-in payer',
      billId,
      dayId,
      paidOn,
      amount,
      reference: line.reference as string,
    };
    const earlier = paidByRow.get(billId);
    if (state === undefined || new D(state.balance).lte(0) || earlier !== undefined) {
      // A double payment: credited to the advance balance.
      toPost.push({
        ...base,
        allocations: [],
        toAdvance: money(new D(amount)),
        reason: `Double payment: the ${period} bill is already paid${earlier !== undefined ? ` (row ${earlier} of this file)` : ''}; credited to the advance balance.`,
      });
      continue;
    }
    const before = collected.get(billId) ?? { surcharge: '0', vat: '0' };
    const s = computeSurcharge(
      {
        balance: state.balance,
        billTotal: state.total,
        billVat: vats.get(billId) ?? '0',
        dueDate: state.dueDate,
        paymentDate: paidOn,
        collectedSurcharge: before.surcharge,
        collectedVat: before.vat,
      },
      rules.get(`${state.consumerClass}|${paidOn}`) ?? null,
    );
    const due = money(new D(state.balance).plus(s.surcharge).plus(s.vat));
    if (!new D(due).eq(amount)) {
      outcomes.set(
        line.id,
        held(
          `Amount mismatch: paid ${formatPeso(amount)}, the amount due on ${formatDate(paidOn)} is ${formatPeso(due)}.`,
          consumerId,
          billId,
        ),
      );
      continue;
    }
    const allocation = allocatePayment(
      [
        { kind: 'Surcharge', ref: billId, amount: s.surcharge },
        { kind: 'SurchargeVat', ref: billId, amount: s.vat },
        { kind: 'Bill', ref: billId, amount: state.balance },
      ],
      amount,
      false,
    );
    if (!allocation.ok) throw new Error(`line ${line.id}: an exact amount did not allocate`);
    paidByRow.set(billId, line.row_no);
    toPost.push({ ...base, allocations: allocation.allocations, toAdvance: allocation.toAdvance, reason: null });
  }

  // OR numbers as one block per series, in file order; lines past the last number are held.
  const numbered: (ToPost & { orNumber: number; seriesId: number })[] = [];
  if (toPost.length > 0) {
    await lockSubject(trx, TELLER_LOCK, tellerId);
    let k = 0;
    for (const series of await seriesOfTeller(trx, tellerId)) {
      if (series.nextNo === null || k >= toPost.length) continue;
      const count = Math.min(series.endNo - series.nextNo + 1, toPost.length - k);
      const first = series.startNo + (await nextDocumentNumbers(trx, OR_SERIES, seriesScope(series.id), count)) - 1;
      if (first + count - 1 > series.endNo) throw new Error(`series ${series.id} overran its range`);
      for (let j = 0; j < count; j += 1, k += 1)
        numbered.push({ ...toPost[k]!, orNumber: first + j, seriesId: series.id });
    }
    for (const p of toPost.slice(k)) outcomes.set(p.lineId, held(NO_RECEIPTS_LEFT, p.consumerId, p.billId));
  }

  if (numbered.length > 0) {
    const sumOf = (p: ToPost, kinds: readonly string[]) =>
      money(p.allocations.filter((a) => kinds.includes(a.kind)).reduce((s, a) => s.plus(a.amount), ZERO));
    const inserted = await sql<{ id: string; or_number: string }>`
      INSERT INTO collection_payments (or_number, series_id, day_id, teller_id, consumer_id, payer_name, payment_date,
        total_tendered, applied_to_bills, surcharge, non_power, to_advance, is_partial, created_by)
      SELECT x.or_number, x.series_id, x.day_id, ${tellerId}::int, x.consumer_id, x.payer_name, x.payment_date,
        x.amount, x.applied, x.surcharge, 0, x.to_advance, false, ${actor.userId}::int
      FROM unnest(${numbered.map((p) => p.orNumber)}::bigint[], ${numbered.map((p) => p.seriesId)}::int[],
        ${numbered.map((p) => p.dayId)}::int[], ${numbered.map((p) => p.consumerId)}::int[],
        ${numbered.map((p) => p.payerName)}::text[], ${numbered.map((p) => p.paidOn)}::date[],
        ${numbered.map((p) => p.amount)}::numeric[], ${numbered.map((p) => sumOf(p, ['Bill']))}::numeric[],
        ${numbered.map((p) => sumOf(p, ['Surcharge', 'SurchargeVat']))}::numeric[], ${numbered.map((p) => p.toAdvance)}::numeric[])
        AS x(or_number, series_id, day_id, consumer_id, payer_name, payment_date, amount, applied, surcharge, to_advance)
      RETURNING id, or_number`.execute(trx);
    const idOf = new Map(inserted.rows.map((r) => [Number(r.or_number), Number(r.id)]));
    const paymentId = (p: { orNumber: number }) => {
      const id = idOf.get(p.orNumber);
      if (id === undefined) throw new Error(`OR ${p.orNumber} was not written`);
      return id;
    };

    await sql`
      INSERT INTO collection_payment_tenders (payment_id, seq, kind, amount, bank, reference)
      SELECT x.payment_id, 1, 'Channel', x.amount, ${name}::text, x.reference
      FROM unnest(${numbered.map(paymentId)}::bigint[], ${numbered.map((p) => p.amount)}::numeric[],
        ${numbered.map((p) => p.reference)}::text[]) AS x(payment_id, amount, reference)`.execute(trx);

    const gl = await glAccounts(trx);
    const purposeOf: Record<Exclude<PaymentItemKind, 'NonPower'>, GlPurpose> = {
      Bill: 'power-bill',
      Surcharge: 'surcharge',
      SurchargeVat: 'surcharge-vat',
      Advance: 'advance',
    };
    const item = {
      payment: [] as number[],
      seq: [] as number[],
      kind: [] as string[],
      bill: [] as (number | null)[],
      amount: [] as string[],
    };
    const glLine = {
      day: [] as number[],
      payment: [] as number[],
      code: [] as string[],
      description: [] as string[],
      amount: [] as string[],
    };
    const ledger: { consumerId: number; billId: number; entryDate: string; reference: string; amount: string }[] = [];
    const advance = {
      consumer: [] as number[],
      date: [] as string[],
      amount: [] as string[],
      payment: [] as number[],
      reference: [] as string[],
    };
    for (const p of numbered) {
      const id = paymentId(p);
      const items = [
        ...p.allocations.map((a) => ({
          kind: a.kind as Exclude<PaymentItemKind, 'NonPower'>,
          bill: a.ref,
          amount: a.amount,
        })),
        ...(new D(p.toAdvance).gt(0) ? [{ kind: 'Advance' as const, bill: null, amount: p.toAdvance }] : []),
      ];
      const byCode = new Map<string, { description: string; amount: Dec }>();
      items.forEach((it, i) => {
        item.payment.push(id);
        item.seq.push(i + 1);
        item.kind.push(it.kind);
        item.bill.push(it.bill);
        item.amount.push(it.amount);
        const account = gl(purposeOf[it.kind]);
        const l = byCode.get(account.code);
        if (l) l.amount = l.amount.plus(it.amount);
        else byCode.set(account.code, { description: account.description, amount: new D(it.amount) });
        if (it.kind === 'Bill' && it.bill !== null)
          ledger.push({
            consumerId: p.consumerId,
            billId: it.bill,
            entryDate: p.paidOn,
            reference: `OR ${p.orNumber}`,
            amount: it.amount,
          });
      });
      for (const [code, l] of byCode) {
        if (l.amount.isZero()) continue;
        glLine.day.push(p.dayId);
        glLine.payment.push(id);
        glLine.code.push(code);
        glLine.description.push(l.description);
        glLine.amount.push(money(l.amount));
      }
      if (new D(p.toAdvance).gt(0)) {
        advance.consumer.push(p.consumerId);
        advance.date.push(p.paidOn);
        advance.amount.push(p.toAdvance);
        advance.payment.push(id);
        advance.reference.push(`OR ${p.orNumber}`);
      }
    }
    await sql`
      INSERT INTO collection_payment_items (payment_id, seq, kind, bill_id, amount)
      SELECT * FROM unnest(${item.payment}::bigint[], ${item.seq}::smallint[], ${item.kind}::text[],
        ${item.bill}::bigint[], ${item.amount}::numeric[])`.execute(trx);
    await sql`
      INSERT INTO collection_gl_lines (day_id, payment_id, gl_code, description, amount)
      SELECT * FROM unnest(${glLine.day}::int[], ${glLine.payment}::bigint[], ${glLine.code}::text[],
        ${glLine.description}::text[], ${glLine.amount}::numeric[])`.execute(trx);
    await postPaymentsToLedger(trx, actor.userId, ledger);
    if (advance.consumer.length > 0)
      await sql`
        INSERT INTO collection_advance_entries (consumer_id, entry_date, kind, amount, payment_id, reference, created_by)
        SELECT x.c, x.d, 'Deposit', x.a, x.p, x.r, ${actor.userId}::int
        FROM unnest(${advance.consumer}::int[], ${advance.date}::date[], ${advance.amount}::numeric[],
          ${advance.payment}::bigint[], ${advance.reference}::text[]) AS x(c, d, a, p, r)`.execute(trx);
    for (const p of numbered)
      outcomes.set(p.lineId, {
        status: p.reason === null ? 'Posted' : 'Advance',
        reason: p.reason,
        consumerId: p.consumerId,
        billId: p.billId,
        paymentId: paymentId(p),
      });
  }

  const decided = lines.map((l) => {
    const o = outcomes.get(l.id);
    if (!o) throw new Error(`line ${l.id} was not decided`);
    return { id: l.id, ...o };
  });
  await sql`
    UPDATE collection_channel_lines l
    SET status = x.status, reason = x.reason, consumer_id = x.consumer_id, bill_id = x.bill_id, payment_id = x.payment_id
    FROM unnest(${decided.map((d) => d.id)}::bigint[], ${decided.map((d) => d.status)}::text[],
      ${decided.map((d) => d.reason)}::text[], ${decided.map((d) => d.consumerId)}::int[],
      ${decided.map((d) => d.billId)}::bigint[], ${decided.map((d) => d.paymentId)}::bigint[])
      AS x(id, status, reason, consumer_id, bill_id, payment_id)
    WHERE l.id = x.id`.execute(trx);
  const count = (s: LineStatus) => decided.filter((d) => d.status === s).length;
  await recordAudit(trx, actor, {
    entityType: 'collection-channel-upload',
    entityId: uploadId,
    action: 'lines-posted',
    newValues: {
      rows: [lines[0]!.row_no, lines[lines.length - 1]!.row_no],
      posted: count('Posted'),
      advance: count('Advance'),
      held: count('Held'),
      orNumbers: numbered.length > 0 ? [numbered[0]!.orNumber, numbered[numbered.length - 1]!.orNumber] : [],
    },
  });
  return lines.length;
}

export const postChannelUpload = defineRoute({
  endpoint: postChannelUploadEndpoint,
  access: UPLOADERS,
  async handler({ params, db, user, actor }) {
    const poster = { ...actor, userId: user.id };
    for (let done = false; !done;) {
      done = await db.transaction().execute(async (trx) => {
        const upload = await trx
          .selectFrom('collection_channel_uploads')
          .select(['id', 'status', 'channel'])
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!upload) throw notFound('The upload was not found.');
        // Posted already (a repeat, or another request that finished it): nothing posts again.
        if (upload.status === 'Posted') return true;
        if (upload.status === 'Draft') throw conflict("Upload the channel's file first.");
        if ((await postChannelLines(trx, poster, upload.id, channelName(upload.channel))) > 0) return false;
        await finishUpload(trx, poster, upload.id);
        return true;
      });
    }
    return loadUpload(db, params.id);
  },
});

/** No line left pending: the counts and totals, Checked > Posted, one audit entry. */
export async function finishUpload(trx: Transaction<Database>, actor: Actor & { userId: number }, uploadId: number) {
  const totals = await trx
    .selectFrom('collection_channel_lines')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'Posted')::int`.as('posted'),
      sql<number>`count(*) FILTER (WHERE status = 'Advance')::int`.as('advance'),
      sql<number>`count(*) FILTER (WHERE status = 'Held')::int`.as('held'),
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'Posted'), 0)::text`.as('posted_total'),
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'Advance'), 0)::text`.as('advance_total'),
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'Held'), 0)::text`.as('held_total'),
    ])
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('collection_channel_uploads')
    .set({
      status: 'Posted',
      posted_count: totals.posted,
      advance_count: totals.advance,
      held_count: totals.held,
      posted_total: money(new D(totals.posted_total)),
      advance_total: money(new D(totals.advance_total)),
      held_total: money(new D(totals.held_total)),
      posted_by: actor.userId,
      posted_at: new Date(),
    })
    .where('id', '=', uploadId)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'collection-channel-upload',
    entityId: uploadId,
    action: 'posted',
    newValues: {
      posted: totals.posted,
      advance: totals.advance,
      held: totals.held,
      postedTotal: money(new D(totals.posted_total)),
      advanceTotal: money(new D(totals.advance_total)),
    },
  });
}
