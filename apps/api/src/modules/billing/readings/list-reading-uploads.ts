import { listReadingUploadsEndpoint } from '@ilaw/contracts/billing/readings/list-reading-uploads';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { READING_FILES } from '../access.ts';
import { toUpload, uploadQuery } from './reading-queries.ts';

export const listReadingUploads = defineRoute({
  endpoint: listReadingUploadsEndpoint,
  access: READING_FILES,
  async handler({ query, db }) {
    let q = uploadQuery(db);
    if (query.billMonthId !== undefined) q = q.where('u.bill_month_id', '=', query.billMonthId);
    return paginate(q.orderBy('u.id', 'desc'), query, (r) => toUpload(r));
  },
});
