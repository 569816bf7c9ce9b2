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
import { billVatTotals, postPaymentsToLedger, standingBillsByIds } from '../../billing/public.ts';
import { allocatePayment, type Allocation } from '../compute/allocation.ts';
import { D, money, ZERO, type Dec } from '../compute/money.ts';
import { computeSurcharge, type SurchargeRule } from '../compute/surcharge.ts';
import { CONSUMER_LOCK, glAccounts, TELLER_LOCK } from '../payments/post-payment.ts';
import { runPaymentPostedHooksAfterCommit, type PaidConsumers } from '../payments/payments-posted.ts';
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
 * Posts the next `limit` pending lines in file order, set-based (decisions 057, 058): the lines are
 * matched to consumers, bills and earlier postings of their reference in one statement; the amount
 * checks and the allocation run per line in memory on bills read once after the consumers' locks;
 * OR numbers are taken as one block; payments, tenders, items, GL lines, advance deposits and the
 * lines' outcomes are written in one statement, billing's ledger credits in another; one audit
 * entry per chunk. Answers how many lines it took.
 */
export async function postChannelLines(
  trx: Transaction<Database>,
  actor: Actor & { userId: number },
  uploadId: number,
  channel: ChannelName,
  limit = CHANNEL_CHUNK,
  paid?: PaidConsumers,
): Promise<number> {
  const tellerId = await channelTeller(trx, channel);
  // The lines matched in one statement: each line's consumer by account number, the consumer's
  // standing bill of the line's month, and a posting of the same channel reference by another upload.
  const matched = await sql<{
    id: number;
    row_no: number;
    channel: number;
    account_no: string | null;
    period: string | null;
    amount: string | null;
    reference: string | null;
    paid_on: string | null;
    payer_name: string | null;
    consumer_id: number | null;
    bill_id: string | null;
    ref_upload: number | null;
    ref_row: number | null;
  }>`
    SELECT l.id, l.row_no, l.channel, l.account_no, l.period, l.amount::text AS amount, l.reference,
      to_char(l.paid_on, 'YYYY-MM-DD') AS paid_on, l.payer_name, c.id AS consumer_id, b.id AS bill_id,
      r.upload_id AS ref_upload, r.row_no AS ref_row
    FROM (SELECT * FROM collection_channel_lines WHERE upload_id = ${uploadId} AND status = 'Pending'
      ORDER BY row_no LIMIT ${limit}) l
    LEFT JOIN billing_consumers c ON c.account_no = l.account_no
    LEFT JOIN billing_bill_months m ON m.period = l.period
    LEFT JOIN billing_bills b ON b.consumer_id = c.id AND b.bill_month_id = m.id AND b.status = 'Posted'
    LEFT JOIN LATERAL (SELECT o.upload_id, o.row_no FROM collection_channel_lines o
      WHERE o.channel = l.channel AND o.reference = l.reference AND o.status IN ('Posted', 'Advance') LIMIT 1) r ON true
    ORDER BY l.row_no`.execute(trx);
  const lines = matched.rows;
  if (lines.length === 0) return 0;
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
    if (line.ref_upload !== null) {
      outcomes.set(
        line.id,
        held(`Duplicate: reference ${reference} was already posted (upload ${line.ref_upload}, row ${line.ref_row}).`),
      );
      continue;
    }
    const consumerId = line.consumer_id;
    if (consumerId === null) {
      outcomes.set(line.id, held(`Unknown account: no consumer has account number ${accountNo}.`));
      continue;
    }
    if (line.bill_id === null) {
      outcomes.set(line.id, held(`No bill for ${period} on this account.`, consumerId));
      continue;
    }
    candidates.push({ line, consumerId, billId: Number(line.bill_id) });
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

  // Every line's outcome; a posted line's payment is known by its OR number until written.
  const decided: { id: number; o: Outcome; orNumber: number | null }[] = [];
  const orOf = new Map(numbered.map((p) => [p.lineId, p]));
  for (const l of lines) {
    const p = orOf.get(l.id);
    if (p) {
      decided.push({
        id: l.id,
        orNumber: p.orNumber,
        o: {
          status: p.reason === null ? 'Posted' : 'Advance',
          reason: p.reason,
          consumerId: p.consumerId,
          billId: p.billId,
          paymentId: null,
        },
      });
      continue;
    }
    const o = outcomes.get(l.id);
    if (!o) throw new Error(`line ${l.id} was not decided`);
    decided.push({ id: l.id, o, orNumber: null });
  }

  const sumOf = (p: ToPost, kinds: readonly string[]) =>
    money(p.allocations.filter((a) => kinds.includes(a.kind)).reduce((s, a) => s.plus(a.amount), ZERO));
  const gl = numbered.length > 0 ? await glAccounts(trx) : null;
  const purposeOf: Record<Exclude<PaymentItemKind, 'NonPower'>, GlPurpose> = {
    Bill: 'power-bill',
    Surcharge: 'surcharge',
    SurchargeVat: 'surcharge-vat',
    Advance: 'advance',
  };
  const item = {
    or: [] as number[],
    seq: [] as number[],
    kind: [] as string[],
    bill: [] as (number | null)[],
    amount: [] as string[],
  };
  const glLine = {
    or: [] as number[],
    day: [] as number[],
    code: [] as string[],
    description: [] as string[],
    amount: [] as string[],
  };
  const ledger: { consumerId: number; billId: number; entryDate: string; reference: string; amount: string }[] = [];
  for (const p of numbered) {
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
      item.or.push(p.orNumber);
      item.seq.push(i + 1);
      item.kind.push(it.kind);
      item.bill.push(it.bill);
      item.amount.push(it.amount);
      const account = gl!(purposeOf[it.kind]);
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
      glLine.or.push(p.orNumber);
      glLine.day.push(p.dayId);
      glLine.code.push(code);
      glLine.description.push(l.description);
      glLine.amount.push(money(l.amount));
    }
  }

  // One statement writes the chunk: payments, their tenders, items, GL lines and advance deposits,
  // and every line's outcome (a posted line joined to its payment by OR number). Rows are written in
  // file order, as the one-by-one posting did.
  const written = await sql<{ consumer_id: number | null; payment_id: number | null; paid_on: string }>`
    WITH x AS (
      SELECT * FROM unnest(${numbered.map((p) => p.orNumber)}::bigint[], ${numbered.map((p) => p.seriesId)}::int[],
        ${numbered.map((p) => p.dayId)}::int[], ${numbered.map((p) => p.consumerId)}::int[],
        ${numbered.map((p) => p.payerName)}::text[], ${numbered.map((p) => p.paidOn)}::date[],
        ${numbered.map((p) => p.amount)}::numeric[], ${numbered.map((p) => sumOf(p, ['Bill']))}::numeric[],
        ${numbered.map((p) => sumOf(p, ['Surcharge', 'SurchargeVat']))}::numeric[],
        ${numbered.map((p) => p.toAdvance)}::numeric[], ${numbered.map((p) => p.reference)}::text[])
        AS x(or_number, series_id, day_id, consumer_id, payer_name, payment_date, amount, applied, surcharge, to_advance, reference)
    ), p AS (
      INSERT INTO collection_payments (or_number, series_id, day_id, teller_id, consumer_id, payer_name, payment_date,
        total_tendered, applied_to_bills, surcharge, non_power, to_advance, is_partial, created_by)
      SELECT x.or_number, x.series_id, x.day_id, ${tellerId}::int, x.consumer_id, x.payer_name, x.payment_date,
        x.amount, x.applied, x.surcharge, 0, x.to_advance, false, ${actor.userId}::int
      FROM x ORDER BY x.or_number
      RETURNING id, or_number
    ), t AS (
      INSERT INTO collection_payment_tenders (payment_id, seq, kind, amount, bank, reference)
      SELECT p.id, 1, 'Channel', x.amount, ${name}::text, x.reference
      FROM x JOIN p ON p.or_number = x.or_number ORDER BY x.or_number
    ), i AS (
      INSERT INTO collection_payment_items (payment_id, seq, kind, bill_id, amount)
      SELECT p.id, v.seq, v.kind, v.bill_id, v.amount
      FROM unnest(${item.or}::bigint[], ${item.seq}::smallint[], ${item.kind}::text[], ${item.bill}::bigint[],
        ${item.amount}::numeric[]) WITH ORDINALITY AS v(or_number, seq, kind, bill_id, amount, n)
      JOIN p ON p.or_number = v.or_number ORDER BY v.n
    ), g AS (
      INSERT INTO collection_gl_lines (day_id, payment_id, gl_code, description, amount)
      SELECT v.day_id, p.id, v.code, v.description, v.amount
      FROM unnest(${glLine.or}::bigint[], ${glLine.day}::int[], ${glLine.code}::text[], ${glLine.description}::text[],
        ${glLine.amount}::numeric[]) WITH ORDINALITY AS v(or_number, day_id, code, description, amount, n)
      JOIN p ON p.or_number = v.or_number ORDER BY v.n
    ), a AS (
      INSERT INTO collection_advance_entries (consumer_id, entry_date, kind, amount, payment_id, reference, created_by)
      SELECT x.consumer_id, x.payment_date, 'Deposit', x.to_advance, p.id, 'OR ' || x.or_number, ${actor.userId}::int
      FROM x JOIN p ON p.or_number = x.or_number WHERE x.to_advance > 0 ORDER BY x.or_number
    )
    UPDATE collection_channel_lines l
    SET status = d.status, reason = d.reason, consumer_id = d.consumer_id, bill_id = d.bill_id, payment_id = p.id
    FROM unnest(${decided.map((d) => d.id)}::bigint[], ${decided.map((d) => d.o.status)}::text[],
      ${decided.map((d) => d.o.reason)}::text[], ${decided.map((d) => d.o.consumerId)}::int[],
      ${decided.map((d) => d.o.billId)}::bigint[], ${decided.map((d) => d.orNumber)}::bigint[])
      AS d(id, status, reason, consumer_id, bill_id, or_number)
    LEFT JOIN p ON p.or_number = d.or_number
    WHERE l.id = d.id
    RETURNING l.consumer_id, l.payment_id::int AS payment_id, to_char(l.paid_on, 'YYYY-MM-DD') AS paid_on`.execute(trx);
  // Each consumer's last payment of the chunk, for the payment hooks after commit (decision 118).
  if (paid)
    for (const r of written.rows)
      if (r.consumer_id !== null && r.payment_id !== null && (paid.get(r.consumer_id)?.paymentId ?? 0) < r.payment_id)
        paid.set(r.consumer_id, { paymentId: r.payment_id, paymentDate: r.paid_on });
  if (ledger.length > 0) await postPaymentsToLedger(trx, actor.userId, ledger);
  const count = (s: LineStatus) => decided.filter((d) => d.o.status === s).length;
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
    const paid: PaidConsumers = new Map();
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
        if ((await postChannelLines(trx, poster, upload.id, channelName(upload.channel), CHANNEL_CHUNK, paid)) > 0)
          return false;
        await finishUpload(trx, poster, upload.id);
        return true;
      });
    }
    // Committed: the window's payment hooks (billing's reconnection), once per consumer paid.
    await runPaymentPostedHooksAfterCommit(db, poster, paid);
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
