import { createSurchargeRuleEndpoint } from '@ilaw/contracts/collection/surcharge-rules/create-surcharge-rule';
import { SURCHARGE_RULE_TAKEN } from '@ilaw/contracts/collection/surcharge-rules/surcharge-rule';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CONFIG_WRITERS } from '../access.ts';
import { surchargeRuleRows } from './surcharge-rule-queries.ts';

export const createSurchargeRule = defineRoute({
  endpoint: createSurchargeRuleEndpoint,
  access: CONFIG_WRITERS,
  async handler({ body, db, actor, user, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('collection_surcharge_rules')
          .values({
            consumer_class: body.consumerClass,
            effective_from: body.effectiveFrom,
            exempt: body.exempt,
            rate_percent: body.ratePercent,
            monthly_interest_percent: body.monthlyInterestPercent,
            minimum_amount: body.minimumAmount,
            vat_percent: body.vatPercent,
            grace_days: body.graceDays,
            base: body.base,
            remarks: body.remarks,
            created_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-surcharge-rule',
          entityId: row.id,
          action: 'created',
          newValues: { ...body },
        });
        return row.id;
      })
      .catch(
        duplicateToConflict({
          constraint: 'collection_surcharge_rules_consumer_class',
          message: SURCHARGE_RULE_TAKEN,
          field: 'effectiveFrom',
        }),
      );
    reply.code(201);
    const [rule] = await surchargeRuleRows(db, manilaToday(), id);
    if (!rule) throw new Error('created rule vanished');
    return rule;
  },
});
