import { z } from 'zod';
import { endpoint, idParam, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import {
  channelLineSchema,
  channelLineStatusSchema,
  channelSchema,
  channelSettingsFields,
  channelSettingsSchema,
  channelUploadFields,
  channelUploadRowSchema,
  channelUploadSchema,
  channelUploadStatusSchema,
} from './channel-upload.ts';

export const createChannelUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/fsd/collection/UploadCollectionLogs',
  summary: "Starts a channel upload with the channel's remittance advice (gross, fees, bank deposit); 201.",
  body: channelUploadFields,
  response: channelUploadSchema,
});

export const CHANNEL_UPLOAD_SORT = ['remittanceDate', 'channel', 'status', 'channelGross'] as const;
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

export const getChannelUploadEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/collection/UploadCollectionLogs/{id}',
  summary: 'One channel upload with its counts and remittance reconciliation.',
  params: idParam,
  response: channelUploadSchema,
});

export const uploadPaymentLogsEndpoint = endpoint({
  method: 'POST',
  path: '/api/fsd/collection/UploadCollectionLogs/{id}/PaymentLogs',
  summary:
    "Attaches the channel's file (.xlsx or .csv, columns as the channel's mapping names them) to a draft upload: each line is read and kept; a line that cannot be read, or that repeats an earlier line's reference, is held with its reason. Nothing posts yet.",
  params: idParam,
  multipart: true,
  body: z.object({}),
  response: channelUploadSchema,
});

export const postChannelUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/upload-collection/{id}/post',
  summary:
    "Posts the upload's lines once: an unknown account, no bill for the period, an amount that does not match the amount due, or a repeated reference or account and period is held with its reason; a bill already paid is credited to the advance balance; the rest pay their bill through the channel's teller. Posting again answers the posted upload.",
  params: idParam,
  response: channelUploadSchema,
});

export const listChannelLinesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/upload-collection/{id}/lines',
  summary: "An upload's lines in file order, with their status and reason.",
  params: idParam,
  query: pagingQuery.extend({ status: channelLineStatusSchema.optional() }),
  response: pagedOf(channelLineSchema),
});

export const exportOnlineCollectionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/online-collection/export/{id}',
  summary: 'An upload as an .xlsx workbook: its lines with status and reason, and the remittance reconciliation.',
  params: idParam,
  download: true,
});

export const listChannelSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/channels',
  summary: "Each payment channel's column mapping, fee and teller.",
  response: z.array(channelSettingsSchema),
});

export const updateChannelSettingsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/collection/channels/{channel}',
  summary: "Changes a channel's column mapping and fee.",
  params: z.object({ channel: channelSchema }),
  body: channelSettingsFields,
  response: channelSettingsSchema,
});
