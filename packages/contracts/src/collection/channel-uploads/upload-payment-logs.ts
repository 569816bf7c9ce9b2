import { endpoint, idParam } from '../../http.ts';
import { channelUploadSchema } from './channel-upload.ts';
import { z } from 'zod';

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
