// A non-power bill issued by another module in its own transaction (through public.ts): billing bills
// the reconnection fee when a disconnection order is executed (decision 111). The type is named by
// its code; the amount is the type's default unless given.
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';

/** SPEC.md's payment kind Reconnection: the type seeded by migration 0400. */
export const RECONNECTION_FEE_TYPE = 'RECON';

export interface IssuedNonPowerBill {
  id: number;
  billNo: string;
  amount: string;
}

export async function issueNonPowerBill(
  trx: Transaction<Database>,
  actor: Actor & { userId: number },
  input: {
    typeCode: string;
    consumerId: number;
    payerName: string;
    description: string;
    billDate: string;
    amount?: string;
  },
): Promise<IssuedNonPowerBill> {
  const type = await trx
    .selectFrom('collection_non_power_types')
    .select(['id', 'default_amount', 'is_active'])
    .where('code', '=', input.typeCode)
    .executeTakeFirst();
  if (!type || !type.is_active) throw new Error(`non-power bill type ${input.typeCode} is missing or inactive`);
  const amount = input.amount ?? type.default_amount;
  if (amount === null) throw new Error(`non-power bill type ${input.typeCode} has no default amount`);
  const year = input.billDate.slice(0, 4);
  const no = await nextDocumentNumber(trx, 'collection-non-power-bill', year);
  const billNo = formatDocumentNumber('NPB', year, no);
  const row = await trx
    .insertInto('collection_non_power_bills')
    .values({
      bill_no: billNo,
      type_id: type.id,
      consumer_id: input.consumerId,
      payer_name: input.payerName,
      description: input.description,
      amount,
      bill_date: input.billDate,
      created_by: actor.userId,
    })
    .returning(['id', 'amount'])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entityType: 'collection-non-power-bill',
    entityId: row.id,
    action: 'created',
    newValues: {
      billNo,
      typeCode: input.typeCode,
      consumerId: input.consumerId,
      amount: row.amount,
      description: input.description,
    },
  });
  return { id: row.id, billNo, amount: row.amount };
}

/** Which of these non-power bills are paid. */
export async function paidNonPowerBills(trx: Transaction<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('collection_non_power_bills')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', 'Paid')
    .execute();
  return new Set(rows.map((r) => r.id));
}
