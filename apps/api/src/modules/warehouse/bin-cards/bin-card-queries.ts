// The bin card: posted movements of one material at one location in posting order, with the
// balance brought forward from before the period.
import type { BinCard } from '@ilaw/contracts/warehouse/bin-cards/bin-card';
import { LOCATION_NOT_FOUND } from '@ilaw/contracts/warehouse/locations/location';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { EMPTY, sum } from '../compute/moving-average.ts';
import { loadMaterial } from '../materials/material-queries.ts';

export interface BinCardInput {
  materialId: number;
  locationId: number;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export async function binCard(db: Kysely<Database>, q: BinCardInput): Promise<BinCard> {
  const material = await loadMaterial(db, q.materialId);
  const location = await db.selectFrom('wh_locations').select('name').where('id', '=', q.locationId).executeTakeFirst();
  if (!location) throw notFound(LOCATION_NOT_FOUND);
  const base = db
    .selectFrom('wh_movements')
    .where('material_id', '=', q.materialId)
    .where('location_id', '=', q.locationId);
  const before = q.dateFrom
    ? await base
        .select(['balance_quantity', 'balance_unit_cost', 'balance_value'])
        .where('moved_on', '<', q.dateFrom)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  let rowsQ = db
    .selectFrom('wh_movements as mv')
    .innerJoin('wh_documents as d', 'd.id', 'mv.document_id')
    .select([
      'mv.id',
      'mv.moved_on',
      'd.kind',
      'd.id as document_id',
      'd.control_no',
      'd.particulars',
      'd.charge_account',
      'd.supplier',
      'mv.qty_in',
      'mv.qty_out',
      'mv.unit_cost',
      'mv.amount',
      'mv.balance_quantity',
      'mv.balance_unit_cost',
      'mv.balance_value',
    ])
    .where('mv.material_id', '=', q.materialId)
    .where('mv.location_id', '=', q.locationId);
  if (q.dateFrom) rowsQ = rowsQ.where('mv.moved_on', '>=', q.dateFrom);
  if (q.dateTo) rowsQ = rowsQ.where('mv.moved_on', '<=', q.dateTo);
  const rows = await rowsQ.orderBy('mv.id').execute();
  const opening = before
    ? { quantity: before.balance_quantity, unitCost: before.balance_unit_cost, value: before.balance_value }
    : EMPTY;
  const last = rows.at(-1);
  return {
    materialId: material.id,
    itemCode: material.itemCode,
    description: material.description,
    unitCode: material.unitCode,
    criticalLevel: material.criticalLevel,
    accountCode: material.accountCode,
    locationId: q.locationId,
    locationName: location.name,
    dateFrom: q.dateFrom ?? null,
    dateTo: q.dateTo ?? null,
    opening,
    lines: rows.map((r) => ({
      id: String(r.id),
      date: r.moved_on,
      kind: r.kind,
      documentId: r.document_id,
      reference: r.control_no,
      particulars: r.supplier ?? r.charge_account ?? r.particulars,
      received: r.qty_in,
      issued: r.qty_out,
      unitCost: r.unit_cost,
      amount: r.amount,
      balanceQuantity: r.balance_quantity,
      balanceUnitCost: r.balance_unit_cost,
      balanceValue: r.balance_value,
    })),
    closing: last
      ? { quantity: last.balance_quantity, unitCost: last.balance_unit_cost, value: last.balance_value }
      : opening,
    totals: { received: sum(rows.map((r) => r.qty_in)), issued: sum(rows.map((r) => r.qty_out)) },
  };
}
