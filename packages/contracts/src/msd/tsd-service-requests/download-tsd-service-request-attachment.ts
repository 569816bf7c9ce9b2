import { SERVICE_REQUEST_BASE, technicalSideOf } from '../service-requests/service-request.ts';
import { downloadServiceRequestAttachmentEndpoint } from '../service-requests/download-service-request-attachment.ts';

export const downloadServiceRequestAttachmentTsdEndpoint = technicalSideOf(
  downloadServiceRequestAttachmentEndpoint,
  `${SERVICE_REQUEST_BASE.tsd}/{id}/Download`,
);
