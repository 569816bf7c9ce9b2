// The reads a channel upload changes: the uploads, their lines, the accounts and DCRs they post to.
import {
  getChannelUploadEndpoint,
  listChannelLinesEndpoint,
  listChannelSettingsEndpoint,
  listChannelUploadsEndpoint,
} from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { COLLECTION_READS } from '../collection-reads.ts';

export const CHANNEL_READS = [
  listChannelUploadsEndpoint,
  getChannelUploadEndpoint,
  listChannelLinesEndpoint,
  listChannelSettingsEndpoint,
  ...COLLECTION_READS,
];
