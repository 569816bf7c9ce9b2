import { sql } from 'kysely';
import { listReadingUploadsEndpoint } from '@ilaw/contracts/billing/readings/list-reading-uploads';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { READING_FILES } from '../access.ts';
import { toUpload, uploadQuery } from './reading-queries.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';

export const listReadingUploads = defineRoute({
  endpoint: listReadingUploadsEndpoint,
  access: READING_FILES,
  async handler({ query, db }) {
    let q = uploadQuery(db);
    if (query.billMonthId !== undefined) q = q.where('u.bill_month_id', '=', query.billMonthId);
    const requested = requestedOrder(query, {
      createdAt: sql`u.created_at`,
      fileName: sql`lower(u.file_name)`,
      period: sql`m.period`,
      totalLines: sql`u.total_lines`,
      accepted: sql`u.accepted`,
      unchanged: sql`u.unchanged`,
      failed: sql`u.failed`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('u.id', 'desc'), query, (r) => toUpload(r));
  },
});
