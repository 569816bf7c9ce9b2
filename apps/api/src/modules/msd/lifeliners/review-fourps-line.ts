// A clerk's review of a 4Ps near-match (decision 116): Accept files a 4Ps lifeline application for
// one of the line's candidate accounts, filed by the reviewer (so another officer decides it);
// Reject closes the line with the reason. Not by the clerk who imported the line. One open
// application per account and per household: the household's lock, then the account's.
import { FOURPS_MESSAGES } from '@ilaw/contracts/msd/lifeliners/fourps';
import { reviewFourPsLineEndpoint } from '@ilaw/contracts/msd/lifeliners/review-fourps-line';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES } from '../compute/lifeline.ts';
import { accountHasOpen, filingDay, householdOpenOn, insertLifeliner } from './file-application.ts';
import { loadFourPsLine } from './fourps-queries.ts';
import { LIFELINER_LOCK } from './lifeliner-queries.ts';

export const reviewFourPsLine = defineRoute({
  endpoint: reviewFourPsLineEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler({ params, body, db, user, actor }) {
    const first = await db
      .selectFrom('msd_fourps_lines')
      .select(['household_id', 'created_by'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!first) throw notFound(FOURPS_MESSAGES.lineNotFound);
    if (first.created_by === user.id) throw forbidden(FOURPS_MESSAGES.ownImport);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, LIFELINER_LOCK, first.household_id.toLowerCase());
      const line = await trx
        .selectFrom('msd_fourps_lines')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (line.outcome !== 'Pending') throw conflict(FOURPS_MESSAGES.notPending);
      const now = new Date();
      if (body.action === 'Reject') {
        await trx
          .updateTable('msd_fourps_lines')
          .set({ outcome: 'Rejected', note: body.remarks, reviewed_by: user.id, reviewed_at: now })
          .where('id', '=', line.id)
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'msd-fourps-line',
          entityId: line.id,
          action: 'rejected',
          oldValues: { outcome: line.outcome },
          newValues: { remarks: body.remarks },
        });
        return;
      }
      const consumerId = body.consumerId!;
      if (!line.candidates.some((c) => c.consumerId === consumerId)) {
        throw fieldError('consumerId', FOURPS_MESSAGES.notCandidate);
      }
      await lockSubject(trx, 'msd-lifeliner-consumer', consumerId);
      const elsewhere = await householdOpenOn(trx, line.household_id);
      if (elsewhere !== null) throw conflict(FOURPS_MESSAGES.householdOpen(elsewhere));
      if (await accountHasOpen(trx, consumerId)) throw conflict(LIFELINE_MESSAGES.accountTaken, 'consumerId');
      const beneficiaryName = `${line.last_name}, ${line.first_name}${line.middle_name ? ` ${line.middle_name}` : ''}`;
      const a = await insertLifeliner(
        trx,
        actor,
        user.id,
        {
          consumerId,
          basis: 'FourPs',
          householdId: line.household_id,
          beneficiaryName,
          certificateDate: null,
          netMetering: false,
          pilferageViolation: false,
          socializedHousing: false,
        },
        await filingDay(trx),
        { source: `${line.file_name} row ${line.row_no}` },
      );
      await trx
        .updateTable('msd_fourps_lines')
        .set({
          outcome: 'Accepted',
          consumer_id: consumerId,
          lifeliner_id: a.id,
          note: body.remarks,
          reviewed_by: user.id,
          reviewed_at: now,
        })
        .where('id', '=', line.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'msd-fourps-line',
        entityId: line.id,
        action: 'accepted',
        oldValues: { outcome: line.outcome },
        newValues: { consumerId, application: a.applicationNo, remarks: body.remarks },
      });
    });
    return loadFourPsLine(db, params.id);
  },
});
