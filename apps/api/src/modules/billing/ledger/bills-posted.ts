// Other modules act on newly posted bills in the posting transaction (through public.ts): collection
// applies advance balances to them (decision 057). Billing calls the hooks; it knows nothing of
// what they do. A hook that throws rolls the posting back.
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface BillsPosted {
  /** The new bills with their consumers. */
  bills: readonly { billId: number; consumerId: number }[];
  /** The posting date (Asia/Manila). */
  entryDate: string;
  userId: number | null;
}

export type BillsPostedHook = (trx: Transaction<Database>, posted: BillsPosted) => Promise<void>;

const hooks = new Set<BillsPostedHook>();

/** Registers a hook once (a module registering twice, e.g. two apps in one process, adds it once). */
export function onBillsPosted(hook: BillsPostedHook): void {
  hooks.add(hook);
}

export async function runBillsPostedHooks(trx: Transaction<Database>, posted: BillsPosted): Promise<void> {
  if (posted.bills.length === 0) return;
  for (const hook of hooks) await hook(trx, posted);
}
