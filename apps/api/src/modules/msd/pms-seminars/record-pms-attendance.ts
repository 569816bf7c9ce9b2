// Enrolment and attendance of the pre-membership seminar, locked per application: attendance is
// recorded once, on or after the seminar's date, and an attended seminar is not withdrawn.
import {
  PmsAttendanceAction,
  recordPmsAttendanceEndpoint,
} from '@ilaw/contracts/msd/pms-seminars/record-pms-attendance';
import { PMS_SEMINAR_NOT_FOUND } from '@ilaw/contracts/msd/pms-seminars/pms-seminar';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { NCA_CLERKS } from '../access.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  requireApplication,
} from '../connection-applications/connection-application-queries.ts';
import { loadSeminarDetail, requireSeat } from './pms-seminar-queries.ts';

export const PMS_MESSAGES = {
  attendedAlready: 'The applicant has already attended the seminar.',
  notEnrolled: 'The applicant is not enrolled in this seminar.',
  enrolledAlready: 'The applicant is already enrolled in this seminar.',
  notYetHeld: 'The seminar has not been held yet.',
} as const;

export async function recordAttendance({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof recordPmsAttendanceEndpoint, SessionUser>) {
  const seminarId = params.id;
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, body.applicationId);
    const a = await requireApplication(trx, body.applicationId);
    const seminar = await trx
      .selectFrom('msd_pms_seminars')
      .select(['id', 'seminar_date'])
      .where('id', '=', seminarId)
      .executeTakeFirst();
    if (!seminar) throw notFound(PMS_SEMINAR_NOT_FOUND);
    if (a.pms_attended_at !== null) throw conflict(PMS_MESSAGES.attendedAlready);
    const set = (values: { pms_seminar_id: number | null; pms_attended_at?: Date }) =>
      trx
        .updateTable('msd_connection_applications')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', a.id)
        .execute();
    switch (body.action) {
      case PmsAttendanceAction.Enrol:
        if (a.pms_seminar_id === seminarId) throw conflict(PMS_MESSAGES.enrolledAlready);
        await requireSeat(trx, seminarId, null);
        await set({ pms_seminar_id: seminarId });
        break;
      case PmsAttendanceAction.Attended:
        if (a.pms_seminar_id !== seminarId) throw conflict(PMS_MESSAGES.notEnrolled);
        if (seminar.seminar_date > manilaToday()) throw conflict(PMS_MESSAGES.notYetHeld);
        await set({ pms_seminar_id: seminarId, pms_attended_at: new Date() });
        break;
      case PmsAttendanceAction.Withdraw:
        if (a.pms_seminar_id !== seminarId) throw conflict(PMS_MESSAGES.notEnrolled);
        await set({ pms_seminar_id: null });
        break;
    }
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: a.id,
      action: `pms-${body.action.toLowerCase()}`,
      oldValues: { pmsSeminarId: a.pms_seminar_id },
      newValues: { pmsSeminarId: seminarId, action: body.action, by: user.id },
    });
  });
  return loadSeminarDetail(db, seminarId);
}

export const recordPmsAttendance = defineRoute({
  endpoint: recordPmsAttendanceEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: recordAttendance,
});
