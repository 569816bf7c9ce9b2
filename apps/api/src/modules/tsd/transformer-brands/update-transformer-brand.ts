import { updateTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/update-transformer-brand';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_EDITORS } from '../access.ts';
import { brandTaken, loadBrand } from './brand-queries.ts';

export const updateTransformerBrand = defineRoute({
  endpoint: updateTransformerBrandEndpoint,
  access: anyRole(...TRANSFORMER_EDITORS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadBrand(trx, params.id);
      await trx
        .updateTable('tsd_transformer_brands')
        .set({ name: body.name, is_active: body.isActive, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(brandTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-brand',
        entityId: params.id,
        action: 'updated',
        ...diff({ name: before.name, isActive: before.isActive }, body),
      });
    });
    return loadBrand(db, params.id);
  },
});
