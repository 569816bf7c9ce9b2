import { updatePoleEndpoint } from '@ilaw/contracts/gis/poles/update-pole';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { POLE_GATHERERS } from '../access.ts';
import { loadPole, poleTaken } from './pole-queries.ts';
import { poleColumns } from './save-pole.ts';

export const updatePole = defineRoute({
  endpoint: updatePoleEndpoint,
  access: anyRole(...POLE_GATHERERS),
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        await lockSubject(trx, 'gis-pole', params.id);
        const before = await loadPole(trx, params.id);
        const columns = await poleColumns(trx, body);
        await trx
          .updateTable('gis_poles')
          .set({ ...columns, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        const { updatedAt: _u, gatheredBy: _g, hasPhoto: _h, id: _i, transformerId: _t, ...old } = before;
        await recordAudit(trx, actor, {
          entityType: 'gis-pole',
          entityId: params.id,
          action: 'updated',
          ...diff(old, body),
        });
      })
      .catch(poleTaken);
    return loadPole(db, params.id);
  },
});
