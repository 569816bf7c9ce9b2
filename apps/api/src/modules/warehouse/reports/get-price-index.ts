import type { priceIndexQuery } from '@ilaw/contracts/warehouse/reports/report';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { getPriceIndexEndpoint } from '@ilaw/contracts/warehouse/reports/get-price-index';
import { Decimal } from 'decimal.js';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ACCOUNTING_READERS } from '../access.ts';
import { loadMaterial } from '../materials/material-queries.ts';

const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
};

/** The report's rows (also its .xlsx). */
export async function priceIndex(db: Kysely<Database>, query: z.output<typeof priceIndexQuery>) {
  const material = await loadMaterial(db, query.materialId);
  const moves = await db
    .selectFrom('wh_movements as mv')
    .innerJoin('wh_documents as d', 'd.id', 'mv.document_id')
    .select([
      'mv.location_id',
      'mv.moved_on',
      'mv.qty_in',
      'mv.amount',
      'mv.balance_quantity',
      'mv.balance_value',
      'd.kind',
      'd.reversal_of_id',
    ])
    .where('mv.material_id', '=', query.materialId)
    .orderBy('mv.id')
    .execute();
  const rows: { month: string; received: string; receiptCost: string | null; averageCost: string; index: string }[] =
    [];
  if (moves.length === 0)
    return { materialId: material.id, itemCode: material.itemCode, description: material.description, rows };
  // Per location, the balance after its last movement so far; the month's average is the
  // quantity-weighted average over the locations at month end.
  const last = new Map<number, { q: Decimal; v: Decimal }>();
  let month = moves[0]!.moved_on.slice(0, 7);
  const end = moves.at(-1)!.moved_on.slice(0, 7);
  let i = 0;
  let base: Decimal | null = null;
  let previous = new Decimal(0);
  while (month <= end) {
    let receivedQ = new Decimal(0);
    let receivedV = new Decimal(0);
    while (i < moves.length && moves[i]!.moved_on.slice(0, 7) === month) {
      const m = moves[i]!;
      if (m.kind === 'MRR' && m.reversal_of_id === null && new Decimal(m.qty_in).gt(0)) {
        receivedQ = receivedQ.plus(m.qty_in);
        receivedV = receivedV.plus(m.amount);
      }
      last.set(m.location_id, { q: new Decimal(m.balance_quantity), v: new Decimal(m.balance_value) });
      i++;
    }
    let q = new Decimal(0);
    let v = new Decimal(0);
    for (const b of last.values()) {
      q = q.plus(b.q);
      v = v.plus(b.v);
    }
    const average = q.isZero() ? previous : v.div(q).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    previous = average;
    if (base === null && !average.isZero()) base = average;
    if (!query.dateFrom || month >= query.dateFrom.slice(0, 7)) {
      rows.push({
        month,
        received: receivedQ.toFixed(2),
        receiptCost: receivedQ.isZero()
          ? null
          : receivedV.div(receivedQ).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
        averageCost: average.toFixed(4),
        index:
          base === null ? '100.00' : average.div(base).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      });
    }
    month = nextMonth(month);
  }
  return { materialId: material.id, itemCode: material.itemCode, description: material.description, rows };
}

export const getPriceIndex = defineRoute({
  endpoint: getPriceIndexEndpoint,
  access: anyRole(...ACCOUNTING_READERS),
  async handler({ query, db }) {
    return priceIndex(db, query);
  },
});
