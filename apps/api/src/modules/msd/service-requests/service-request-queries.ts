// Reads of service requests shared by both doors (member services and the technical side): the
// row -> contract mapper with the clock, the detail with its timeline (the request's own events
// and the approval engine's decisions, merged by time), attachments and the user's actions.
import { fileKindFromName } from '@ilaw/contracts/hr/attachments/attachment';
import {
  REQUEST_HISTORY_EVENT_LABELS,
  RequestHistoryEvent,
  ServiceRequestStatus,
  type NeaCategoryCode,
} from '@ilaw/contracts/msd/enums';
import {
  SERVICE_REQUEST_NOT_FOUND,
  type HistoryEntry,
  type ServiceRequest,
  type ServiceRequestDetail,
} from '@ilaw/contracts/msd/service-requests/service-request';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { elapsedHours, type WorkCalendar } from '../compute/clock.ts';
import { EDITOR_ROLES, allowedActions, isOpen } from '../compute/transitions.ts';
import { loadCalendar } from '../service-request-constants/constants-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const SERVICE_REQUEST_DOCUMENT = 'msd.service-request';
export const SERVICE_REQUEST_LOCK = 'msd-service-request';

export function requestQuery(db: Db) {
  return db
    .selectFrom('msd_service_requests as r')
    .innerJoin('msd_service_request_types as t', 't.id', 'r.type_id')
    .leftJoin('msd_service_request_types as st', 'st.id', 'r.subtype_id')
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .leftJoin('teams as tm', 'tm.id', 'r.team_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.request_no',
      'r.type_id',
      't.name as type_name',
      'r.subtype_id',
      'st.name as subtype_name',
      'r.nea_category',
      'r.consumer_id',
      'r.account_no',
      'r.consumer_name',
      'r.location_type',
      'r.branch_code',
      'b.name as branch_name',
      'r.barangay',
      'r.address',
      'r.landmark',
      'r.latitude',
      'r.longitude',
      'r.requester_name',
      'r.contact_no',
      'r.description',
      'r.status',
      'r.approval_state',
      'r.target_hours',
      'r.clock_basis',
      'r.received_at',
      'r.due_at',
      'r.team_id',
      'tm.name as team_name',
      'r.schedule_date',
      'r.assigned_at',
      'r.dispatched_at',
      'r.arrived_at',
      'r.accomplished_at',
      'r.cancelled_at',
      'r.findings',
      'r.action_taken',
      'r.materials_used',
      'r.cancel_reason',
      'u.full_name as filed_by',
    ]);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The clock runs to the accomplishment, the cancellation or now. */
function clockEnd(r: RequestRow, now: Date): Date {
  return r.accomplished_at ?? r.cancelled_at ?? now;
}

export function isOverdue(r: Pick<RequestRow, 'status' | 'due_at' | 'accomplished_at'>, now: Date): boolean {
  if (r.status === ServiceRequestStatus.Cancelled) return false;
  if (r.accomplished_at !== null) return r.accomplished_at > r.due_at;
  return now > r.due_at;
}

export function toServiceRequest(r: RequestRow, cal: WorkCalendar, now: Date): ServiceRequest {
  return {
    id: r.id,
    requestNo: r.request_no,
    typeId: r.type_id,
    typeName: r.type_name,
    subtypeId: r.subtype_id,
    subtypeName: r.subtype_name,
    neaCategory: r.nea_category as NeaCategoryCode,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    consumerName: r.consumer_name,
    locationType: r.location_type,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    barangay: r.barangay,
    address: r.address,
    landmark: r.landmark,
    latitude: r.latitude,
    longitude: r.longitude,
    requesterName: r.requester_name,
    contactNo: r.contact_no,
    description: r.description,
    status: r.status,
    approvalState: r.approval_state,
    targetHours: r.target_hours,
    clockBasis: r.clock_basis,
    receivedAt: r.received_at.toISOString(),
    dueAt: r.due_at.toISOString(),
    teamId: r.team_id,
    teamName: r.team_name,
    scheduleDate: r.schedule_date,
    assignedAt: iso(r.assigned_at),
    dispatchedAt: iso(r.dispatched_at),
    arrivedAt: iso(r.arrived_at),
    accomplishedAt: iso(r.accomplished_at),
    cancelledAt: iso(r.cancelled_at),
    elapsedHours: elapsedHours(r.received_at, clockEnd(r, now), r.clock_basis, cal),
    overdue: isOverdue(r, now),
    filedBy: r.filed_by,
  };
}

