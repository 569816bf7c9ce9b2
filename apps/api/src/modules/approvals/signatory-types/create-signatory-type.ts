import { createSignatoryTypeEndpoint } from '@ilaw/contracts/approvals/signatory-types/create-signatory-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { nameFree, toType, typeQuery } from './signatory-type-queries.ts';

const ADMIN = anyRole('Admin');

export const createSignatoryType = defineRoute({
  endpoint: createSignatoryTypeEndpoint,
  access: ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await nameFree(trx, body.name, null);
      const row = await trx
        .insertInto('signatory_types')
        .values({ name: body.name, description: body.description, is_active: body.isActive })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'signatory-type',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return toType(await typeQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow());
  },
});
