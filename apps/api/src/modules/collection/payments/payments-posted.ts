// Other modules act on a payment at the window in its posting transaction, under the consumer's
// lock (through public.ts): billing makes the reconnection order once a disconnected consumer has
// paid the arrears and the reconnection fee (decision 111). Collection calls the hooks; it knows
// nothing of what they do. A hook that throws rolls the payment back.
// A channel file posts set-based (decision 057), so its payments run the same hooks after its
// chunks commit, once per consumer paid (decision 118): a hook may name, in one query, which of a
// set of consumers it can act on, and only those are locked and handed to it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { lockSubjectsAtOnce } from '../../../platform/posting/subject-lock.ts';

/** The advisory lock of a consumer's payments (decision 050). */
export const CONSUMER_LOCK = 'collection-consumer';

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

export interface PaymentPostedOptions {
  /**
   * Set-based pre-check for bulk postings: which of these consumers the hook may act on. Without
   * it, a channel file hands the hook every consumer it paid.
   */
  among?: (trx: Transaction<Database>, consumerIds: readonly number[]) => Promise<ReadonlySet<number>>;
}

const hooks = new Map<PaymentPostedHook, PaymentPostedOptions>();

/** Registers a hook once (two apps in one process add it once). */
export function onPaymentPosted(hook: PaymentPostedHook, options: PaymentPostedOptions = {}): void {
  hooks.set(hook, options);
}

export async function runPaymentPostedHooks(trx: Transaction<Database>, posted: PaymentPosted): Promise<void> {
  for (const hook of hooks.keys()) await hook(trx, posted);
}

/** Consumer id -> the last payment a bulk posting made for them. */
export type PaidConsumers = Map<number, { paymentId: number; paymentDate: string }>;

/** Consumers handed to the hooks per transaction (their locks are held to its end). */
export const HOOK_CHUNK = 2000;

/**
 * After a bulk posting committed: per chunk of consumers, each hook's candidates (its `among`),
 * their consumer locks in one statement (the window's lock, so a window payment and this never
 * interleave), then the hook once per consumer with their last payment.
 */
export async function runPaymentPostedHooksAfterCommit(
  db: Kysely<Database>,
  actor: Actor & { userId: number },
  paid: PaidConsumers,
): Promise<void> {
  if (hooks.size === 0 || paid.size === 0) return;
  const ids = [...paid.keys()].sort((a, b) => a - b);
  for (let k = 0; k < ids.length; k += HOOK_CHUNK) {
    const chunk = ids.slice(k, k + HOOK_CHUNK);
    await db.transaction().execute(async (trx) => {
      const targets: [PaymentPostedHook, readonly number[]][] = [];
      for (const [hook, options] of hooks) {
        const among = options.among ? await options.among(trx, chunk) : new Set(chunk);
        targets.push([hook, chunk.filter((id) => among.has(id))]);
      }
      await lockSubjectsAtOnce(
        trx,
        CONSUMER_LOCK,
        targets.flatMap(([, t]) => t),
      );
      for (const [hook, consumers] of targets)
        for (const consumerId of consumers) {
          const p = paid.get(consumerId)!;
          await hook(trx, { ...p, consumerId, nonPowerBillIds: [], actor });
        }
    });
  }
}
