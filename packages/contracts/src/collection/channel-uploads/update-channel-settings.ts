import { endpoint } from '../../http.ts';
import { channelSchema, channelSettingsFields, channelSettingsSchema } from './channel-upload.ts';
import { z } from 'zod';

export const updateChannelSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/collection/channels/{channel}',
  summary: "Changes a channel's column mapping and fee.",
  params: z.object({ channel: channelSchema }),
  body: channelSettingsFields,
  response: channelSettingsSchema,
});
