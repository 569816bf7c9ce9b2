// Posting a stock document at its final approval: once per document (postOnce under the
// document's lock), each line a movement on the bin card at moving average cost, the stock rows
// updated under their locks. Refuses (409) when an issue would take stock below zero.
import { DocumentKind, DocumentStatus, type SalvageCondition } from '@ilaw/contracts/warehouse/enums';
import { ALREADY_CLOSED, NOT_ENOUGH_STOCK } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import {
  NotEnoughStock,
  issue,
  lineAmount,
  receiptAmounts,
  receive,
  takeOut,
  type Movement,
} from '../compute/moving-average.ts';
import { unissue } from '../requisitions/requisition-status.ts';
import { lockStock, release, saveStock, stockKey, wantedPerMaterial, type StockKey, type StockRow } from './stock.ts';

type Trx = Transaction<Database>;

export async function documentLines(trx: Trx, documentId: number) {
  return trx
    .selectFrom('wh_document_lines as l')
    .innerJoin('wh_materials as m', 'm.id', 'l.material_id')
    .select([
      'l.id',
      'l.line_no',
      'l.material_id',
      'l.quantity',
      'l.unit_price',
      'l.charged_line_id',
      'l.condition',
      'l.to_material_id',
      'm.item_code',
    ])
    .where('l.document_id', '=', documentId)
    .orderBy('l.line_no')
    .execute();
}

/** Kinds whose pending documents hold their quantities at the source location. */
export const RESERVING_KINDS: readonly DocumentKind[] = [DocumentKind.MCT, DocumentKind.MTS, DocumentKind.MRC];

interface Move {
  lineId: number;
  materialId: number;
  locationId: number;
  /** in: quantity and amount; out-average: at the average; out-amount: a reversal's exact amount. */
  how: 'in' | 'out-average' | 'out-amount';
  quantity: string;
  amount: string;
  itemCode: string;
}

/** Applies moves in order, writing the movements and the stock rows. */
async function applyMoves(trx: Trx, documentId: number, movedOn: string, moves: Move[], releaseReserved: boolean) {
  const stock = await lockStock(
    trx,
    moves.map((m) => stockKey(m.materialId, m.locationId)),
  );
  const results: Movement[] = [];
  for (const mv of moves) {
    const key: StockKey = stockKey(mv.materialId, mv.locationId);
    const s: StockRow = stock.get(key)!;
    let m: Movement;
    try {
      m =
        mv.how === 'in'
          ? receive(s, mv.quantity, mv.amount)
          : mv.how === 'out-average'
            ? issue(s, mv.quantity)
            : takeOut(s, mv.quantity, mv.amount);
    } catch (e) {
      if (e instanceof NotEnoughStock) {
        throw conflict(`${NOT_ENOUGH_STOCK} ${mv.itemCode}: ${e.available} on hand, ${e.wanted} to move.`);
      }
      throw e;
    }
    const reserved =
      releaseReserved && mv.how === 'out-average'
        ? Decimal.max(0, new Decimal(s.reserved).minus(mv.quantity)).toFixed(2)
        : s.reserved;
    if (new Decimal(reserved).gt(m.balance.quantity)) {
      throw conflict(`${NOT_ENOUGH_STOCK} ${mv.itemCode}: the rest is held by pending charge tickets.`);
    }
    const next = { ...m.balance, reserved };
    stock.set(key, next);
    await saveStock(trx, key, next);
    await trx
      .insertInto('wh_movements')
      .values({
        material_id: mv.materialId,
        location_id: mv.locationId,
        document_id: documentId,
        document_line_id: mv.lineId,
        moved_on: movedOn,
        qty_in: m.direction === 'in' ? m.quantity : '0',
        qty_out: m.direction === 'out' ? m.quantity : '0',
        unit_cost: m.unitCost,
        amount: m.amount,
        balance_quantity: m.balance.quantity,
        balance_unit_cost: m.balance.unitCost,
        balance_value: m.balance.value,
      })
      .execute();
    results.push(m);
  }
  return results;
}

/**
 * The salvage item a salvage line goes into: the original's code with -SU- (usable) or -SC- (scrap)
 * and the ticket's number, so salvage never blends with new stock's cost (DOMAIN.md 5.2).
 */
