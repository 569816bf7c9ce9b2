import { createMaterialTypeEndpoint } from '@ilaw/contracts/warehouse/material-types/create-material-type';
import { MATERIAL_TYPE_CODE_TAKEN } from '@ilaw/contracts/warehouse/material-types/material-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { CATALOGUE_EDITORS } from '../access.ts';

export const createMaterialType = defineRoute({
  endpoint: createMaterialTypeEndpoint,
  access: anyRole(...CATALOGUE_EDITORS),
  async handler({ body, db, actor, reply }) {
    const values = { code: body.code.toUpperCase(), name: body.name };
    const row = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('wh_material_types')
        .values(values)
        .returning(['id', 'code', 'name'])
        .executeTakeFirstOrThrow()
        .catch(
          duplicateToConflict({
            constraint: 'wh_material_types_code',
            message: MATERIAL_TYPE_CODE_TAKEN,
            field: 'code',
          }),
        );
      await recordAudit(trx, actor, {
        entityType: 'warehouse-catalogue',
        entityId: `type-${r.id}`,
        action: 'created',
        newValues: values,
      });
      return r;
    });
    reply.code(201);
    return row;
  },
});
