// Reads of new connection applications: the row -> contract mapper (documents still missing, the
// time in the current stage), the detail with its stage timeline and inspections, and the move
// the signed-in user may make (docs/decisions/071).
import { CONNECTION_DOCUMENTS, ConnectionStage, type ConnectionDocument } from '@ilaw/contracts/msd/enums';
import {
  CONNECTION_APPLICATION_NOT_FOUND,
  type ConnectionApplication,
  type ConnectionApplicationDetail,
  type Inspection,
} from '@ilaw/contracts/msd/connection-applications/connection-application';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { nonPowerBillsByIds } from '../../collection/public.ts';
import { CO_ISSUERS, INSPECTORS, NCA_CLERKS } from '../access.ts';
import { currentOrderOf } from '../connection-orders/connection-order-queries.ts';
import { nextStage, stageMoveRefusal, stageSpans } from '../compute/connection-stages.ts';
import { missingDocuments, requiredDocuments } from '../compute/documents.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const CONNECTION_APPLICATION_LOCK = 'msd-connection-application';
export const EDITABLE_STAGES: readonly ConnectionStage[] = [
  ConnectionStage.ForInspection,
  ConnectionStage.ForEvaluation,
];

export function applicationQuery(db: Db) {
  return db
    .selectFrom('msd_connection_applications as a')
    .leftJoin('branches as b', 'b.code', 'a.branch_code')
    .leftJoin('msd_pms_seminars as p', 'p.id', 'a.pms_seminar_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .selectAll('a')
    .select(['b.name as branch_name', 'p.seminar_date as pms_seminar_date', 'u.full_name as filed_by']);
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

const HOUR = 3_600_000;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toApplication(r: ApplicationRow, now: Date): ConnectionApplication {
  return {
    id: r.id,
    applicationNo: r.application_no,
    applicantType: r.applicant_type,
    capacity: r.capacity,
    applicantName: r.applicant_name,
    spouseName: r.spouse_name,
    juridicalName: r.juridical_name,
    contactNo: r.contact_no,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    town: r.town,
    barangay: r.barangay,
    address: r.address,
    locationType: r.location_type,
    loadKw: r.load_kw,
    documents: r.documents as ConnectionDocument[],
    missingDocuments: missingDocuments(r.applicant_type, r.capacity, r.documents),
    pmsSeminarId: r.pms_seminar_id,
    pmsSeminarDate: r.pms_seminar_date,
    pmsAttendedAt: iso(r.pms_attended_at),
    stage: r.stage,
    stageSince: r.stage_since.toISOString(),
    hoursInStage:
      r.stage === ConnectionStage.Accomplished
        ? null
        : Math.round(((now.getTime() - r.stage_since.getTime()) / HOUR) * 10) / 10,
    filedBy: r.filed_by,
    createdAt: r.created_at.toISOString(),
  };
}

export async function requireApplication(db: Db, id: number): Promise<ApplicationRow> {
  const r = await applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(CONNECTION_APPLICATION_NOT_FOUND);
  return r;
}

const holds = (user: SessionUser, roles: readonly string[]) => user.roles.some((r) => roles.includes(r));

/** Why `user` may not move the application on now (null when they may, or nothing is next). */
export function moveRefusalFor(r: ApplicationRow, user: SessionUser): string | null {
  const to = nextStage(r.stage);
  if (to === null) return null;
  return stageMoveRefusal(
    {
      stage: r.stage,
      createdBy: r.created_by,
      missingDocuments: missingDocuments(r.applicant_type, r.capacity, r.documents),
      pmsAttended: r.pms_attended_at !== null,
    },
    to,
    user.id,
  );
}

export async function loadInspections(
  db: Db,
  where: { applicationId?: number; ids?: number[] },
): Promise<Inspection[]> {
  let q = db
    .selectFrom('msd_connection_inspections as i')
    .innerJoin('msd_connection_applications as a', 'a.id', 'i.application_id')
    .leftJoin('users as u', 'u.id', 'i.inspector_id')
    .selectAll('i')
    .select(['a.application_no', 'a.applicant_name', 'a.barangay', 'u.full_name as inspector'])
    .orderBy('i.id', 'desc');
  if (where.applicationId !== undefined) q = q.where('i.application_id', '=', where.applicationId);
  if (where.ids !== undefined) {
    if (where.ids.length === 0) return [];
    q = q.where('i.id', 'in', where.ids);
  }
  const rows = await q.execute();
  const ids = rows.map((r) => r.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .selectFrom('msd_connection_inspection_photos as ph')
          .innerJoin('stored_files as f', 'f.id', 'ph.file_id')
          .select(['ph.id', 'ph.inspection_id', 'f.original_name', 'f.content_type', 'ph.description', 'ph.created_at'])
          .where('ph.inspection_id', 'in', ids)
          .orderBy('ph.id')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    applicationNo: r.application_no,
    applicantName: r.applicant_name,
    barangay: r.barangay,
    inspectedOn: r.inspected_on,
    inspector: r.inspector,
    result: r.result,
    mainBreakerAmperes: r.main_breaker_amperes,
    branchCircuits: r.branch_circuits,
    serviceEntrance: r.service_entrance,
    poleType: r.pole_type,
    poleCount: r.pole_count,
    poleHeightFt: r.pole_height_ft,
    poleNumber: r.pole_number,
    wireSize: r.wire_size,
    wireLengthM: r.wire_length_m,
    buildingLatitude: r.building_latitude,
    buildingLongitude: r.building_longitude,
    poleLatitude: r.pole_latitude,
    poleLongitude: r.pole_longitude,
    sealReason: r.seal_reason,
    electricianName: r.electrician_name,
    electricianLicenceNo: r.electrician_licence_no,
    electricianLicenceValidUntil: r.electrician_licence_valid_until,
    findings: r.findings,
    reinspectOn: r.reinspect_on,
    photos: photos
      .filter((p) => p.inspection_id === r.id)
      .map((p) => ({
        id: p.id,
        fileName: p.original_name,
        contentType: p.content_type,
        description: p.description,
        uploadedAt: p.created_at.toISOString(),
      })),
    createdAt: r.created_at.toISOString(),
  }));
}

