// The line each change leaves on a request's conversation, and IT's first response.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export async function addEvent(
  trx: Transaction<Database>,
  ticketId: number,
  authorId: number,
  kind: 'Comment' | 'Event',
  body: string,
): Promise<void> {
  await trx.insertInto('it_ticket_comments').values({ ticket_id: ticketId, author_id: authorId, kind, body }).execute();
}

/** IT's first touch (assignment, start, comment, resolution) stops the response clock. */
export async function markResponded(trx: Transaction<Database>, ticketId: number): Promise<void> {
  await trx
    .updateTable('it_tickets')
    .set({ first_response_at: new Date() })
    .where('id', '=', ticketId)
    .where('first_response_at', 'is', null)
    .execute();
}
