// Other modules act when a non-power bill is paid at the teller or its payment is cancelled, in
// the posting transaction (through public.ts): member services moves a new connection from For
// Payment to For Installing on the OR, and back when the OR is cancelled (decision 072).
// Collection calls the hooks and knows nothing of what they do; a hook that throws rolls the
// payment (or the cancellation) back.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface NonPowerBillsSettled {
  /** Paid: the payment that paid them; Unpaid: the payment that was cancelled. */
  status: 'Paid' | 'Unpaid';
  billIds: readonly number[];
  paymentId: number;
  orNumber: number;
  userId: number | null;
}

export type NonPowerBillsSettledHook = (trx: Transaction<Database>, settled: NonPowerBillsSettled) => Promise<void>;

const hooks = new Set<NonPowerBillsSettledHook>();

/** Registers a hook once (two apps in one process add it once). */
export function onNonPowerBillsSettled(hook: NonPowerBillsSettledHook): void {
  hooks.add(hook);
}

export async function runNonPowerBillsSettledHooks(
  trx: Transaction<Database>,
  settled: NonPowerBillsSettled,
): Promise<void> {
  if (settled.billIds.length === 0) return;
  for (const hook of hooks) await hook(trx, settled);
}
