import { createUnitEndpoint } from '@ilaw/contracts/warehouse/units/create-unit';
import { UNIT_CODE_TAKEN } from '@ilaw/contracts/warehouse/units/unit';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { CATALOGUE_EDITORS } from '../access.ts';

export const createUnit = defineRoute({
  endpoint: createUnitEndpoint,
  access: anyRole(...CATALOGUE_EDITORS),
  async handler({ body, db, actor, reply }) {
    const row = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('wh_units')
        .values(body)
        .returning(['id', 'code', 'name'])
        .executeTakeFirstOrThrow()
        .catch(duplicateToConflict({ constraint: 'wh_units_code', message: UNIT_CODE_TAKEN, field: 'code' }));
      await recordAudit(trx, actor, {
        entityType: 'warehouse-catalogue',
        entityId: `unit-${r.id}`,
        action: 'created',
        newValues: body,
      });
      return r;
    });
    reply.code(201);
    return row;
  },
});
