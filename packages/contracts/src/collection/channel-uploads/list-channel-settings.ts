import { endpoint } from '../../http.ts';
import { channelSettingsSchema } from './channel-upload.ts';
import { z } from 'zod';

export const listChannelSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/channels',
  summary: "Each payment channel's column mapping, fee and teller.",
  response: z.array(channelSettingsSchema),
});
