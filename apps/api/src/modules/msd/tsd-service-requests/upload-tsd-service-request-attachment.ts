import { uploadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/upload-tsd-service-request-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { uploadAttachments } from '../service-requests/upload-service-request-attachment.ts';

export const uploadServiceRequestAttachmentTsd = defineRoute({
  endpoint: uploadServiceRequestAttachmentTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: uploadAttachments,
});
