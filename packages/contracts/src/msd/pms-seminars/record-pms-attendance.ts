import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { id } from '../../primitives.ts';
import { PMS_SEMINAR_BASE, pmsSeminarDetailSchema } from './pms-seminar.ts';

export const PmsAttendanceAction = { Enrol: 'Enrol', Attended: 'Attended', Withdraw: 'Withdraw' } as const;
export const PMS_ATTENDANCE_ACTIONS = ['Enrol', 'Attended', 'Withdraw'] as const;

export const recordPmsAttendanceEndpoint = endpoint({
  method: 'POST',
  path: `${PMS_SEMINAR_BASE}/{id}/attendance`,
  summary:
    'Enrols an application in the seminar (seats permitting), records that the applicant attended (once), or withdraws an enrolment not yet attended.',
  params: idParam,
  body: z.object({ applicationId: id(), action: z.enum(PMS_ATTENDANCE_ACTIONS, { error: 'Choose what to record.' }) }),
  response: pmsSeminarDetailSchema,
});
