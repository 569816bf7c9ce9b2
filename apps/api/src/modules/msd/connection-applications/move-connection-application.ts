// A stage move is a posting: the application is locked (lockSubject) and read again before the
// check, so twenty identical moves at once make one move and nineteen 409s; each move is one
// timeline entry and one audit record. The filer does not evaluate their own application.
import { moveConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { NCA_CLERKS } from '../access.ts';
import { STAGE_MESSAGES, stageMoveRefusal } from '../compute/connection-stages.ts';
import { missingDocuments } from '../compute/documents.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  addStage,
  loadApplicationDetail,
  requireApplication,
} from './connection-application-queries.ts';

export async function moveApplication({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof moveConnectionApplicationEndpoint, SessionUser>) {
  const id = params.id;
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, id);
    const r = await requireApplication(trx, id);
    const refused = stageMoveRefusal(
      {
        stage: r.stage,
        createdBy: r.created_by,
        missingDocuments: missingDocuments(r.applicant_type, r.capacity, r.documents),
        pmsAttended: r.pms_attended_at !== null,
      },
      body.to,
      user.id,
    );
    // Evaluating one's own filing is a refusal of the person (403); the rest are the state (409).
    if (refused === STAGE_MESSAGES.ownEvaluation) throw forbidden(refused);
    if (refused !== null) throw conflict(refused);
    const now = new Date();
    await trx
      .updateTable('msd_connection_applications')
      .set({ stage: body.to, stage_since: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await addStage(trx, id, body.to, body.remarks, user.id);
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: id,
      action: 'stage',
      oldValues: { stage: r.stage },
      newValues: { stage: body.to, remarks: body.remarks },
    });
  });
  return loadApplicationDetail(db, user, id);
}

export const moveConnectionApplication = defineRoute({
  endpoint: moveConnectionApplicationEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: moveApplication,
});
