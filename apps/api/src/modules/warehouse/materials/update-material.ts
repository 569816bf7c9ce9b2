import { MATERIAL_NOT_FOUND } from '@ilaw/contracts/warehouse/materials/material';
import { updateMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/update-material';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { CATALOGUE_EDITORS } from '../access.ts';
import { loadMaterial } from './material-queries.ts';
import { checkMaterialFields, materialColumns } from './save-material.ts';

export const updateMaterial = defineRoute({
  endpoint: updateMaterialEndpoint,
  access: anyRole(...CATALOGUE_EDITORS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('wh_materials')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!old) throw notFound(MATERIAL_NOT_FOUND);
      await checkMaterialFields(trx, body);
      if (old.type_id !== body.typeId) {
        const moved = await trx
          .selectFrom('wh_document_lines')
          .select('id')
          .where('material_id', '=', params.id)
          .executeTakeFirst();
        if (moved) throw fieldError('typeId', 'The material is on stock documents; its type cannot change.');
      }
      await trx
        .updateTable('wh_materials')
        .set({ ...materialColumns(body), updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-material',
        entityId: params.id,
        action: 'updated',
        oldValues: {
          description: old.description,
          unitId: old.unit_id,
          typeId: old.type_id,
          categoryId: old.category_id,
          criticalLevel: old.critical_level,
          notForStock: old.not_for_stock,
          isActive: old.is_active,
        },
        newValues: body,
      });
    });
    return loadMaterial(db, params.id);
  },
});
