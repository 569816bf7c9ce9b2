import { getChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { UPLOAD_READERS } from '../access.ts';
import { loadUpload } from './channel-queries.ts';

export const getChannelUpload = defineRoute({
  endpoint: getChannelUploadEndpoint,
  access: UPLOAD_READERS,
  handler: ({ params, db }) => loadUpload(db, params.id),
});
