// Corrects an application (its checklist as documents arrive) before the evaluation; locked per
// application like the stage moves, so a correction never races an evaluation.
import { updateConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/update-connection-application';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { NCA_CLERKS } from '../access.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  EDITABLE_STAGES,
  loadApplicationDetail,
  requireApplication,
} from './connection-application-queries.ts';
import { applicationColumns } from './save-connection-application.ts';

export const NOT_EDITABLE = 'An evaluated application is no longer corrected.';

export async function correctApplication({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof updateConnectionApplicationEndpoint, SessionUser>) {
  const id = params.id;
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, id);
    const r = await requireApplication(trx, id);
    if (!EDITABLE_STAGES.includes(r.stage)) throw conflict(NOT_EDITABLE);
    if (r.pms_attended_at !== null && body.pmsSeminarId !== r.pms_seminar_id) {
      throw conflict('The applicant attended their seminar; it is no longer changed.');
    }
    const columns = await applicationColumns(trx, body, r.pms_seminar_id);
    await trx
      .updateTable('msd_connection_applications')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: id,
      action: 'updated',
      oldValues: { documents: r.documents, applicantName: r.applicant_name, loadKw: r.load_kw },
      newValues: body,
    });
  });
  return loadApplicationDetail(db, user, id);
}

export const updateConnectionApplication = defineRoute({
  endpoint: updateConnectionApplicationEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: correctApplication,
});
