import { updatePowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/update-power-supply';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_KEEPERS } from '../access.ts';
import { checkSupply, supplyTaken } from './save-power-supply.ts';
import { loadSupply } from './supply-queries.ts';

export const updatePowerSupply = defineRoute({
  endpoint: updatePowerSupplyEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadSupply(trx, params.id);
      await checkSupply(trx, body);
      await trx
        .updateTable('tsd_power_supplies')
        .set({
          supplier_id: body.supplierId,
          metering_point: body.meteringPoint,
          supply_date: body.supplyDate,
          energy_kwh: body.energyKwh,
          peak_demand_kw: body.peakDemandKw,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute()
        .catch(supplyTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-power-supply',
        entityId: params.id,
        action: 'updated',
        ...diff(before, { ...before, ...body }),
      });
    });
    return loadSupply(db, params.id);
  },
});
