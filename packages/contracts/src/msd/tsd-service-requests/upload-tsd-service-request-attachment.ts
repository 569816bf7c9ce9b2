import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { uploadServiceRequestAttachmentEndpoint } from '../service-requests/upload-service-request-attachment.ts';

export const uploadServiceRequestAttachmentTsdEndpoint = technicalSideOf(
  uploadServiceRequestAttachmentEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/UploadAttachment`,
);
