import { endpoint, idParam } from '../../http.ts';
import { channelUploadSchema } from './channel-upload.ts';

export const getChannelUploadEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/collection/UploadCollectionLogs/{id}',
  summary: 'One channel upload with its counts and remittance reconciliation.',
  params: idParam,
  response: channelUploadSchema,
});
