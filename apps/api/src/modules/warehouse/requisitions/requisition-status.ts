// A requisition's changes of status under its row lock: approval, closing (its reservation given
// back), issue in parts by charge tickets or transfers (each takes over part of the reservation,
// decision 119), the return of a part when its document closes unposted, and cancelling the rest.
import { DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import { REQUISITION_NOT_APPROVED, RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { leftOf, type RequisitionLineBalance } from '../compute/requisition-issue.ts';
import { release, wantedPerMaterial } from '../stock-documents/stock.ts';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;

export const REQUISITION_CLOSED = 'This requisition has already been decided or closed.';

/** Issuing documents that hold or have issued their part: pending, posted (reversed ones were posted). */
export const TAKING_STATUSES = [DocumentStatus.Pending, DocumentStatus.Posted, DocumentStatus.Reversed];

export async function lockRequisition(trx: Trx, id: number) {
  return trx.selectFrom('wh_requisitions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Each line with what issuing documents (other than `except`) took of it. */
export async function lineBalances(db: Db, requisitionId: number, except?: number): Promise<RequisitionLineBalance[]> {
  const rows = await db
    .selectFrom('wh_requisition_lines as rl')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('wh_document_lines as dl')
          .innerJoin('wh_documents as d', 'd.id', 'dl.document_id')
          .select(['dl.requisition_line_id', sql<string>`sum(dl.quantity)`.as('taken')])
          .where('d.requisition_id', '=', requisitionId)
          .where('d.status', 'in', TAKING_STATUSES)
          .$if(except !== undefined, (q) => q.where('d.id', '<>', except!))
          .groupBy('dl.requisition_line_id')
          .as('t'),
      (j) => j.onRef('t.requisition_line_id', '=', 'rl.id'),
    )
    .select(['rl.id', 'rl.material_id', 'rl.quantity', sql<string>`coalesce(t.taken, 0)::text`.as('taken')])
    .where('rl.requisition_id', '=', requisitionId)
    .orderBy('rl.line_no')
    .execute();
  return rows.map((r) => ({ id: r.id, materialId: r.material_id, quantity: r.quantity, taken: r.taken }));
}

export async function approveRequisition(trx: Trx, id: number) {
  const r = await lockRequisition(trx, id);
  if (!r || r.status !== RequisitionStatus.Pending) throw conflict(REQUISITION_CLOSED);
  await trx
    .updateTable('wh_requisitions')
    .set({ status: RequisitionStatus.Approved, approved_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Rejected or withdrawn while pending, or cancelled once approved: what is left of each line goes
 * back. An approved requisition partly issued keeps what was issued: it closes as Issued, the rest
 * cancelled (by `userId`).
 */
export async function closeRequisition(
  trx: Trx,
  id: number,
  status: typeof RequisitionStatus.Rejected | typeof RequisitionStatus.Cancelled,
  remarks: string | null,
  from: readonly RequisitionStatus[] = [RequisitionStatus.Pending],
  userId: number | null = null,
): Promise<RequisitionStatus> {
  const r = await lockRequisition(trx, id);
  if (!r || !from.includes(r.status)) throw conflict(REQUISITION_CLOSED);
  const lines = await lineBalances(trx, id);
  await release(
    trx,
    r.location_id,
    wantedPerMaterial(lines.map((l) => ({ materialId: l.materialId, quantity: leftOf(l).toFixed(2) }))).filter((w) =>
      new Decimal(w.quantity).gt(0),
    ),
  );
  const partly = lines.some((l) => new Decimal(l.taken).gt(0));
  const now = partly ? RequisitionStatus.Issued : status;
  await trx
    .updateTable('wh_requisitions')
    .set({
      status: now,
      closed_remarks: remarks,
      ...(partly ? { rest_cancelled_at: new Date(), rest_cancelled_by: userId } : {}),
    })
    .where('id', '=', id)
    .execute();
  return now;
}

/** The approved requisition an issuing document is filed against, with what each line has left. */
export async function requisitionToIssue(trx: Trx, id: number) {
  const r = await lockRequisition(trx, id);
  if (!r || r.status !== RequisitionStatus.Approved) throw conflict(REQUISITION_NOT_APPROVED, 'requisitionId');
  return { requisition: r, balances: await lineBalances(trx, id) };
}

/** The document took the last of it. */
export async function markIssued(trx: Trx, id: number, documentId: number) {
  await trx
    .updateTable('wh_requisitions')
    .set({ status: RequisitionStatus.Issued, issued_document_id: documentId })
    .where('id', '=', id)
    .execute();
}

/**
 * An issuing document was rejected or withdrawn. Its part is the requisition's again, still
 * reserved, and the requisition waits for issue; if its rest was cancelled, the part goes back to
 * stock instead (and a requisition left with nothing issued is Cancelled).
 */
export async function unissue(
  trx: Trx,
  id: number,
  document: { id: number; locationId: number; lines: readonly { materialId: number; quantity: string }[] },
) {
  const r = await lockRequisition(trx, id);
  if (!r) return;
  if (r.rest_cancelled_at === null) {
    await trx
      .updateTable('wh_requisitions')
      .set({ status: RequisitionStatus.Approved, issued_document_id: null })
      .where('id', '=', id)
      .where('status', '=', RequisitionStatus.Issued)
      .execute();
    return;
  }
  await release(trx, document.locationId, wantedPerMaterial(document.lines));
  const others = await lineBalances(trx, id, document.id);
  if (r.status === RequisitionStatus.Issued && others.every((l) => new Decimal(l.taken).lte(0)))
    await trx
      .updateTable('wh_requisitions')
      .set({ status: RequisitionStatus.Cancelled })
      .where('id', '=', id)
      .execute();
}
