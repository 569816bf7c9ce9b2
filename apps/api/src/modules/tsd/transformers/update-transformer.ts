import { updateTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/update-transformer';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TRANSFORMER_EDITORS } from '../access.ts';
import { checkTransformerFields, transformerColumns } from './save-transformer.ts';
import { loadTransformer, loadTransformerDetail, serialTaken } from './transformer-queries.ts';

export const updateTransformer = defineRoute({
  endpoint: updateTransformerEndpoint,
  access: anyRole(...TRANSFORMER_EDITORS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer', params.id);
      const before = await loadTransformer(trx, params.id);
      await checkTransformerFields(trx, body, before.brandId);
      await trx
        .updateTable('tsd_transformers')
        .set({ ...transformerColumns(body), updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(serialTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer',
        entityId: params.id,
        action: 'updated',
        ...diff(before, { ...before, ...body }),
      });
    });
    return loadTransformerDetail(db, params.id);
  },
});
