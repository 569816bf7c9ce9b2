import { createOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/create-or-series';
import { OR_SERIES_OVERLAP } from '@ilaw/contracts/collection/or-series/or-series';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { OR_SERIES_WRITERS } from '../access.ts';
import { listSeries } from './or-series-queries.ts';

export const createOrSeries = defineRoute({
  endpoint: createOrSeriesEndpoint,
  access: OR_SERIES_WRITERS,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        // One assignment at a time: the overlap check then sees every committed range.
        await lockSubject(trx, 'collection-or-ranges', 0);
        const teller = await trx
          .selectFrom('collection_tellers')
          .select(['id', 'is_active'])
          .where('id', '=', body.tellerId)
          .executeTakeFirst();
        if (!teller) throw fieldError('tellerId', 'The teller was not found.');
        if (!teller.is_active) throw fieldError('tellerId', 'The teller is inactive.');
        const overlap = await trx
          .selectFrom('collection_or_series')
          .select(['start_no', 'end_no'])
          .where('start_no', '<=', body.endNo)
          .where('end_no', '>=', body.startNo)
          .executeTakeFirst();
        if (overlap) throw conflict(`${OR_SERIES_OVERLAP} (${overlap.start_no} to ${overlap.end_no})`, 'startNo');
        const row = await trx
          .insertInto('collection_or_series')
          .values({ teller_id: body.tellerId, start_no: body.startNo, end_no: body.endNo, assigned_by: actor.userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-teller',
          entityId: body.tellerId,
          action: 'or-series-assigned',
          newValues: { seriesId: row.id, startNo: body.startNo, endNo: body.endNo },
        });
        return row.id;
      })
      .catch((err: unknown) => {
        // The exclusion constraint is the safety net behind the check.
        if (typeof err === 'object' && err !== null && (err as { code?: string }).code === '23P01')
          throw conflict(OR_SERIES_OVERLAP, 'startNo');
        throw err;
      });
    reply.code(201);
    const [series] = await listSeries(db, { id });
    if (!series) throw new Error('created series vanished');
    return series;
  },
});
