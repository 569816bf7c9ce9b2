// The stock rows under lock: every change of wh_stock (reserve, release, post) takes the subject
// locks of its (material, location) pairs in one order first, so concurrent charge tickets for the
// last units queue on the lock and each sees the others' reservations (decision 090).
import { NOT_ENOUGH_STOCK } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import type { Balance } from '../compute/moving-average.ts';

type Trx = Transaction<Database>;

export interface StockRow extends Balance {
  reserved: string;
}

export type StockKey = `${number}:${number}`;
export const stockKey = (materialId: number, locationId: number): StockKey => `${materialId}:${locationId}`;

/** Locks and reads (creating empty rows where missing) the stock of these pairs. */
export async function lockStock(trx: Trx, keys: Iterable<StockKey>): Promise<Map<StockKey, StockRow>> {
  const unique = [...new Set(keys)];
  await lockSubjects(trx, 'warehouse-stock', unique);
  const pairs = unique.map((k) => k.split(':').map(Number) as [number, number]);
  if (pairs.length > 0) {
    await trx
      .insertInto('wh_stock')
      .values(pairs.map(([m, l]) => ({ material_id: m, location_id: l })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const out = new Map<StockKey, StockRow>();
  for (const [m, l] of pairs) {
    const r = await trx
      .selectFrom('wh_stock')
      .select(['quantity', 'reserved', 'unit_cost', 'value'])
      .where('material_id', '=', m)
      .where('location_id', '=', l)
      .executeTakeFirstOrThrow();
    out.set(stockKey(m, l), { quantity: r.quantity, reserved: r.reserved, unitCost: r.unit_cost, value: r.value });
  }
  return out;
}

export async function saveStock(trx: Trx, key: StockKey, row: StockRow): Promise<void> {
  const [m, l] = key.split(':').map(Number) as [number, number];
  await trx
    .updateTable('wh_stock')
    .set({
      quantity: row.quantity,
      reserved: row.reserved,
      unit_cost: row.unitCost,
      value: row.value,
      updated_at: new Date(),
    })
    .where('material_id', '=', m)
    .where('location_id', '=', l)
    .execute();
}

export interface Wanted {
  materialId: number;
  quantity: string;
  /** Index of the first line asking for it (for the field error). */
  line: number;
}

/** Sums a document's quantities per material. */
export function wantedPerMaterial(lines: readonly { materialId: number; quantity: string }[]): Wanted[] {
  const m = new Map<number, Wanted>();
  lines.forEach((l, i) => {
    const w = m.get(l.materialId);
    if (w) w.quantity = new Decimal(w.quantity).plus(l.quantity).toFixed(2);
    else m.set(l.materialId, { materialId: l.materialId, quantity: new Decimal(l.quantity).toFixed(2), line: i });
  });
  return [...m.values()];
}

/** Reserves stock for a pending issue: on hand less what others hold must cover it, or 409. */
export async function reserve(trx: Trx, locationId: number, wanted: readonly Wanted[], itemCodes: Map<number, string>) {
  const stock = await lockStock(
    trx,
    wanted.map((w) => stockKey(w.materialId, locationId)),
  );
  for (const w of wanted) {
    const key = stockKey(w.materialId, locationId);
    const s = stock.get(key)!;
    const available = new Decimal(s.quantity).minus(s.reserved);
    if (available.lt(w.quantity)) {
      throw conflict(
        `${NOT_ENOUGH_STOCK} ${itemCodes.get(w.materialId) ?? ''}: ${available.toFixed(2)} available, ${w.quantity} asked.`,
        `lines.${w.line}.quantity`,
      );
    }
    await saveStock(trx, key, { ...s, reserved: new Decimal(s.reserved).plus(w.quantity).toFixed(2) });
  }
}

/** Gives a closed pending issue's reservation back. */
export async function release(trx: Trx, locationId: number, wanted: readonly Wanted[]) {
  const stock = await lockStock(
    trx,
    wanted.map((w) => stockKey(w.materialId, locationId)),
  );
  for (const w of wanted) {
    const key = stockKey(w.materialId, locationId);
    const s = stock.get(key)!;
    await saveStock(trx, key, { ...s, reserved: Decimal.max(0, new Decimal(s.reserved).minus(w.quantity)).toFixed(2) });
  }
}
