import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_KEEPERS } from '../access.ts';
import { checkSupply, supplyTaken } from './save-power-supply.ts';
import { loadSupply } from './supply-queries.ts';

export const createPowerSupply = defineRoute({
  endpoint: createPowerSupplyEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkSupply(trx, body);
      const row = await trx
        .insertInto('tsd_power_supplies')
        .values({
          supplier_id: body.supplierId,
          metering_point: body.meteringPoint,
          supply_date: body.supplyDate,
          energy_kwh: body.energyKwh,
          peak_demand_kw: body.peakDemandKw,
          source: 'Form',
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(supplyTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-power-supply',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return loadSupply(db, id);
  },
});
