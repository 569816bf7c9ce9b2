import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CATALOGUE_EDITORS } from '../access.ts';
import { loadMaterial } from './material-queries.ts';
import { checkMaterialFields, materialColumns } from './save-material.ts';

export const createMaterial = defineRoute({
  endpoint: createMaterialEndpoint,
  access: anyRole(...CATALOGUE_EDITORS),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const typeCode = await checkMaterialFields(trx, body);
      const year = manilaToday().slice(0, 4);
      const n = await nextDocumentNumber(trx, `warehouse-item-${typeCode}`, year);
      const itemCode = `${typeCode}-${year}-${String(n).padStart(4, '0')}`;
      const row = await trx
        .insertInto('wh_materials')
        .values({ ...materialColumns(body), item_code: itemCode, created_by: actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-material',
        entityId: row.id,
        action: 'created',
        newValues: { itemCode, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadMaterial(db, id);
  },
});
