import { downloadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/download-service-request-attachment';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { SIDE_ACCESS } from '../access.ts';

const ATTACHMENT_NOT_FOUND = 'The attachment was not found.';

export async function downloadAttachment({
  params,
  query,
  db,
  services,
}: HandlerInput<typeof downloadServiceRequestAttachmentEndpoint, SessionUser>) {
  const a = await db
    .selectFrom('msd_service_request_attachments')
    .select('file_id')
    .where('id', '=', params.id)
    .executeTakeFirst();
  if (!a) throw notFound(ATTACHMENT_NOT_FOUND);
  const stored = await services.files.read(db, a.file_id);
  if (!stored) throw notFound(ATTACHMENT_NOT_FOUND);
  // Inline only for images (the viewer); anything else is always saved, never rendered.
  const inline = query.inline === true && stored.file.contentType.startsWith('image/');
  return fileResponse(
    stored.file.originalName,
    stored.file.contentType,
    stored.bytes,
    inline ? 'inline' : 'attachment',
  );
}

export const downloadServiceRequestAttachment = defineRoute({
  endpoint: downloadServiceRequestAttachmentEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: downloadAttachment,
});
