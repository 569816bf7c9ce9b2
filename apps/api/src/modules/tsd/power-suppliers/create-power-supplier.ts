import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_KEEPERS } from '../access.ts';
import { loadSupplier, supplierColumns, supplierTaken } from './supplier-queries.ts';

export const createPowerSupplier = defineRoute({
  endpoint: createPowerSupplierEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler({ body, db, actor, reply }) {
    const columns = supplierColumns(body);
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('tsd_power_suppliers')
        .values(columns)
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(supplierTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-power-supply',
        entityId: `supplier-${row.id}`,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return loadSupplier(db, id);
  },
});
