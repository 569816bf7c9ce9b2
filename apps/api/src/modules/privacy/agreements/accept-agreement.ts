import { PRIVACY_MESSAGES } from '@ilaw/contracts/privacy/agreement';
import { acceptAgreementEndpoint } from '@ilaw/contracts/privacy/accept-agreement';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { currentAgreement, myAgreement } from './agreement-queries.ts';

export const acceptAgreement = defineRoute({
  endpoint: acceptAgreementEndpoint,
  access: SIGNED_IN,
  agreementExempt: true,
  async handler({ user, body, db, ip, actor }) {
    const current = await currentAgreement(db);
    if (!current) throw conflict(PRIVACY_MESSAGES.noAgreement);
    // The user accepts the text they read: a version published meanwhile is read first.
    if (current.version !== body.version) throw conflict(PRIVACY_MESSAGES.notCurrent, 'version');
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('privacy_agreement_acceptances')
        .values({ user_id: user.id, version: body.version, ip_address: ip })
        .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
        .returning('version')
        .executeTakeFirst();
      await trx
        .updateTable('sessions')
        .set({ agreement_due: null })
        .where('user_id', '=', user.id)
        .where('agreement_due', '<=', body.version)
        .execute();
      if (inserted) {
        await recordAudit(trx, actor, {
          entityType: 'privacy-agreement',
          entityId: String(body.version),
          action: 'accepted',
          newValues: { userId: user.id, version: body.version },
        });
      }
    });
    return myAgreement(db, user.id);
  },
});
