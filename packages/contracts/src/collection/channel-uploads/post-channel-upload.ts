import { endpoint, idParam } from '../../http.ts';
import { channelUploadSchema } from './channel-upload.ts';

export const postChannelUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/upload-collection/{id}/post',
  summary:
    "Posts the upload's lines once: an unknown account, no bill for the period, an amount that does not match the amount due, or a repeated reference or account and period is held with its reason; a bill already paid is credited to the advance balance; the rest pay their bill through the channel's teller. Posting again answers the posted upload.",
  params: idParam,
  response: channelUploadSchema,
});
