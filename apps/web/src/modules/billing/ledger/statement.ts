// A consumer's statement of account for a date range (issue 11, item 16; docs/decisions/047): the
// balance brought forward, the ledger entries of the range with their running balance, the range's
// debits and credits, and the balance at its end. Built from the ledger's own running balance.
import type { ResponseOf } from '@ilaw/contracts/http';
import type { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { addDecimals } from '../shared/decimal-text.ts';

type LedgerEntry = ResponseOf<typeof ledgerEndpoint>['entries'][number];

/** How the ledger and the statement name each kind of entry. */
export const KIND_LABEL: Record<LedgerEntry['kind'], string> = {
  Bill: 'Bill',
  AdjustmentReversal: 'Adjustment (reversal)',
  AdjustmentCorrection: 'Adjustment (corrected bill)',
  Cancellation: 'Cancellation',
  Payment: 'Payment',
};

/** Today in Manila as an ISO date. */
export const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

export interface Statement {
  opening: string;
  entries: LedgerEntry[];
  debits: string;
  credits: string;
  closing: string;
}

/** `from` and `to` are ISO dates, both included. */
export function statementOf(entries: readonly LedgerEntry[], from: string, to: string): Statement {
  const before = entries.filter((e) => e.entryDate < from);
  const inRange = entries.filter((e) => e.entryDate >= from && e.entryDate <= to);
  const opening = before.at(-1)?.balance ?? '0.00';
  return {
    opening,
    entries: inRange,
    debits: addDecimals(...inRange.map((e) => e.debit)),
    credits: addDecimals(...inRange.map((e) => e.credit)),
    closing: inRange.at(-1)?.balance ?? opening,
  };
}
