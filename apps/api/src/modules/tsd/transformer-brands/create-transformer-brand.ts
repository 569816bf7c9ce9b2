import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_EDITORS } from '../access.ts';
import { brandTaken, loadBrand } from './brand-queries.ts';

export const createTransformerBrand = defineRoute({
  endpoint: createTransformerBrandEndpoint,
  access: anyRole(...TRANSFORMER_EDITORS),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('tsd_transformer_brands')
        .values({ name: body.name, is_active: body.isActive })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(brandTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-brand',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return loadBrand(db, id);
  },
});
