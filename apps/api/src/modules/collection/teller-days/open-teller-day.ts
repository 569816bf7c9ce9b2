import { openTellerDayEndpoint, TELLER_DAY_ALREADY_OPEN } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { TELLER } from '../access.ts';
import { requireTeller } from '../tellers/teller-queries.ts';
import { loadDayRow } from './dcr-queries.ts';

export const openTellerDay = defineRoute({
  endpoint: openTellerDayEndpoint,
  access: TELLER,
  async handler({ db, user, actor, reply }) {
    const teller = await requireTeller(db, user.id);
    const today = manilaToday();
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('collection_teller_days')
          .values({ teller_id: teller.id, business_date: today, opened_by: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-teller-day',
          entityId: row.id,
          action: 'opened',
          newValues: { tellerId: teller.id, businessDate: today },
        });
        return row.id;
      })
      .catch(duplicateToConflict({ constraint: 'collection_teller_days_teller_id', message: TELLER_DAY_ALREADY_OPEN }));
    reply.code(201);
    return loadDayRow(db, id);
  },
});
