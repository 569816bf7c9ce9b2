import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { id } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { SERVICE_REQUEST_BASE, serviceRequestDetailSchema } from './service-request.ts';

const body = z.object({
  serviceRequestId: id(),
  /** 'true': photos or documents of the crew's findings. */
  isFinding: queryBoolean.optional(),
  description: optionalText(200),
});
const summary =
  'Attaches one or more files (multipart field "file"; fields serviceRequestId, isFinding, description). History: UploadedAttachments. Over the upload limit answers 413.';

export const uploadServiceRequestAttachmentEndpoint = endpoint({
  method: 'POST',
  path: `${SERVICE_REQUEST_BASE.msd}/UploadAttachment`,
  summary,
  multipart: true,
  body,
  response: serviceRequestDetailSchema,
});
