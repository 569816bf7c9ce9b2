import { endpoint } from '../../http.ts';
import { channelUploadFields, channelUploadSchema } from './channel-upload.ts';

export const createChannelUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/fsd/collection/UploadCollectionLogs',
  summary: "Starts a channel upload with the channel's remittance advice (gross, fees, bank deposit); 201.",
  body: channelUploadFields,
  response: channelUploadSchema,
});
