// Member services' lifeliner registry sets and clears the consumer's lifeline tag through
// public.ts (decision 072): the bill computation reads the tag (decision 040); the registry keeps
// the dated record of who was a lifeliner from when to when.
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';

export async function setLifelinerTag(
  trx: Transaction<Database>,
  actor: Actor,
  consumerId: number,
  isLifeliner: boolean,
  reference: string,
): Promise<void> {
  const before = await trx
    .selectFrom('billing_consumers')
    .select('is_lifeliner')
    .where('id', '=', consumerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (before.is_lifeliner === isLifeliner) return;
  await trx
    .updateTable('billing_consumers')
    .set({ is_lifeliner: isLifeliner, updated_at: new Date() })
    .where('id', '=', consumerId)
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-consumer',
    entityId: consumerId,
    action: 'lifeliner-tag',
    oldValues: { isLifeliner: before.is_lifeliner },
    newValues: { isLifeliner, reference },
  });
}
