// Where a payment goes (DOMAIN.md 2.3 item 3): non-power bills in full first, then the power
// bills oldest first, each bill's surcharge (and its VAT) before its principal; a payment short
// of everything is partial and leaves the rest on the ledger; an excess goes to the advance
// balance, never lost. Pure, in centavos-exact decimals.
import { D, money, ZERO, type Dec } from './money.ts';

export type DueKind = 'NonPower' | 'Surcharge' | 'SurchargeVat' | 'Bill';

export interface Due {
  kind: DueKind;
  /** The bill (power or non-power) the due belongs to. */
  ref: number;
  amount: string;
}

export interface Allocation {
  kind: DueKind;
  ref: number;
  amount: string;
}

export type AllocationResult =
  | { ok: true; allocations: Allocation[]; toAdvance: string; isPartial: boolean; totalDue: string }
  | { ok: false; reason: 'non-power-short' | 'partial-not-allowed' | 'nothing-tendered'; totalDue: string };

const ORDER: Record<DueKind, number> = { NonPower: 0, Surcharge: 1, SurchargeVat: 2, Bill: 3 };

/**
 * `dues` are in the order the bills are paid (oldest first); the kinds of one bill are ordered
 * here. `allowPartial` is the teller's Partial Payment: without it a short payment is refused.
 */
export function allocatePayment(dues: readonly Due[], tendered: string, allowPartial: boolean): AllocationResult {
  const sorted = dues
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const nonPower = Number(b.d.kind === 'NonPower') - Number(a.d.kind === 'NonPower');
      if (nonPower !== 0) return nonPower;
      if (a.d.kind !== 'NonPower' && a.d.ref !== b.d.ref) return a.i - b.i;
      return ORDER[a.d.kind] - ORDER[b.d.kind] || a.i - b.i;
    })
    .map((x) => x.d);
  const totalDue = sorted.reduce<Dec>((s, d) => s.plus(d.amount), ZERO);
  let left = new D(tendered);
  if (left.lte(0)) return { ok: false, reason: 'nothing-tendered', totalDue: money(totalDue) };
  if (left.lt(totalDue) && !allowPartial)
    return { ok: false, reason: 'partial-not-allowed', totalDue: money(totalDue) };
  const allocations: Allocation[] = [];
  for (const due of sorted) {
    const amount = new D(due.amount);
    if (amount.lte(0)) continue;
    if (due.kind === 'NonPower' && left.lt(amount)) {
      return { ok: false, reason: 'non-power-short', totalDue: money(totalDue) };
    }
    if (left.lte(0)) break;
    const take = D.min(left, amount);
    allocations.push({ kind: due.kind, ref: due.ref, amount: money(take) });
    left = left.minus(take);
  }
  return {
    ok: true,
    allocations,
    toAdvance: money(left),
    isPartial: new D(tendered).lt(totalDue),
    totalDue: money(totalDue),
  };
}
