// Reads of pre-membership seminars: the list row with its counts, the detail with the applications
// enrolled, and the seat check (under the seminar's lock, so two enrolments never take the last seat twice).
import {
  PMS_SEMINAR_NOT_FOUND,
  type PmsSeminar,
  type PmsSeminarDetail,
} from '@ilaw/contracts/msd/pms-seminars/pms-seminar';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const PMS_SEMINAR_LOCK = 'msd-pms-seminar';
export const SEMINAR_FULL = 'The seminar is full.';

export function seminarQuery(db: Db) {
  return db
    .selectFrom('msd_pms_seminars as s')
    .leftJoin('branches as b', 'b.code', 's.branch_code')
    .selectAll('s')
    .select([
      'b.name as branch_name',
      sql<number>`(SELECT count(*) FROM msd_connection_applications a WHERE a.pms_seminar_id = s.id)::int`.as(
        'enrolled',
      ),
      sql<number>`(SELECT count(*) FROM msd_connection_applications a WHERE a.pms_seminar_id = s.id AND a.pms_attended_at IS NOT NULL)::int`.as(
        'attended',
      ),
    ]);
}
type SeminarRow = Awaited<ReturnType<ReturnType<typeof seminarQuery>['executeTakeFirstOrThrow']>>;

export function toSeminar(r: SeminarRow): PmsSeminar {
  return {
    id: r.id,
    seminarDate: r.seminar_date,
    startTime: r.start_time,
    venue: r.venue,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    facilitator: r.facilitator,
    seats: r.seats,
    enrolled: Number(r.enrolled),
    attended: Number(r.attended),
  };
}

export async function loadSeminarDetail(db: Db, id: number): Promise<PmsSeminarDetail> {
  const r = await seminarQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(PMS_SEMINAR_NOT_FOUND);
  const attendees = await db
    .selectFrom('msd_connection_applications')
    .select(['id', 'application_no', 'applicant_name', 'stage', 'pms_attended_at'])
    .where('pms_seminar_id', '=', id)
    .orderBy('applicant_name')
    .orderBy('id')
    .execute();
  return {
    ...toSeminar(r),
    attendees: attendees.map((a) => ({
      applicationId: a.id,
      applicationNo: a.application_no,
      applicantName: a.applicant_name,
      stage: a.stage,
      attendedAt: a.pms_attended_at === null ? null : a.pms_attended_at.toISOString(),
    })),
  };
}

/** Locks the seminar and checks it has a seat left (`field` names the input for a missing one). */
export async function requireSeat(trx: Transaction<Database>, seminarId: number, field: string | null) {
  await lockSubject(trx, PMS_SEMINAR_LOCK, seminarId);
  const s = await seminarQuery(trx).where('s.id', '=', seminarId).executeTakeFirst();
  if (!s) throw field === null ? notFound(PMS_SEMINAR_NOT_FOUND) : fieldError(field, PMS_SEMINAR_NOT_FOUND);
  if (Number(s.enrolled) >= s.seats) throw conflict(SEMINAR_FULL);
  return s;
}
