// Bills one non-power bill by type id or code to a consumer or a named payer, in the caller's
// transaction: the NonPowerBill screen's create and other modules through public.ts (member
// services bills a new connection's fees, decision 072; technical services a transformer
// application's, decision 081; billing the reconnection fee, decision 111). A bill is made of
// lines, each VAT-inclusive at its own VAT rate, the type's unless the line says (decision 118).
import type { NonPowerBill } from '@ilaw/contracts/collection/non-power/non-power';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { D, money, ZERO } from '../compute/money.ts';
import { nonPowerBillQuery, toNonPowerBill } from './non-power-queries.ts';

export interface NonPowerBillLineInput {
  description: string | null;
  /** VAT-inclusive, at most two places. */
  amount: string;
  /** The line's VAT rate (0: not a sale, VAT-exempt); the type's when absent. */
  vatPercent?: string;
}

export interface NonPowerBillInput {
  /** The type by id (the screen) or by code (another module: 'CO' for a connection order). */
  type: { id: number } | { code: string };
  consumerId: number | null;
  payerName: string | null;
  description: string | null;
  /** At least one line; the bill's amount is their sum. */
  lines: readonly NonPowerBillLineInput[];
  billDate: string;
}

export async function billNonPower(
  trx: Transaction<Database>,
  actor: Actor,
  input: NonPowerBillInput,
): Promise<{ id: number; billNo: string; amount: string }> {
  let tq = trx.selectFrom('collection_non_power_types').select(['id', 'is_active', 'vat_percent']);
  tq = 'id' in input.type ? tq.where('id', '=', input.type.id) : tq.where('code', '=', input.type.code);
  const type = await tq.executeTakeFirst();
  if (!type || !type.is_active) throw fieldError('typeId', 'Choose an active non-power bill type.');
  if (input.lines.length === 0) throw new Error('a non-power bill needs at least one line');
  const lines = input.lines.map((l, i) => {
    const amount = new D(l.amount);
    if (amount.lte(0) || amount.decimalPlaces() > 2)
      throw fieldError(`lines.${i}.amount`, 'Enter an amount above zero.');
    return { description: l.description, amount: money(amount), vatPercent: l.vatPercent ?? String(type.vat_percent) };
  });
  const amount = money(lines.reduce((s, l) => s.plus(l.amount), ZERO));
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
      amount,
      bill_date: input.billDate,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('collection_non_power_bill_lines')
    .values(
      lines.map((l, i) => ({
        bill_id: row.id,
        seq: i + 1,
        description: l.description,
        amount: l.amount,
        vat_percent: l.vatPercent,
      })),
    )
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'collection-non-power-bill',
    entityId: row.id,
    action: 'created',
    newValues: { ...input, payerName: payer, amount, lines },
  });
  return { id: row.id, billNo, amount };
}

/** Non-power bills by id, as the contract gives them (lines with VAT, status, the OR that paid each). */
export async function nonPowerBillsByIds(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly number[],
): Promise<NonPowerBill[]> {
  if (ids.length === 0) return [];
  const rows = await nonPowerBillQuery(db)
    .where('n.id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toNonPowerBill);
}
