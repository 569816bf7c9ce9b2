import { listChannelUploadsEndpoint } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { UPLOAD_READERS } from '../access.ts';
import { channelValue, toUploadRow, uploadRows } from './channel-queries.ts';

export const listChannelUploads = defineRoute({
  endpoint: listChannelUploadsEndpoint,
  access: UPLOAD_READERS,
  async handler({ query, db }) {
    let q = uploadRows(db);
    if (query.channel !== undefined) q = q.where('u.channel', '=', channelValue(query.channel));
    if (query.status !== undefined) q = q.where('u.status', '=', query.status);
    if (query.from !== undefined) q = q.where('u.remittance_date', '>=', query.from);
    if (query.to !== undefined) q = q.where('u.remittance_date', '<=', query.to);
    const requested = requestedOrder(query, {
      remittanceDate: sql`u.remittance_date`,
      channel: sql`u.channel`,
      status: sql`u.status`,
      channelGross: sql`u.channel_gross`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('u.remittance_date', 'desc').orderBy('u.id', 'desc'), query, toUploadRow);
  },
});
