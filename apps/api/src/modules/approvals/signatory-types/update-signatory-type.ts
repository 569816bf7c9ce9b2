import { updateSignatoryTypeEndpoint } from '@ilaw/contracts/approvals/signatory-types/update-signatory-type';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { nameFree, toType, typeQuery } from './signatory-type-queries.ts';

const NOT_FOUND = 'The signatory type was not found.';

const ADMIN = anyRole('Admin');

export const updateSignatoryType = defineRoute({
  endpoint: updateSignatoryTypeEndpoint,
  access: ADMIN,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('signatory_types')
        .select(['name', 'description', 'is_active'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(NOT_FOUND);
      await nameFree(trx, body.name, params.id);
      await trx
        .updateTable('signatory_types')
        .set({ name: body.name, description: body.description, is_active: body.isActive, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      const changes = diff(
        { name: before.name, description: before.description, isActive: before.is_active },
        { name: body.name, description: body.description, isActive: body.isActive },
      );
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, {
          entityType: 'signatory-type',
          entityId: params.id,
          action: 'updated',
          ...changes,
        });
      }
    });
    return toType(await typeQuery(db).where('t.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
