// A run's totals beside last month's: pure, so the page only lays them out.
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { type ComputeResult, computeResultSchema } from '@ilaw/contracts/billing/bills/bill';
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { addDecimals, subtractDecimals } from '../../shared/decimal-text.ts';

export type Scope = 'all' | 'branch' | 'route';

export function classLabel(code: string): string {
  const known = Object.values(CONSUMER_CLASS).find((c) => c.value === code);
  return known ? `${code} - ${known.label}` : code;
}

export function parseResult(value: unknown): ComputeResult | null {
  const parsed = computeResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The bill month before this one (the list comes newest first). */
export function previousMonth(months: readonly BillMonth[], month: BillMonth | null): BillMonth | undefined {
  if (!month) return undefined;
  return months.find((m) => m.period < month.period);
}

export interface ClassComparison {
  consumerClass: string;
  bills: number;
  kwh: string;
  amount: string;
  lastBills: number | null;
  lastAmount: string | null;
  change: string | null;
}

/** This run's totals per class beside last month's posted totals (same branch when scoped). */
export function compareByClass(
  result: ComputeResult | null,
  lastRows: readonly { branchCode: number; consumerClass: string; bills: number; total: string }[] | undefined,
  branchCode: number | undefined,
  scope: Scope,
): ClassComparison[] {
  if (!result) return [];
  const last = new Map<string, { bills: number; total: string }>();
  for (const r of lastRows ?? []) {
    if (scope === 'branch' && r.branchCode !== branchCode) continue;
    const prev = last.get(r.consumerClass) ?? { bills: 0, total: '0' };
    last.set(r.consumerClass, { bills: prev.bills + r.bills, total: addDecimals(prev.total, r.total) });
  }
  const classes = [...new Set([...result.byClass.map((c) => c.consumerClass), ...last.keys()])].sort();
  return classes.map((cls) => {
    const now = result.byClass.find((c) => c.consumerClass === cls);
    const before = lastRows === undefined ? undefined : (last.get(cls) ?? { bills: 0, total: '0' });
    const amount = now?.amount ?? '0';
    return {
      consumerClass: cls,
      bills: now?.bills ?? 0,
      kwh: now?.kwh ?? '0',
      amount,
      lastBills: before?.bills ?? null,
      lastAmount: before?.total ?? null,
      change: before === undefined ? null : subtractDecimals(amount, before.total),
    };
  });
}
