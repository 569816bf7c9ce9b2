import { updateInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/update-interruption';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { INTERRUPTION_RECORDERS } from '../access.ts';
import { loadInterruption } from './interruption-queries.ts';
import { checkInterruption, countConsumers, interruptionColumns, storeRoutes } from './save-interruption.ts';

export const updateInterruption = defineRoute({
  endpoint: updateInterruptionEndpoint,
  access: anyRole(...INTERRUPTION_RECORDERS),
  async handler({ params, body, db, actor }) {
    checkInterruption(body);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-interruption', params.id);
      const before = await loadInterruption(trx, params.id);
      const consumers = await countConsumers(trx, body);
      await storeRoutes(trx, params.id, consumers.routes);
      await trx
        .updateTable('tsd_interruptions')
        .set({ ...interruptionColumns(body, consumers.total), updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-interruption',
        entityId: params.id,
        action: 'updated',
        ...diff(before, { ...before, ...body, consumersAffected: consumers.total }),
      });
    });
    return loadInterruption(db, params.id);
  },
});
