// Which entry of each statutory table is in force on a date: the latest effective date on or
// before it; of two entries with that date the later one (higher id) corrects the earlier.
import {
  noTableInForce,
  type StatutoryBodies,
  type StatutoryKind,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';

export interface TableEntry<K extends StatutoryKind = StatutoryKind> {
  id: number;
  kind: K;
  effectiveFrom: string;
  source: string;
  body: StatutoryBodies[K];
}

export type TablesInForce = { [K in StatutoryKind]?: TableEntry<K> };

/** True when `a` takes precedence over `b` for the same kind (later date, then later entry). */
export function supersedes(
  a: { effectiveFrom: string; id: number },
  b: { effectiveFrom: string; id: number },
): boolean {
  return a.effectiveFrom > b.effectiveFrom || (a.effectiveFrom === b.effectiveFrom && a.id > b.id);
}

export function latestByKind<E extends { id: number; kind: StatutoryKind; effectiveFrom: string }>(
  entries: readonly E[],
  date: string,
): Partial<Record<StatutoryKind, E>> {
  const out: Partial<Record<StatutoryKind, E>> = {};
  for (const e of entries) {
    if (e.effectiveFrom > date) continue;
    const current = out[e.kind];
    if (!current || supersedes(e, current)) out[e.kind] = e;
  }
  return out;
}

export function pickInForce(entries: readonly TableEntry[], date: string): TablesInForce {
  return latestByKind(entries, date) as TablesInForce;
}

export class MissingTableError extends Error {
  readonly kind: StatutoryKind;
  constructor(kind: StatutoryKind, date: string) {
    super(noTableInForce(kind, date));
    this.kind = kind;
  }
}

/** The entry of `kind` in force, or MissingTableError naming the table and date. */
export function need<K extends StatutoryKind>(tables: TablesInForce, kind: K, date: string): TableEntry<K> {
  const entry = tables[kind] as TableEntry<K> | undefined;
  if (!entry) throw new MissingTableError(kind, date);
  return entry;
}
