import { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaDate } from '../../../platform/time/manila.ts';
import { INTERRUPTION_RECORDERS } from '../access.ts';
import { loadInterruption } from './interruption-queries.ts';
import { checkInterruption, countConsumers, interruptionColumns, storeRoutes } from './save-interruption.ts';

export const createInterruption = defineRoute({
  endpoint: createInterruptionEndpoint,
  access: anyRole(...INTERRUPTION_RECORDERS),
  async handler({ body, db, actor, user, reply }) {
    checkInterruption(body);
    const id = await db.transaction().execute(async (trx) => {
      const consumers = await countConsumers(trx, body);
      const year = manilaDate(new Date(body.startedAt)).slice(0, 4);
      const no = formatDocumentNumber('PI', year, await nextDocumentNumber(trx, 'tsd.interruption', year));
      const row = await trx
        .insertInto('tsd_interruptions')
        .values({ ...interruptionColumns(body, consumers.total), interruption_no: no, created_by: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storeRoutes(trx, row.id, consumers.routes);
      await recordAudit(trx, actor, {
        entityType: 'tsd-interruption',
        entityId: row.id,
        action: 'created',
        newValues: { no, ...body, consumersAffected: consumers.total },
      });
      return row.id;
    });
    reply.code(201);
    return loadInterruption(db, id);
  },
});
