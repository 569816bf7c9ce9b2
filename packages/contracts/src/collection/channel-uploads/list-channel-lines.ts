import { endpoint, idParam, pagedOf, pagingQuery } from '../../http.ts';
import { channelLineSchema, channelLineStatusSchema } from './channel-upload.ts';

export const listChannelLinesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/upload-collection/{id}/lines',
  summary: "An upload's lines in file order, with their status and reason.",
  params: idParam,
  query: pagingQuery.extend({ status: channelLineStatusSchema.optional() }),
  response: pagedOf(channelLineSchema),
});
