// New quality levels for meter lots, in force from today or later; only levels the sampling table
// (tsd_aql_plans, Z1.4 Table II-A as data) has plans for, or no lot could be formed under them.
import { createSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/create-sampling-settings';
import { aqlWithoutPlans } from '@ilaw/contracts/tsd/sampling-settings/sampling-settings';
import { LIMITS_TAKEN } from '@ilaw/contracts/tsd/limits/limits';
import { Decimal } from 'decimal.js';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { SETTING_EDITORS } from '../access.ts';
import { checkEffectiveFrom } from '../limits/effective-from.ts';

export const createSamplingSettings = defineRoute({
  endpoint: createSamplingSettingsEndpoint,
  access: anyRole(...SETTING_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    checkEffectiveFrom(body.effectiveFrom);
    const planned = (await db.selectFrom('tsd_aql_plans').select('aql').distinct().orderBy('aql').execute()).map(
      (r) => r.aql,
    );
    const known = (v: string) => planned.find((p) => new Decimal(p).eq(v));
    for (const field of ['acceptanceAql', 'inServiceAql'] as const)
      if (known(body[field]) === undefined) throw fieldError(field, aqlWithoutPlans(planned));
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('tsd_sampling_settings')
        .values({
          effective_from: body.effectiveFrom,
          acceptance_aql: body.acceptanceAql,
          in_service_aql: body.inServiceAql,
          updated_by: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(
          duplicateToConflict({
            constraint: 'tsd_sampling_settings_pkey',
            message: LIMITS_TAKEN,
            field: 'effectiveFrom',
          }),
        );
      await recordAudit(trx, actor, {
        entityType: 'tsd-limits',
        entityId: `sampling-${body.effectiveFrom}`,
        action: 'created',
        newValues: body,
      });
      return inserted;
    });
    reply.code(201);
    return { effectiveFrom: row.effective_from, acceptanceAql: row.acceptance_aql, inServiceAql: row.in_service_aql };
  },
});