export async function loadApplicationDetail(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<ConnectionApplicationDetail> {
  const r = await requireApplication(db, id);
  const now = new Date();
  const stages = await db
    .selectFrom('msd_connection_application_stages as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .select(['s.stage', 's.remarks', 's.created_at', 'u.full_name as by'])
    .where('s.application_id', '=', id)
    .orderBy('s.id')
    .execute();
  const spans = stageSpans(
    stages.map((s) => ({ stage: s.stage, at: s.created_at })),
    now,
  );
  const clerk = holds(user, NCA_CLERKS);
  const next = nextStage(r.stage);
  // Only the evaluation is a button: the inspection, the OR and the energizing move the rest.
  const byButton = next === ConnectionStage.ForPayment;
  const [fees] = r.fee_bill_id === null ? [] : await nonPowerBillsByIds(db, [r.fee_bill_id]);
  const order = await currentOrderOf(db, id);
  return {
    ...toApplication(r, now),
    requiredDocuments: requiredDocuments(r.applicant_type, r.capacity).map((code) => ({
      code,
      name: CONNECTION_DOCUMENTS[code],
      received: r.documents.includes(code),
    })),
    timeline: spans.map((s, i) => ({
      stage: s.stage,
      enteredAt: s.enteredAt.toISOString(),
      leftAt: iso(s.leftAt),
      hours: s.hours,
      remarks: stages[i]!.remarks,
      by: stages[i]!.by,
    })),
    inspections: await loadInspections(db, { applicationId: id }),
    nextStage: clerk && byButton ? next : null,
    moveRefusal: clerk && byButton ? moveRefusalFor(r, user) : null,
    mayEdit: clerk && EDITABLE_STAGES.includes(r.stage),
    mayInspect: holds(user, INSPECTORS) && r.stage === ConnectionStage.ForInspection,
    fees: fees
      ? {
          billId: fees.id,
          billNo: fees.billNo,
          amount: fees.amount,
          description: fees.description,
          status: fees.status,
        }
      : null,
    orNumber: r.or_number === null ? null : Number(r.or_number),
    paidAt: iso(r.paid_at),
    connectionOrder: order ? { id: order.id, coNumber: order.co_number, status: order.status } : null,
    mayBillFees: clerk && r.stage === ConnectionStage.ForPayment && r.fee_bill_id === null,
    mayIssueOrder:
      holds(user, CO_ISSUERS) && r.stage === ConnectionStage.ForInstalling && r.or_number !== null && !order,
  };
}

/** Appends the stage entered to the timeline. */
export async function addStage(
  trx: Transaction<Database>,
  applicationId: number,
  stage: ConnectionStage,
  remarks: string | null,
  userId: number | null,
) {
  await trx
    .insertInto('msd_connection_application_stages')
    .values({ application_id: applicationId, stage, remarks, created_by: userId })
    .execute();
}
