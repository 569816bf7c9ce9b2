// A requisition's changes of status under its row lock: approval, closing (its reservation given
// back), issue by a charge ticket or transfer (which takes the reservation over unchanged) and the
// return to Approved when that document closes unposted (decision 091).
import { REQUISITION_NOT_APPROVED, RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { release, wantedPerMaterial } from '../stock-documents/stock.ts';
import { requisitionLines } from './requisition-queries.ts';

type Trx = Transaction<Database>;

export const REQUISITION_CLOSED = 'This requisition has already been decided or closed.';

export async function lockRequisition(trx: Trx, id: number) {
  return trx.selectFrom('wh_requisitions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
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

/** Rejected, withdrawn or cancelled before issue: the reservation goes back. */
export async function closeRequisition(
  trx: Trx,
  id: number,
  status: typeof RequisitionStatus.Rejected | typeof RequisitionStatus.Cancelled,
  remarks: string | null,
  from: readonly RequisitionStatus[] = [RequisitionStatus.Pending],
) {
  const r = await lockRequisition(trx, id);
  if (!r || !from.includes(r.status)) throw conflict(REQUISITION_CLOSED);
  const lines = await requisitionLines(trx, id);
  await release(
    trx,
    r.location_id,
    wantedPerMaterial(lines.map((l) => ({ materialId: l.material_id, quantity: l.quantity }))),
  );
  await trx.updateTable('wh_requisitions').set({ status, closed_remarks: remarks }).where('id', '=', id).execute();
}

/**
 * The approved requisition an issuing document is filed against: its location, destination and
 * lines. Marked Issued by `markIssued` once the document exists.
 */
export async function requisitionToIssue(trx: Trx, id: number) {
  const r = await lockRequisition(trx, id);
  if (!r || r.status !== RequisitionStatus.Approved) throw conflict(REQUISITION_NOT_APPROVED, 'requisitionId');
  return { requisition: r, lines: await requisitionLines(trx, id) };
}

export async function markIssued(trx: Trx, id: number, documentId: number) {
  await trx
    .updateTable('wh_requisitions')
    .set({ status: RequisitionStatus.Issued, issued_document_id: documentId })
    .where('id', '=', id)
    .execute();
}

/** The issuing document was rejected or withdrawn: the requisition waits again, still holding its stock. */
export async function unissue(trx: Trx, id: number) {
  await lockRequisition(trx, id);
  await trx
    .updateTable('wh_requisitions')
    .set({ status: RequisitionStatus.Approved, issued_document_id: null })
    .where('id', '=', id)
    .where('status', '=', RequisitionStatus.Issued)
    .execute();
}
