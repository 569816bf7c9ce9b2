import { createNonPowerScheduleEndpoint } from '@ilaw/contracts/collection/non-power-schedules/create-non-power-schedule';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { loadSchedules } from './schedule-queries.ts';

export const createNonPowerSchedule = defineRoute({
  endpoint: createNonPowerScheduleEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, user, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const type = await trx
        .selectFrom('collection_non_power_types')
        .select(['id', 'is_active'])
        .where('id', '=', body.typeId)
        .executeTakeFirst();
      if (!type || !type.is_active) throw fieldError('typeId', 'Choose an active non-power bill type.');
      if (!(await billingConsumerById(trx, body.consumerId)))
        throw fieldError('consumerId', 'The consumer was not found.');
      const row = await trx
        .insertInto('collection_non_power_schedules')
        .values({
          type_id: type.id,
          consumer_id: body.consumerId,
          description: body.description,
          amount: body.amount,
          first_period: body.firstPeriod,
          months: body.months,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'collection-non-power-schedule',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    const [schedule] = await loadSchedules(db, id);
    if (!schedule) throw notFound('The recurring bill was not found.');
    return schedule;
  },
});