async function salvageItem(trx: Trx, materialId: number, condition: SalvageCondition, controlNo: string, actor: Actor) {
  const original = await trx
    .selectFrom('wh_materials')
    .selectAll()
    .where('id', '=', materialId)
    .executeTakeFirstOrThrow();
  const itemCode = `${original.item_code}-${condition === 'Usable' ? 'SU' : 'SC'}-${controlNo}`;
  const existing = await trx
    .selectFrom('wh_materials')
    .select('id')
    .where('item_code', '=', itemCode)
    .executeTakeFirst();
  if (existing) return { id: existing.id, itemCode };
  const row = await trx
    .insertInto('wh_materials')
    .values({
      item_code: itemCode,
      description: `${original.description} (salvage, ${condition.toLowerCase()})`,
      unit_id: original.unit_id,
      type_id: original.type_id,
      category_id: original.category_id,
      critical_level: '0',
      salvage_of_id: original.id,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, itemCode };
}

async function lockDocument(trx: Trx, id: number) {
  return trx.selectFrom('wh_documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** The final approval: moves the stock and marks the document posted; the bin card dates it the day it posts. */
export async function postStockDocument(
  trx: Trx,
  documentId: number,
  actor: Actor,
  movedOn: string = manilaToday(),
): Promise<void> {
  let doc = await lockDocument(trx, documentId);
  await postOnce(
    trx,
    {
      kind: 'warehouse-document',
      id: documentId,
      alreadyPosted: async () => {
        doc = await lockDocument(trx, documentId);
        return doc.status !== DocumentStatus.Pending;
      },
      message: ALREADY_CLOSED,
    },
    async () => {
      const lines = await documentLines(trx, documentId);
      const moves: Move[] = [];
      const base = (l: (typeof lines)[number]) => ({
        lineId: l.id,
        materialId: l.material_id,
        quantity: l.quantity,
        itemCode: l.item_code,
      });
      switch (doc.kind) {
        case DocumentKind.MRR: {
          const amounts = receiptAmounts(
            lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unit_price ?? '0' })),
            doc.vat_type ?? 'Exclusive',
            doc.freight,
          );
          lines.forEach((l, i) =>
            moves.push({ ...base(l), locationId: doc.location_id, how: 'in', amount: amounts[i]! }),
          );
          break;
        }
        case DocumentKind.MCRT: {
          // Its charge ticket may have been reversed while the return waited.
          const charged = await trx
            .selectFrom('wh_documents')
            .select(['status', 'control_no'])
            .where('id', '=', doc.charged_document_id!)
            .executeTakeFirstOrThrow();
          if (charged.status !== DocumentStatus.Posted) {
            throw conflict(`Charge ticket ${charged.control_no} is no longer posted; this return cannot post.`);
          }
          for (const l of lines) {
            moves.push({
              ...base(l),
              locationId: doc.location_id,
              how: 'in',
              amount: lineAmount(l.quantity, l.unit_price ?? '0'),
            });
          }
          break;
        }
        case DocumentKind.MST:
          for (const l of lines) {
            const salvage = await salvageItem(trx, l.material_id, l.condition ?? 'Scrap', doc.control_no, actor);
            moves.push({
              ...base(l),
              materialId: salvage.id,
              itemCode: salvage.itemCode,
              locationId: doc.location_id,
              how: 'in',
              amount: lineAmount(l.quantity, l.unit_price ?? '0'),
            });
          }
          break;
        case DocumentKind.MCT:
          for (const l of lines)
            moves.push({ ...base(l), locationId: doc.location_id, how: 'out-average', amount: '0' });
          break;
        case DocumentKind.MTS: {
          // Both ends locked at once, in one order: two opposite transfers never wait on each other.
          await lockStock(
            trx,
            lines.flatMap((l) => [
              stockKey(l.material_id, doc.location_id),
              stockKey(l.material_id, doc.to_location_id!),
            ]),
          );
          const outs = await applyMoves(
            trx,
            documentId,
            movedOn,
            lines.map((l) => ({ ...base(l), locationId: doc.location_id, how: 'out-average' as const, amount: '0' })),
            true,
          );
          lines.forEach((l, i) =>
            moves.push({ ...base(l), locationId: doc.to_location_id!, how: 'in', amount: outs[i]!.amount }),
          );
          break;
        }
        case DocumentKind.MRC: {
          // Out of the old item at its average, into the new one at the same amount (it re-averages).
          await lockStock(
            trx,
            lines.flatMap((l) => [
              stockKey(l.material_id, doc.location_id),
              stockKey(l.to_material_id!, doc.location_id),
            ]),
          );
          const outs = await applyMoves(
            trx,
            documentId,
            movedOn,
            lines.map((l) => ({ ...base(l), locationId: doc.location_id, how: 'out-average' as const, amount: '0' })),
            true,
          );
          const codes = await trx
            .selectFrom('wh_materials')
            .select(['id', 'item_code'])
            .where(
              'id',
              'in',
              lines.map((l) => l.to_material_id!),
            )
            .execute();
          lines.forEach((l, i) =>
            moves.push({
              ...base(l),
              materialId: l.to_material_id!,
              itemCode: codes.find((c) => c.id === l.to_material_id)?.item_code ?? '',
              locationId: doc.location_id,
              how: 'in',
              amount: outs[i]!.amount,
            }),
          );
          break;
        }
      }
      await applyMoves(trx, documentId, movedOn, moves, true);
      await trx
        .updateTable('wh_documents')
        .set({ status: DocumentStatus.Posted, posted_at: new Date(), posted_by: actor.userId })
        .where('id', '=', documentId)
        .execute();
    },
  );
}

