import { listChannelLinesEndpoint } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { UPLOAD_READERS } from '../access.ts';
import { lineRows, loadUpload, toLine } from './channel-queries.ts';

export const listChannelLines = defineRoute({
  endpoint: listChannelLinesEndpoint,
  access: UPLOAD_READERS,
  async handler({ params, query, db }) {
    await loadUpload(db, params.id);
    let q = lineRows(db).where('l.upload_id', '=', params.id);
    if (query.status !== undefined) q = q.where('l.status', '=', query.status);
    return paginate(q.orderBy('l.row_no'), query, toLine);
  },
});
