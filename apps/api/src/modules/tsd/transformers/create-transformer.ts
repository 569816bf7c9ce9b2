import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_EDITORS } from '../access.ts';
import { checkTransformerFields, transformerColumns } from './save-transformer.ts';
import { loadTransformerDetail, serialTaken } from './transformer-queries.ts';

export const createTransformer = defineRoute({
  endpoint: createTransformerEndpoint,
  access: anyRole(...TRANSFORMER_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkTransformerFields(trx, body, null);
      const row = await trx
        .insertInto('tsd_transformers')
        .values({ ...transformerColumns(body), created_by: user.id })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(serialTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return loadTransformerDetail(db, id);
  },
});
