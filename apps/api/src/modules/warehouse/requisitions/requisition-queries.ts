// Reads of requisitions with their lines, approval and issuing document, and who may see which.
import {
  REQUISITION_KINDS,
  REQUISITION_NOT_FOUND,
  type Requisition,
  type RequisitionKind,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import { DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import { sql, type Kysely, type Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { hasRole, type SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { serviceRequestNumbers } from '../../msd/public.ts';
import { REQUISITION_READERS } from '../access.ts';
import { lineProgress } from '../compute/requisition-issue.ts';
import { TAKING_STATUSES } from './requisition-status.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const requisitionTypeOf = (kind: RequisitionKind) => `warehouse.${kind.toLowerCase()}`;
export const REQUISITION_TYPES = REQUISITION_KINDS.map(requisitionTypeOf);

/** Readers see every requisition; anyone else only their own. */
export const readsAllRequisitions = (user: SessionUser) => hasRole(user, ...REQUISITION_READERS);

export function requisitionQuery(db: Db) {
  return db
    .selectFrom('wh_requisitions as r')
    .innerJoin('wh_locations as loc', 'loc.id', 'r.location_id')
    .leftJoin('wh_locations as to', 'to.id', 'r.to_location_id')
    .innerJoin('users as u', 'u.id', 'r.requested_by')
    .leftJoin('wh_documents as d', 'd.id', 'r.issued_document_id')
    .selectAll('r')
    .select([
      'loc.name as location_name',
      'to.name as to_location_name',
      'u.full_name as requested_by_name',
      'd.control_no as issued_control_no',
      'd.status as issued_status',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof requisitionQuery>['executeTakeFirstOrThrow']>>;

export async function toRequisitions(db: Db, user: SessionUser, rows: readonly Row[]): Promise<Requisition[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('wh_requisition_lines as l')
    .innerJoin('wh_materials as m', 'm.id', 'l.material_id')
    .innerJoin('wh_units as u', 'u.id', 'm.unit_id')
    .select([
      'l.id',
      'l.requisition_id',
      'l.line_no',
      'l.material_id',
      'l.quantity',
      'm.item_code',
      'm.description',
      'u.code as unit_code',
    ])
    .where(
      'l.requisition_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('l.requisition_id')
    .orderBy('l.line_no')
    .execute();
  // Every document filed against them, and what pending and posted ones took of each line (decision 119).
  const ids = rows.map((r) => r.id);
  const issues = await db
    .selectFrom('wh_documents')
    .select(['id', 'requisition_id', 'control_no', 'document_date', 'status'])
    .where('requisition_id', 'in', ids)
    .orderBy('id')
    .execute();
  const taken = await db
    .selectFrom('wh_document_lines as dl')
    .innerJoin('wh_documents as d', 'd.id', 'dl.document_id')
    .select([
      'dl.requisition_line_id',
      sql<string>`coalesce(sum(dl.quantity) FILTER (WHERE d.status <> ${DocumentStatus.Pending}), 0)::text`.as(
        'issued',
      ),
      sql<string>`coalesce(sum(dl.quantity) FILTER (WHERE d.status = ${DocumentStatus.Pending}), 0)::text`.as(
        'in_issue',
      ),
    ])
    .where('d.requisition_id', 'in', ids)
    .where('d.status', 'in', TAKING_STATUSES)
    .groupBy('dl.requisition_line_id')
    .execute();
  const takenOf = new Map(taken.map((t) => [t.requisition_line_id, t]));
  const serviceNos = await serviceRequestNumbers(
    db,
    rows.flatMap((r) => (r.service_request_id === null ? [] : [r.service_request_id])),
  );
  const approvals = new Map<string, Awaited<ReturnType<typeof approvalSummaries>>>();
  for (const kind of new Set(rows.map((r) => r.kind))) {
    approvals.set(
      kind,
      await approvalSummaries(
        db,
        user,
        requisitionTypeOf(kind),
        rows.filter((r) => r.kind === kind).map((r) => r.id),
      ),
    );
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    controlNo: r.control_no,
    requestDate: r.request_date,
    locationId: r.location_id,
    locationName: r.location_name,
    toLocationId: r.to_location_id,
    toLocationName: r.to_location_name,
    purpose: r.purpose,
    chargeAccount: r.charge_account,
    workOrderNo: r.work_order_no,
    serviceRequestId: r.service_request_id,
    serviceRequestNo: r.service_request_id === null ? null : (serviceNos.get(r.service_request_id) ?? null),
    status: r.status,
    requestedBy: r.requested_by_name,
    requestedById: r.requested_by,
    createdAt: r.created_at.toISOString(),
    approvedAt: r.approved_at?.toISOString() ?? null,
    issuedDocumentId: r.issued_document_id,
    issuedControlNo: r.issued_control_no,
    issuedStatus: r.issued_status,
    receivedByName: r.received_by_name,
    receivedSignature: r.received_signature,
    receivedAt: r.received_at?.toISOString() ?? null,
    closedRemarks: r.closed_remarks,
    restCancelledAt: r.rest_cancelled_at?.toISOString() ?? null,
    issues: issues
      .filter((d) => d.requisition_id === r.id)
      .map((d) => ({ documentId: d.id, controlNo: d.control_no, documentDate: d.document_date, status: d.status })),
    lines: lines
      .filter((l) => l.requisition_id === r.id)
      .map((l) => ({
        id: l.id,
        lineNo: l.line_no,
        materialId: l.material_id,
        itemCode: l.item_code,
        description: l.description,
        unitCode: l.unit_code,
        quantity: l.quantity,
        ...lineProgress(
          l.quantity,
          takenOf.get(l.id)?.issued ?? '0',
          takenOf.get(l.id)?.in_issue ?? '0',
          r.rest_cancelled_at !== null,
        ),
      })),
    approval: approvals.get(r.kind)?.get(r.id) ?? null,
  }));
}

/** One requisition the user may read (a requester without a reader's role: their own), else 404. */
export async function loadRequisition(db: Db, user: SessionUser, id: number): Promise<Requisition> {
  const r = await requisitionQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!r || (!readsAllRequisitions(user) && r.requested_by !== user.id)) throw notFound(REQUISITION_NOT_FOUND);
  const [doc] = await toRequisitions(db, user, [r]);
  return doc!;
}
