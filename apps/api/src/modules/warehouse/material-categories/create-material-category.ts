import { createMaterialCategoryEndpoint } from '@ilaw/contracts/warehouse/material-categories/create-material-category';
import { MATERIAL_CATEGORY_CODE_TAKEN } from '@ilaw/contracts/warehouse/material-categories/material-category';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { CATEGORY_EDITORS } from '../access.ts';

export const createMaterialCategory = defineRoute({
  endpoint: createMaterialCategoryEndpoint,
  access: anyRole(...CATEGORY_EDITORS),
  async handler({ body, db, actor, reply }) {
    const row = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('wh_material_categories')
        .values({ code: body.code, name: body.name, account_code: body.accountCode })
        .returning(['id', 'code', 'name', 'account_code as accountCode'])
        .executeTakeFirstOrThrow()
        .catch(
          duplicateToConflict({
            constraint: 'wh_material_categories_code',
            message: MATERIAL_CATEGORY_CODE_TAKEN,
            field: 'code',
          }),
        );
      await recordAudit(trx, actor, {
        entityType: 'warehouse-catalogue',
        entityId: `category-${r.id}`,
        action: 'created',
        newValues: body,
      });
      return r;
    });
    reply.code(201);
    return row;
  },
});
