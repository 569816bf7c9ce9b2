import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { channelSchema, channelUploadRowSchema, channelUploadStatusSchema } from './channel-upload.ts';
import { CHANNEL_UPLOAD_SORT } from './endpoints.ts';

export const listChannelUploadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/collection/UploadCollectionLogs',
  summary: 'Channel uploads, newest remittance first.',
  query: pagingQuery.extend({
    channel: channelSchema.optional(),
    status: channelUploadStatusSchema.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...sortQuery(CHANNEL_UPLOAD_SORT).shape,
  }),
  response: pagedOf(channelUploadRowSchema),
});
