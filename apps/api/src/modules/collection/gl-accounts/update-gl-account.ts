import { updateGlAccountEndpoint } from '@ilaw/contracts/collection/gl-accounts/update-gl-account';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { CONFIG_WRITERS } from '../access.ts';

export const updateGlAccount = defineRoute({
  endpoint: updateGlAccountEndpoint,
  access: CONFIG_WRITERS,
  async handler({ params, body, db, actor, user }) {
    return db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('collection_gl_accounts')
        .selectAll()
        .where('purpose', '=', params.purpose)
        .forUpdate()
        .executeTakeFirst();
      if (!old) throw notFound('The GL account was not found.');
      await trx
        .updateTable('collection_gl_accounts')
        .set({ code: body.code, description: body.description, updated_by: user.id, updated_at: new Date() })
        .where('purpose', '=', params.purpose)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'collection-gl-account',
        entityId: params.purpose,
        action: 'updated',
        ...diff({ code: old.code, description: old.description }, { code: body.code, description: body.description }),
      });
      return { purpose: params.purpose, code: body.code, description: body.description };
    });
  },
});
