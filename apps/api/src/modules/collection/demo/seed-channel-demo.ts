// Demo channel uploads (issue 12 item 11): a PNB and a Bayad Center remittance of today, each a
// handful of payments of unpaid demo bills with held lines (a mismatch, an unknown account, a
// repeated reference) and a double payment credited to advance, posted through the real posting.
import type { ChannelName } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { billsWithSurcharge } from '../accounts/account-queries.ts';
import { channelTeller, channelValue } from '../channel-uploads/channel-queries.ts';
import { finishUpload, postChannelLines } from '../channel-uploads/post-channel-upload.ts';
import { D, money } from '../compute/money.ts';

const UPLOADS: { channel: ChannelName; orStart: number; branch: number; fee: string }[] = [
  { channel: 'PNB', orStart: 9_000_001, branch: 5, fee: '10.00' },
  { channel: 'BayadCenter', orStart: 9_100_001, branch: 10, fee: '15.00' },
];

export async function seedChannelUploads(
  db: Kysely<Database>,
  actor: Actor & { userId: number },
  today: string,
  log: (msg: string) => void,
): Promise<number> {
  let uploads = 0;
  for (const u of UPLOADS) {
    const consumers = await db
      .selectFrom('billing_consumers as c')
      .select('c.id')
      .where('c.branch_code', '=', u.branch)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('collection_payments as p').select('p.id').whereRef('p.consumer_id', '=', 'c.id')),
        ),
      )
      .orderBy('c.id', 'desc')
      .limit(40)
      .execute();
    const lines: { account: string; period: string; amount: string; reference: string }[] = [];
    for (const c of consumers) {
      if (lines.length >= 9) break;
      const consumer = await billingConsumerById(db, c.id);
      if (!consumer) continue;
      const [bill] = await billsWithSurcharge(db, consumer, today);
      if (!bill) continue;
      lines.push({
        account: consumer.accountNo,
        period: bill.period,
        amount: bill.amountDue,
        reference: `${u.channel}-${c.id}`,
      });
    }
    if (lines.length < 5) {
      log(`collection demo: too few unpaid bills in branch ${u.branch} for a ${u.channel} upload`);
      continue;
    }
    const short = lines.pop()!;
    const [first, second] = lines as [(typeof lines)[0], (typeof lines)[0]];
    const all = [
      ...lines,
      { ...first, reference: `${first.reference}-B` }, // paid twice: to advance
      { ...second }, // the same reference again: held
      { ...short, amount: money(new D(short.amount).minus(50)) }, // short of the amount due: held
      { account: '99-9999999', period: first.period, amount: '500.00', reference: `${u.channel}-X` }, // unknown account
    ];
    const gross = all.reduce((s, l) => s.plus(l.amount), new D(0));
    await db.transaction().execute(async (trx) => {
      const tellerId = await channelTeller(trx, u.channel);
      await trx
        .insertInto('collection_or_series')
        .values({ teller_id: tellerId, start_no: u.orStart, end_no: u.orStart + 999, assigned_by: actor.userId })
        .execute();
      const upload = await trx
        .insertInto('collection_channel_uploads')
        .values({
          channel: channelValue(u.channel),
          remittance_date: today,
          channel_gross: money(gross),
          channel_fees: money(new D(u.fee).times(all.length)),
          bank_deposit: money(gross.minus(new D(u.fee).times(all.length))),
          remarks: 'Demo remittance',
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const seen = new Map<string, number>();
      await trx
        .insertInto('collection_channel_lines')
        .values(
          all.map((l, i) => {
            const first = seen.get(l.reference);
            if (first === undefined) seen.set(l.reference, i + 2);
            return {
              upload_id: upload.id,
              row_no: i + 2,
              channel: channelValue(u.channel),
              account_no: l.account,
              period: l.period,
              amount: l.amount,
              reference: l.reference,
              paid_on: today,
              payer_name: null,
              status: first === undefined ? ('Pending' as const) : ('Held' as const),
              reason:
                first === undefined
                  ? null
                  : `Duplicate: reference ${l.reference} is also on row ${first} of this file.`,
            };
          }),
        )
        .execute();
      await trx
        .updateTable('collection_channel_uploads')
        .set({
          status: 'Checked',
          file_name: `${u.channel.toLowerCase()}-${today}.csv`,
          lines_count: all.length,
          lines_total: money(gross),
          held_count: 1,
        })
        .where('id', '=', upload.id)
        .execute();
      while ((await postChannelLines(trx, actor, upload.id, u.channel)) > 0);
      await finishUpload(trx, actor, upload.id);
    });
    uploads += 1;
  }
  return uploads;
}
