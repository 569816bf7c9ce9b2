// A new threshold from a date on; earlier ones stay for the dates they covered (date-effective).
// Never from a past date (decision 115): the days already past keep the threshold they had.
import { createDisconnectionThresholdEndpoint } from '@ilaw/contracts/billing/disconnections/create-disconnection-threshold';
import { DISCONNECTION_MESSAGES } from '@ilaw/contracts/billing/disconnections/disconnection';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { DISCONNECTION_SETTINGS } from '../access.ts';
import { thresholds } from './disconnection-queries.ts';

export const createDisconnectionThreshold = defineRoute({
  endpoint: createDisconnectionThresholdEndpoint,
  access: DISCONNECTION_SETTINGS,
  async handler({ body, db, actor, user, reply }) {
    if (body.effectiveFrom < manilaToday()) throw fieldError('effectiveFrom', DISCONNECTION_MESSAGES.thresholdInPast);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('billing_disconnection_thresholds')
          .values({
            effective_from: body.effectiveFrom,
            min_arrears: body.minArrears,
            min_days_past_due: body.minDaysPastDue,
            created_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'billing-disconnection-threshold',
          entityId: row.id,
          action: 'created',
          newValues: body,
        });
        return row.id;
      })
      .catch(
        duplicateToConflict({
          constraint: 'billing_disconnection_thresholds_effective_from_key',
          field: 'effectiveFrom',
          message: 'A threshold already takes effect on this date.',
        }),
      );
    reply.code(201);
    return (await thresholds(db)).find((t) => t.id === id)!;
  },
});
