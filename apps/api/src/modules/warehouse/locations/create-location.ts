import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { LOCATION_CODE_TAKEN } from '@ilaw/contracts/warehouse/locations/location';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { CATALOGUE_EDITORS } from '../access.ts';

export const createLocation = defineRoute({
  endpoint: createLocationEndpoint,
  access: anyRole(...CATALOGUE_EDITORS),
  async handler({ body, db, actor, reply }) {
    const row = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('wh_locations')
        .values({ code: body.code, name: body.name, branch_code: body.branchCode, is_active: body.isActive })
        .returning(['id', 'code', 'name', 'branch_code as branchCode', 'is_active as isActive'])
        .executeTakeFirstOrThrow()
        .catch(duplicateToConflict({ constraint: 'wh_locations_code', message: LOCATION_CODE_TAKEN, field: 'code' }));
      await recordAudit(trx, actor, {
        entityType: 'warehouse-catalogue',
        entityId: `location-${r.id}`,
        action: 'created',
        newValues: body,
      });
      return r;
    });
    reply.code(201);
    return row;
  },
});
