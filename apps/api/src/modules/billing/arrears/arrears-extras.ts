// What EBS Arrears shows that billing does not keep: the surcharge as configured, the advance
// balance and unpaid non-power bills are collection's. Collection registers a provider through
// billing's public.ts (as with onBillsPosted, decision 057), so billing never imports collection.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface ArrearsBillFacts {
  billId: number;
  consumerId: number;
  consumerClass: string;
  total: string;
  /** The bill's VAT lines together. */
  vat: string;
  balance: string;
  dueDate: string;
}

export interface ArrearsExtras {
  /** Per bill: the surcharge and its VAT due on the "as of" date. */
  surcharges: Map<number, { surcharge: string; vat: string }>;
  /** Per consumer. */
  advanceBalances: Map<number, string>;
  /** Per consumer: unpaid non-power bills together. */
  nonPower: Map<number, string>;
}

export type ArrearsExtrasProvider = (
  db: Kysely<Database>,
  input: { asOf: string; bills: readonly ArrearsBillFacts[]; consumerIds: readonly number[] },
) => Promise<ArrearsExtras>;

let provider: ArrearsExtrasProvider | null = null;

export function provideArrearsExtras(p: ArrearsExtrasProvider): void {
  provider = p;
}

export async function arrearsExtras(
  db: Kysely<Database>,
  input: Parameters<ArrearsExtrasProvider>[1],
): Promise<ArrearsExtras> {
  if (provider === null || input.consumerIds.length === 0)
    return { surcharges: new Map(), advanceBalances: new Map(), nonPower: new Map() };
  return provider(db, input);
}
