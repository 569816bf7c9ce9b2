// A non-power bill issued by another module in its own transaction (through public.ts): billing bills
// the reconnection fee when a disconnection order is executed (decision 111). The type is named by
// its code; without lines, one line of the type's default amount at the type's VAT rate.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { billNonPower, type NonPowerBillLineInput } from './bill-non-power.ts';

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
    consumerId: number | null;
    payerName: string;
    description: string;
    billDate: string;
    /** Each line's amount (VAT-inclusive) and VAT rate; a line without an amount takes the type's default. */
    lines?: readonly (Omit<NonPowerBillLineInput, 'amount'> & { amount?: string })[];
  },
): Promise<IssuedNonPowerBill> {
  const type = await trx
    .selectFrom('collection_non_power_types')
    .select(['default_amount', 'is_active'])
    .where('code', '=', input.typeCode)
    .executeTakeFirst();
  if (!type || !type.is_active) throw new Error(`non-power bill type ${input.typeCode} is missing or inactive`);
  const lines = (input.lines ?? [{ description: input.description }]).map((l) => {
    const amount = l.amount ?? type.default_amount;
    if (amount === null) throw new Error(`non-power bill type ${input.typeCode} has no default amount`);
    return { ...l, amount };
  });
  return billNonPower(trx, actor, {
    type: { code: input.typeCode },
    consumerId: input.consumerId,
    payerName: input.payerName,
    description: input.description,
    billDate: input.billDate,
    lines,
  });
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
