// A new connection energized by the crew opens its account here, through public.ts (member
// services' connection orders, decision 072): the consumer master's own checks (branch prefix of
// the account number, route of the branch, unique account) and its audit, active from the first
// reading the crew recorded.
import { consumerFieldsSchema, type ConsumerFields } from '@ilaw/contracts/billing/consumers/consumer';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { checkConsumer, columns } from './save-consumer.ts';

function parseFields(fields: ConsumerFields) {
  const parsed = consumerFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(String(issue.path[0] ?? 'accountNo'), issue.message);
  }
  return parsed.data;
}

/** Refuses (field errors, 409 for a taken account no.) what openConnectedAccount would refuse. */
export async function checkNewAccount(trx: Transaction<Database>, fields: ConsumerFields): Promise<void> {
  await checkConsumer(trx, parseFields(fields), null);
}

/** Opens the consumer's account (Active) and answers its id and account number. */
export async function openConnectedAccount(
  trx: Transaction<Database>,
  actor: Actor,
  fields: ConsumerFields,
): Promise<{ id: number; accountNo: string }> {
  const body = parseFields({ ...fields, accountStatus: 1 });
  await checkConsumer(trx, body, null);
  const row = await trx
    .insertInto('billing_consumers')
    .values(columns(body))
    .returning(['id', 'account_no'])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entityType: 'billing-consumer',
    entityId: row.id,
    action: 'created',
    newValues: columns(body),
  });
  return { id: row.id, accountNo: row.account_no };
}
