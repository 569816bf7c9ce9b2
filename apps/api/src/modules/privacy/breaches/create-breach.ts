import { createBreachEndpoint } from '@ilaw/contracts/privacy/create-breach';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { PRIVACY_ADMIN } from '../access.ts';
import { breachColumns } from './breach-fields.ts';
import { breachRows, toBreach } from './breach-queries.ts';

export const createBreach = defineRoute({
  endpoint: createBreachEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ user, body, db, actor, reply }) {
    const columns = breachColumns(body);
    const id = await db.transaction().execute(async (trx) => {
      const year = body.discoveredAt.slice(0, 4);
      const breachNo = formatDocumentNumber('DB', year, await nextDocumentNumber(trx, 'privacy-breach', year), 3);
      const row = await trx
        .insertInto('privacy_breaches')
        .values({ ...columns, breach_no: breachNo, recorded_by: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'privacy-breach',
        entityId: String(row.id),
        action: 'created',
        newValues: { breachNo, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return toBreach(await breachRows(db).where('b.id', '=', id).executeTakeFirstOrThrow(), new Date());
  },
});
