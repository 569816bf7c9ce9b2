// The reads a channel upload changes: the uploads, their lines, the accounts and DCRs they post to.
import { getChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/get-channel-upload';
import { listChannelLinesEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-lines';
import { listChannelSettingsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-settings';
import { listChannelUploadsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-uploads';
import { COLLECTION_READS } from '../collection-reads.ts';

export const CHANNEL_READS = [
  listChannelUploadsEndpoint,
  getChannelUploadEndpoint,
  listChannelLinesEndpoint,
  listChannelSettingsEndpoint,
  ...COLLECTION_READS,
];