/** Maps rows with one calendar covering them all. */
export async function toServiceRequests(db: Db, rows: readonly RequestRow[]): Promise<ServiceRequest[]> {
  if (rows.length === 0) return [];
  const now = new Date();
  const first = new Date(Math.min(...rows.map((r) => r.received_at.getTime())));
  const cal = await loadCalendar(db, first, now);
  return rows.map((r) => toServiceRequest(r, cal, now));
}

export async function requireRequest(db: Db, id: number): Promise<RequestRow> {
  const r = await requestQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(SERVICE_REQUEST_NOT_FOUND);
  return r;
}

/** The request's own events and the engine's approval decisions, oldest first. */
async function timeline(db: Db, id: number): Promise<HistoryEntry[]> {
  const own = await db
    .selectFrom('msd_service_request_history as h')
    .leftJoin('users as u', 'u.id', 'h.created_by')
    .select(['h.id', 'h.event', 'h.details', 'u.full_name', 'h.created_at'])
    .where('h.service_request_id', '=', id)
    .execute();
  const decisions = await db
    .selectFrom('approval_decisions as d')
    .innerJoin('approval_requests as r', 'r.id', 'd.request_id')
    .leftJoin('users as u', 'u.id', 'd.decided_by')
    .select(['d.id', 'd.action', 'd.step', 'd.remarks', 'u.full_name', 'd.decided_at'])
    .where('r.document_type', '=', SERVICE_REQUEST_DOCUMENT)
    .where('r.document_id', '=', id)
    .where('d.action', 'in', ['Approved', 'Rejected'])
    .execute();
  const entries: (HistoryEntry & { sort: number; seq: number })[] = own.map((h) => ({
    event: h.event,
    label: REQUEST_HISTORY_EVENT_LABELS[h.event as RequestHistoryEvent] ?? h.event,
    details: h.details,
    by: h.full_name,
    at: h.created_at.toISOString(),
    sort: h.created_at.getTime(),
    seq: Number(h.id),
  }));
  for (const d of decisions) {
    const event =
      d.action === 'Rejected'
        ? RequestHistoryEvent.Rejected
        : d.step === 1
          ? RequestHistoryEvent.FirstApproval
          : RequestHistoryEvent.SecondApproval;
    entries.push({
      event,
      label: REQUEST_HISTORY_EVENT_LABELS[event],
      details: d.remarks,
      by: d.full_name,
      at: d.decided_at.toISOString(),
      sort: d.decided_at.getTime(),
      seq: d.id,
    });
  }
  entries.sort((a, b) => a.sort - b.sort || a.seq - b.seq);
  return entries.map(({ sort: _s, seq: _q, ...e }) => e);
}

export async function loadDetail(db: Db, user: SessionUser, id: number): Promise<ServiceRequestDetail> {
  const r = await requireRequest(db, id);
  const [base] = await toServiceRequests(db, [r]);
  const attachments = await db
    .selectFrom('msd_service_request_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'f.original_name',
      'f.content_type',
      'a.file_kind',
      'f.size_bytes',
      'a.is_finding',
      'a.description',
      'u.full_name',
      'a.created_at',
    ])
    .where('a.service_request_id', '=', id)
    .orderBy('a.id')
    .execute();
  const approval = (await approvalSummaries(db, user, SERVICE_REQUEST_DOCUMENT, [id])).get(id) ?? null;
  const state = {
    status: r.status,
    approvalState: r.approval_state,
    teamId: r.team_id,
    dispatchedAt: r.dispatched_at,
    arrivedAt: r.arrived_at,
    findings: r.findings,
  };
  return {
    ...base!,
    findings: r.findings,
    actionTaken: r.action_taken,
    materialsUsed: r.materials_used,
    cancelReason: r.cancel_reason,
    history: await timeline(db, id),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.original_name,
      contentType: a.content_type,
      fileKind: a.file_kind ?? fileKindFromName(a.original_name),
      sizeBytes: Number(a.size_bytes),
      isFinding: a.is_finding,
      description: a.description,
      uploadedBy: a.full_name,
      uploadedAt: a.created_at.toISOString(),
    })),
    approval,
    allowedActions: allowedActions(state, user.roles, approval?.canDecide === true),
    mayEdit: isOpen(state) && r.dispatched_at === null && EDITOR_ROLES.some((role) => user.roles.includes(role)),
  };
}

/** Appends one event to the request's timeline (inside the change's transaction). */
export async function addHistory(
  trx: Transaction<Database>,
  requestId: number,
  event: RequestHistoryEvent,
  details: string | null,
  userId: number | null,
) {
  await trx
    .insertInto('msd_service_request_history')
    .values({
      service_request_id: requestId,
      event,
      details,
      created_by: userId,
    })
    .execute();
}

/** Prefix pattern for LIKE (escaped). */
export function likePrefix(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
