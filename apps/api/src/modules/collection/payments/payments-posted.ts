// Other modules act on a payment at the window in its posting transaction, under the consumer's
// lock (through public.ts): billing makes the reconnection order once a disconnected consumer has
// paid the arrears and the reconnection fee (decision 111). Collection calls the hooks; it knows
// nothing of what they do. A hook that throws rolls the payment back.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';

export interface PaymentPosted {
  paymentId: number;
  consumerId: number;
  /** The business date (Asia/Manila). */
  paymentDate: string;
  /** The non-power bills this payment paid. */
  nonPowerBillIds: readonly number[];
  actor: Actor & { userId: number };
}

export type PaymentPostedHook = (trx: Transaction<Database>, posted: PaymentPosted) => Promise<void>;

const hooks = new Set<PaymentPostedHook>();

/** Registers a hook once (two apps in one process add it once). */
export function onPaymentPosted(hook: PaymentPostedHook): void {
  hooks.add(hook);
}

export async function runPaymentPostedHooks(trx: Transaction<Database>, posted: PaymentPosted): Promise<void> {
  for (const hook of hooks) await hook(trx, posted);
}
