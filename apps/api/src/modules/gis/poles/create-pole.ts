import { createPoleEndpoint } from '@ilaw/contracts/gis/poles/create-pole';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POLE_GATHERERS } from '../access.ts';
import { loadPole, poleTaken } from './pole-queries.ts';
import { poleColumns } from './save-pole.ts';

export const createPole = defineRoute({
  endpoint: createPoleEndpoint,
  access: anyRole(...POLE_GATHERERS),
  async handler({ body, db, actor, user, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const columns = await poleColumns(trx, body);
        const row = await trx
          .insertInto('gis_poles')
          .values({ ...columns, gathered_by: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { entityType: 'gis-pole', entityId: row.id, action: 'created', newValues: body });
        return row.id;
      })
      .catch(poleTaken);
    reply.code(201);
    return loadPole(db, id);
  },
});
