import { createTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/create-tsd-limits';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { LIMIT_EDITORS } from '../access.ts';
import { limitsOn } from './limits-queries.ts';

export const createTsdLimits = defineRoute({
  endpoint: createTsdLimitsEndpoint,
  access: anyRole(...LIMIT_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    // Tests and readings already judged keep the limits they were judged by.
    if (body.effectiveFrom < manilaToday())
      throw fieldError('effectiveFrom', 'New limits take effect from today or later.');
    const classes = body.insulationMinimums.map((m) => m.maxClassVolts);
    if (new Set(classes).size !== classes.length)
      throw fieldError('insulationMinimums', 'Each voltage class is listed once.');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tsd_limits')
        .values({
          effective_from: body.effectiveFrom,
          turns_ratio_tolerance_pct: body.turnsRatioTolerancePct,
          additive_max_kva: body.additiveMaxKva,
          additive_max_hv_volts: body.additiveMaxHvVolts,
          min_polarization_index: body.minPolarizationIndex,
          overload_pct: body.overloadPct,
          underload_pct: body.underloadPct,
          imbalance_pct: body.imbalancePct,
          updated_by: user.id,
        })
        .execute()
        .catch(duplicateToConflict({ constraint: 'tsd_limits_pkey', message: LIMITS_TAKEN, field: 'effectiveFrom' }));
      await trx
        .insertInto('tsd_insulation_minimums')
        .values(
          body.insulationMinimums.map((m) => ({
            effective_from: body.effectiveFrom,
            max_class_volts: m.maxClassVolts,
            min_megohms: m.minMegohms,
            test_voltage_volts: m.testVoltageVolts,
          })),
        )
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-limits',
        entityId: body.effectiveFrom,
        action: 'created',
        newValues: body,
      });
    });
    reply.code(201);
    return limitsOn(db, body.effectiveFrom);
  },
});
