// The messages and checks of a teller day that payments, cancellations and the screens share.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';

export const OPEN_DAY_FIRST = "Open today's collection first.";
export const DAY_CLOSED = "Today's collection is closed; nothing more posts to it.";
export const NO_RECEIPTS_LEFT = 'No OR numbers are left in your series; ask the cashier for a new range.';

/**
 * The teller's open day for `date`, share-locked so that closing it waits for this posting (and
 * a posting after the close finds it closed).
 */
export async function openDayForPosting(
  trx: Transaction<Database>,
  tellerId: number,
  date: string,
  messages: { missing: string; closed: string } = { missing: OPEN_DAY_FIRST, closed: DAY_CLOSED },
) {
  const day = await trx
    .selectFrom('collection_teller_days')
    .select(['id', 'status'])
    .where('teller_id', '=', tellerId)
    .where('business_date', '=', date)
    .forShare()
    .executeTakeFirst();
  if (!day) throw conflict(messages.missing);
  if (day.status !== 'Open') throw conflict(messages.closed);
  return day;
}
