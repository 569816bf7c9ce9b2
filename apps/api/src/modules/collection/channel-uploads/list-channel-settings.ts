// Each channel's column mapping and fee: configuration kept by the manager (decision 056).
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { UPLOAD_READERS } from '../access.ts';
import { channelSettings } from './channel-queries.ts';

export const listChannelSettings = defineRoute({
  endpoint: listChannelSettingsEndpoint,
  access: UPLOAD_READERS,
  handler: ({ db }) => channelSettings(db),
});
