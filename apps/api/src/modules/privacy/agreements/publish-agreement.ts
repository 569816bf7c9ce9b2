import { PRIVACY_MESSAGES } from '@ilaw/contracts/privacy/agreement';
import { publishAgreementEndpoint } from '@ilaw/contracts/privacy/publish-agreement';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { isUniqueViolation } from '../../../platform/posting/database-conflicts.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { PRIVACY_ADMIN } from '../access.ts';
import { agreementRows, toAgreement } from './agreement-queries.ts';

export const publishAgreement = defineRoute({
  endpoint: publishAgreementEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ user, body, db, actor, reply }) {
    try {
      const version = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('privacy_agreements')
          .select((eb) => eb.fn.max('version').as('v'))
          .executeTakeFirst();
        const next = Number(last?.v ?? 0) + 1;
        // A published text is never edited: a change is the next version (the primary key makes
        // two publications at once one winner and one 409).
        await trx
          .insertInto('privacy_agreements')
          .values({ version: next, title: body.title, body: body.body, published_by: user.id })
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'privacy-agreement',
          entityId: String(next),
          action: 'published',
          newValues: { version: next, title: body.title },
        });
        return next;
      });
      reply.code(201);
      return toAgreement(await agreementRows(db).where('a.version', '=', version).executeTakeFirstOrThrow());
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(PRIVACY_MESSAGES.versionTaken);
      throw e;
    }
  },
});
