// A household moving to another account of the cooperative keeps its lifeline (RA 11552 IRR,
// decision 116): the application's account changes and the move is kept; an approved one untags
// the old account and tags the new one from today through billing's public.ts. The new account
// must qualify (residential, active) and have no open application of its own: one account per
// household still holds. Locks: the household's, then the two accounts' in id order.
import { LIFELINER_MOVE_MESSAGES } from '@ilaw/contracts/msd/lifeliners/lifeliner';
import { moveLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/move-lifeliner';
import { LifelineStatus } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billingConsumerById, setLifelinerTag } from '../../billing/public.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES, lifelineIneligibility } from '../compute/lifeline.ts';
import { accountHasOpen } from './file-application.ts';
import { LIFELINER_LOCK, loadLifelinerDetail, requireLifeliner } from './lifeliner-queries.ts';

export const moveLifeliner = defineRoute({
  endpoint: moveLifelinerEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler({ params, body, db, user, actor }) {
    const first = await requireLifeliner(db, params.id);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, LIFELINER_LOCK, first.household_id.toLowerCase());
      const r = await requireLifeliner(trx, params.id);
      if (r.status !== LifelineStatus.Pending && r.status !== LifelineStatus.Approved) {
        throw conflict(LIFELINER_MOVE_MESSAGES.closed);
      }
      if (r.consumer_id === body.consumerId) throw fieldError('consumerId', LIFELINER_MOVE_MESSAGES.sameAccount);
      for (const id of [r.consumer_id, body.consumerId].sort((a, b) => a - b)) {
        await lockSubject(trx, 'msd-lifeliner-consumer', id);
      }
      const to = await billingConsumerById(trx, body.consumerId);
      if (!to) throw fieldError('consumerId', 'The consumer was not found.');
      const why = lifelineIneligibility({
        basis: r.basis,
        consumerClass: to.consumerClass,
        accountStatus: to.accountStatus,
        filedOn: r.filed_on,
        certificateDate: r.certificate_date,
        netMetering: r.net_metering,
        pilferageViolation: r.pilferage_violation,
        socializedHousing: r.socialized_housing,
      });
      if (why === LIFELINE_MESSAGES.residentialOnly || why === LIFELINE_MESSAGES.inactive) {
        throw conflict(why, 'consumerId');
      }
      if (await accountHasOpen(trx, body.consumerId)) throw conflict(LIFELINE_MESSAGES.accountTaken, 'consumerId');
      const today = manilaToday();
      await trx
        .updateTable('msd_lifeliner_applications')
        .set({ consumer_id: body.consumerId, updated_at: new Date() })
        .where('id', '=', r.id)
        .execute();
      await trx
        .insertInto('msd_lifeliner_moves')
        .values({
          lifeliner_id: r.id,
          from_consumer_id: r.consumer_id,
          to_consumer_id: body.consumerId,
          moved_on: today,
          remarks: body.remarks,
          created_by: user.id,
        })
        .execute();
      if (r.status === LifelineStatus.Approved) {
        await setLifelinerTag(trx, actor, r.consumer_id, false, `${r.application_no} moved to ${to.accountNo}`);
        await setLifelinerTag(trx, actor, body.consumerId, true, `${r.application_no} moved from ${r.account_no}`);
      }
      await recordAudit(trx, actor, {
        entityType: 'msd-lifeliner',
        entityId: r.id,
        action: 'moved',
        oldValues: { consumerId: r.consumer_id, accountNo: r.account_no },
        newValues: { consumerId: body.consumerId, accountNo: to.accountNo, remarks: body.remarks },
      });
    });
    return loadLifelinerDetail(db, user, params.id);
  },
});
