// Non-power bills other modules issue (decision 081: a transformer application's fees): numbered
// like the desk's bills, paid at the teller like them; the issuing module reads the bill's state
// back to know when it is paid.
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface IssueNonPowerBill {
  /** The non-power bill type's code, e.g. 'TRANSFORMER'. */
  typeCode: string;
  consumerId: number | null;
  payerName: string;
  description: string;
  amount: string;
  billDate: string;
}

export async function issueNonPowerBill(
  trx: Transaction<Database>,
  actor: Actor,
  input: IssueNonPowerBill,
): Promise<{ id: number; billNo: string }> {
  const type = await trx
    .selectFrom('collection_non_power_types')
    .select('id')
    .where('code', '=', input.typeCode)
    .executeTakeFirstOrThrow();
  const year = input.billDate.slice(0, 4);
  const billNo = formatDocumentNumber('NPB', year, await nextDocumentNumber(trx, 'collection-non-power-bill', year));
  const row = await trx
    .insertInto('collection_non_power_bills')
    .values({
      bill_no: billNo,
      type_id: type.id,
      consumer_id: input.consumerId,
      payer_name: input.payerName,
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
    newValues: { ...input, billNo },
  });
  return { id: row.id, billNo };
}

export interface NonPowerBillState {
  billNo: string;
  status: 'Unpaid' | 'Paid';
  orNumber: string | null;
}

/** Bill no., paid or not, and the receipt of the payment, by bill id. */
export async function nonPowerBillStates(db: Db, ids: readonly number[]): Promise<Map<number, NonPowerBillState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_non_power_bills as n')
    .leftJoin('collection_payments as p', 'p.id', 'n.payment_id')
    .select(['n.id', 'n.bill_no', 'n.status', 'p.or_number'])
    .where('n.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { billNo: r.bill_no, status: r.status, orNumber: r.or_number === null ? null : String(r.or_number) },
    ]),
  );
}
