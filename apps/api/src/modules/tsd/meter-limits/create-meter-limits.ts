import { createMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/create-meter-limits';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { Decimal } from 'decimal.js';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { LIMIT_EDITORS } from '../access.ts';
import { meterLimitsOn } from './meter-limits-queries.ts';

export const createMeterLimits = defineRoute({
  endpoint: createMeterLimitsEndpoint,
  access: anyRole(...LIMIT_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    if (body.effectiveFrom < manilaToday())
      throw fieldError('effectiveFrom', 'New limits take effect from today or later.');
    if (new Decimal(body.lightLoadWeight).plus(body.fullLoadWeight).isZero())
      throw fieldError('fullLoadWeight', 'At least one weight is more than zero.');
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tsd_meter_limits')
        .values({
          effective_from: body.effectiveFrom,
          light_load_weight: body.lightLoadWeight,
          full_load_weight: body.fullLoadWeight,
          acceptance_tolerance_pct: body.acceptanceTolerancePct,
          in_service_tolerance_pct: body.inServiceTolerancePct,
          updated_by: user.id,
        })
        .execute()
        .catch(
          duplicateToConflict({ constraint: 'tsd_meter_limits_pkey', message: LIMITS_TAKEN, field: 'effectiveFrom' }),
        );
      await recordAudit(trx, actor, {
        entityType: 'tsd-limits',
        entityId: `meter-${body.effectiveFrom}`,
        action: 'created',
        newValues: body,
      });
    });
    reply.code(201);
    return meterLimitsOn(db, body.effectiveFrom);
  },
});