/** A rejection or withdrawal: the document closes and gives its reservation back. */
export async function closeStockDocument(
  trx: Trx,
  documentId: number,
  status: typeof DocumentStatus.Rejected | typeof DocumentStatus.Cancelled,
  remarks: string | null,
): Promise<void> {
  const doc = await lockDocument(trx, documentId);
  if (doc.status !== DocumentStatus.Pending) throw conflict(ALREADY_CLOSED);
  if (doc.requisition_id !== null) {
    // Its part of the requisition waits again, still held (given back if the rest was cancelled).
    const lines = await documentLines(trx, documentId);
    await unissue(trx, doc.requisition_id, {
      id: documentId,
      locationId: doc.location_id,
      lines: lines.map((l) => ({ materialId: l.material_id, quantity: l.quantity })),
    });
  } else if (RESERVING_KINDS.includes(doc.kind)) {
    const lines = await documentLines(trx, documentId);
    await release(
      trx,
      doc.location_id,
      wantedPerMaterial(lines.map((l) => ({ materialId: l.material_id, quantity: l.quantity }))),
    );
  }
  await trx.updateTable('wh_documents').set({ status, closed_remarks: remarks }).where('id', '=', documentId).execute();
}

/**
 * Reverses a posted document's movements on a new (reversal) document already created with the
 * same lines: what came in goes out at the same amount, what went out comes back at the cost it
 * went at.
 */
export async function postReversal(
  trx: Trx,
  original: { id: number; kind: DocumentKind; location_id: number; to_location_id: number | null },
  reversalId: number,
  movedOn: string,
) {
  const originalMoves = await trx
    .selectFrom('wh_movements as mv')
    .innerJoin('wh_document_lines as l', 'l.id', 'mv.document_line_id')
    .innerJoin('wh_materials as m', 'm.id', 'mv.material_id')
    .select(['mv.location_id', 'mv.qty_in', 'mv.qty_out', 'mv.amount', 'mv.material_id', 'l.line_no', 'm.item_code'])
    .where('mv.document_id', '=', original.id)
    .orderBy('mv.id')
    .execute();
  const reversalLines = await trx
    .selectFrom('wh_document_lines')
    .select(['id', 'line_no'])
    .where('document_id', '=', reversalId)
    .execute();
  const lineIdOf = new Map(reversalLines.map((l) => [l.line_no, l.id]));
  // Take back what came in first, so a transfer's receiving end is emptied before its source refills.
  const ordered = [...originalMoves].sort(
    (a, b) => Number(new Decimal(b.qty_in).gt(0)) - Number(new Decimal(a.qty_in).gt(0)),
  );
  const moves: Move[] = ordered.map((mv) => {
    const cameIn = new Decimal(mv.qty_in).gt(0);
    return {
      lineId: lineIdOf.get(mv.line_no)!,
      materialId: mv.material_id,
      locationId: mv.location_id,
      how: cameIn ? 'out-amount' : 'in',
      quantity: cameIn ? mv.qty_in : mv.qty_out,
      amount: mv.amount,
      itemCode: mv.item_code,
    };
  });
  await applyMoves(trx, reversalId, movedOn, moves, false);
}
