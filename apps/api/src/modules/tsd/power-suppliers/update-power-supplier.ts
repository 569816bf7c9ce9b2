import { updatePowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/update-power-supplier';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_KEEPERS } from '../access.ts';
import { loadSupplier, supplierColumns, supplierTaken } from './supplier-queries.ts';

export const updatePowerSupplier = defineRoute({
  endpoint: updatePowerSupplierEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler({ params, body, db, actor }) {
    const columns = supplierColumns(body);
    await db.transaction().execute(async (trx) => {
      const before = await loadSupplier(trx, params.id);
      await trx
        .updateTable('tsd_power_suppliers')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(supplierTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-power-supply',
        entityId: `supplier-${params.id}`,
        action: 'updated',
        ...diff(before, { ...before, ...body }),
      });
    });
    return loadSupplier(db, params.id);
  },
});
