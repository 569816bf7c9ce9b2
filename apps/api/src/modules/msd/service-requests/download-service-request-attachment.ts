// A service request's attachment (both sides): inline only for an image when asked (the viewer),
// anything else always saved, never rendered.
import { downloadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/download-service-request-attachment';
import { storedFileResponse } from '../../../platform/files/stored-file-response.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';

export async function downloadAttachment(
  ctx: HandlerInput<typeof downloadServiceRequestAttachmentEndpoint, SessionUser>,
) {
  return storedFileResponse(ctx, {
    record: await ctx.db
      .selectFrom('msd_service_request_attachments')
      .select('file_id')
      .where('id', '=', ctx.params.id)
      .executeTakeFirst(),
    fileId: (a) => a.file_id,
    notFound: 'The attachment was not found.',
    disposition: { inlineImages: ctx.query.inline },
  });
}

export const downloadServiceRequestAttachment = defineRoute({
  endpoint: downloadServiceRequestAttachmentEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: downloadAttachment,
});
