// Decides a lifeline application (not by its filer): Approve checks the eligibility and the
// one-account-per-household rule under the household's lock and tags the account in billing
// (public.ts) from today; Reject closes it; End untags an approved lifeliner from today. The
// registry keeps the dates (effective from, to); billing's computation reads the tag.
import { decideLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/decide-lifeliner';
import { LifelineStatus } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { setLifelinerTag } from '../../billing/public.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES } from '../compute/lifeline.ts';
import { LIFELINER_LOCK, ineligibilityOf, loadLifelinerDetail, requireLifeliner } from './lifeliner-queries.ts';

export async function decideLifeliner({
  params,
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof decideLifelinerEndpoint, SessionUser>) {
  const first = await requireLifeliner(db, params.id);
  if (first.created_by === user.id) throw forbidden(LIFELINE_MESSAGES.ownDecision);
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, LIFELINER_LOCK, first.household_id.toLowerCase());
    const r = await requireLifeliner(trx, params.id);
    const today = manilaToday();
    const now = new Date();
    if (body.action === 'End') {
      if (r.status !== LifelineStatus.Approved) throw conflict(LIFELINE_MESSAGES.notApproved);
      await trx
        .updateTable('msd_lifeliner_applications')
        .set({
          status: LifelineStatus.Ended,
          effective_to: today,
          ended_by: user.id,
          decision_remarks: body.remarks,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await setLifelinerTag(trx, actor, r.consumer_id, false, `${r.application_no} ended`);
    } else {
      if (r.status !== LifelineStatus.Pending) throw conflict(LIFELINE_MESSAGES.notPending);
      const approve = body.action === 'Approve';
      if (approve) {
        const why = await ineligibilityOf(trx, r);
        if (why !== null) throw conflict(why);
      }
      await trx
        .updateTable('msd_lifeliner_applications')
        .set({
          status: approve ? LifelineStatus.Approved : LifelineStatus.Rejected,
          decided_by: user.id,
          decided_at: now,
          decision_remarks: body.remarks,
          effective_from: approve ? today : null,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      if (approve) await setLifelinerTag(trx, actor, r.consumer_id, true, `${r.application_no} approved`);
    }
    await recordAudit(trx, actor, {
      entityType: 'msd-lifeliner',
      entityId: r.id,
      action: body.action.toLowerCase(),
      oldValues: { status: r.status },
      newValues: body,
    });
  });
  return loadLifelinerDetail(db, user, params.id);
}

export const decideLifelinerRoute = defineRoute({
  endpoint: decideLifelinerEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: decideLifeliner,
});
