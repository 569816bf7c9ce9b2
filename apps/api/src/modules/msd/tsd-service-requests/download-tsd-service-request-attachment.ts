import { downloadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/download-tsd-service-request-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { downloadAttachment } from '../service-requests/download-service-request-attachment.ts';

export const downloadServiceRequestAttachmentTsd = defineRoute({
  endpoint: downloadServiceRequestAttachmentTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.read),
  handler: downloadAttachment,
});
