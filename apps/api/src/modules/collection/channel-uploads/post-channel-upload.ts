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
import { postChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, HttpError, notFound } from '../../../platform/http/errors.ts';
import { consumerIdsByAccountNo, postedBillsOfPeriods } from '../../billing/public.ts';
import { billsWithSurcharge, requireConsumer } from '../accounts/account-queries.ts';
import { D, money } from '../compute/money.ts';
import { postPayment } from '../payments/post-payment.ts';
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

/** The channel's teller day of `date`, opened on first use; null when it is no longer open. */
async function channelDay(
  trx: Transaction<Database>,
  tellerId: number,
  date: string,
  userId: number,
  days: Map<string, boolean>,
): Promise<boolean> {
  const known = days.get(date);
  if (known !== undefined) return known;
  await trx
    .insertInto('collection_teller_days')
    .values({ teller_id: tellerId, business_date: date, opened_by: userId })
    .onConflict((oc) => oc.columns(['teller_id', 'business_date']).doNothing())
    .execute();
  const day = await trx
    .selectFrom('collection_teller_days')
    .select('status')
    .where('teller_id', '=', tellerId)
    .where('business_date', '=', date)
    .executeTakeFirstOrThrow();
  days.set(date, day.status === 'Open');
  return day.status === 'Open';
}

/**
 * Lines posted per transaction: each payment takes advisory locks held to the end of its
 * transaction (PostgreSQL's lock table is bounded) and updates the same counters (OR numbering,
 * the audit checkpoint), so a file posts in chunks; the upload's row lock orders them.
 */
export const CHANNEL_CHUNK = 200;

/** Posts the next `limit` pending lines in file order; answers how many it took. */
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
  const bills = await postedBillsOfPeriods(
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
  const days = new Map<string, boolean>();
  const name = channelLabel(channel);

  for (const line of lines) {
    const held = (reason: string, consumerId: number | null = null, billId: number | null = null): Outcome => ({
      status: 'Held',
      reason,
      consumerId,
      billId,
      paymentId: null,
    });
    const outcome = await (async (): Promise<Outcome> => {
      const { account_no: accountNo, period, amount, reference, paid_on: paidOn } = line;
      if (!accountNo || !period || !amount || !reference || !paidOn) return held('The line could not be read.');
      const posted = postedRefs.get(reference);
      if (posted)
        return held(
          `Duplicate: reference ${reference} was already posted (upload ${posted.upload}, row ${posted.row}).`,
        );
      const consumerId = consumers.get(accountNo);
      if (consumerId === undefined) return held(`Unknown account: no consumer has account number ${accountNo}.`);
      const billId = bills.get(`${consumerId}:${period}`);
      if (billId === undefined) return held(`No bill for ${period} on this account.`, consumerId);
      if (!(await channelDay(trx, tellerId, paidOn, actor.userId, days)))
        return held(
          `The ${name} collection of ${formatDate(paidOn)} is closed; nothing more posts to it.`,
          consumerId,
          billId,
        );

      const consumer = await requireConsumer(trx, consumerId);
      const [standing] = await billsWithSurcharge(trx, consumer, paidOn, [billId]);
      const toAdvance = standing === undefined;
      if (!toAdvance && !new D(standing.amountDue).eq(amount)) {
        return held(
          `Amount mismatch: paid ${formatPeso(amount)}, the amount due on ${formatDate(paidOn)} is ${formatPeso(standing.amountDue)}.`,
          consumerId,
          billId,
        );
      }
      await sql`SAVEPOINT channel_line`.execute(trx);
      try {
        const result = await postPayment(
          trx,
          actor,
          { tellerId, paymentDate: paidOn, channel: { name, reference } },
          {
            idempotencyKey: `channel-line-${line.id}`,
            consumerId,
            billIds: toAdvance ? [] : [billId],
            cash: amount,
            partial: false,
            payerName: line.payer_name,
          },
        );
        await sql`RELEASE SAVEPOINT channel_line`.execute(trx);
        // A double payment names the line of this file that paid the bill, if one did.
        const paidEarlier = toAdvance
          ? await trx
              .selectFrom('collection_channel_lines')
              .select('row_no')
              .where('upload_id', '=', uploadId)
              .where('consumer_id', '=', consumerId)
              .where('period', '=', period)
              .where('status', '=', 'Posted')
              .orderBy('row_no')
              .executeTakeFirst()
          : undefined;
        return {
          status: toAdvance ? 'Advance' : 'Posted',
          reason: toAdvance
            ? `Double payment: the ${period} bill is already paid${paidEarlier ? ` (row ${paidEarlier.row_no} of this file)` : ''}; credited to the advance balance.`
            : null,
          consumerId,
          billId,
          paymentId: result.paymentId,
        };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await sql`ROLLBACK TO SAVEPOINT channel_line`.execute(trx);
        return held(error.message, consumerId, billId);
      }
    })();
    await trx
      .updateTable('collection_channel_lines')
      .set({
        status: outcome.status,
        reason: outcome.reason,
        consumer_id: outcome.consumerId,
        bill_id: outcome.billId,
        payment_id: outcome.paymentId,
      })
      .where('id', '=', line.id)
      .execute();
  }
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
