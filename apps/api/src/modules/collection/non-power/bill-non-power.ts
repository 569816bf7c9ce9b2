// Bills one non-power bill by type id or code to a consumer or a named payer, in the caller's
// transaction: the NonPowerBill screen's create and other modules through public.ts (member services bills a new connection's fees, decision 072).
import type { NonPowerBill } from '@ilaw/contracts/collection/non-power/non-power';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { nonPowerBillQuery, toNonPowerBill } from './non-power-queries.ts';

export interface NonPowerBillInput {
  /** The type by id (the screen) or by code (another module: 'CO' for a connection order). */
  type: { id: number } | { code: string };
  consumerId: number | null;
  payerName: string | null;
  description: string | null;
  amount: string;
  billDate: string;
}

export async function billNonPower(
  trx: Transaction<Database>,
  actor: Actor,
  input: NonPowerBillInput,
): Promise<{ id: number; billNo: string }> {
  let tq = trx.selectFrom('collection_non_power_types').select(['id', 'is_active']);
  tq = 'id' in input.type ? tq.where('id', '=', input.type.id) : tq.where('code', '=', input.type.code);
  const type = await tq.executeTakeFirst();
  if (!type || !type.is_active) throw fieldError('typeId', 'Choose an active non-power bill type.');
  const consumer = input.consumerId ? await billingConsumerById(trx, input.consumerId) : null;
  if (input.consumerId && !consumer) throw fieldError('consumerId', 'The consumer was not found.');
  const payer = input.payerName ?? consumer?.name;
  if (!payer) throw fieldError('payerName', 'This field is required.');
  const year = input.billDate.slice(0, 4);
  const no = await nextDocumentNumber(trx, 'collection-non-power-bill', year);
  const billNo = formatDocumentNumber('NPB', year, no);
  const row = await trx
    .insertInto('collection_non_power_bills')
    .values({
      bill_no: billNo,
      type_id: type.id,
      consumer_id: consumer?.id ?? null,
      payer_name: payer,
      description: input.description,
      amount: input.amount,
      bill_date: input.billDate,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entityType: 'collection-non-power-bill',
    entityId: row.id,
    action: 'created',
    newValues: { ...input, payerName: payer },
  });
  return { id: row.id, billNo };
}

/** Non-power bills by id, as the contract gives them (status and the OR that paid each). */
export async function nonPowerBillsByIds(db: Kysely<Database> | Transaction<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [] as NonPowerBill[];
  const rows = await nonPowerBillQuery(db)
    .where('n.id', 'in', [...ids])
    .execute();
  return rows.map(toNonPowerBill);
}
