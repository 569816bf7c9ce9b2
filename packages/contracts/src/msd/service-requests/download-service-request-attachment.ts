import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../../http.ts';
import { SERVICE_REQUEST_BASE } from './service-request.ts';

/** inline=true: shown in the browser (the image viewer) rather than saved. */
const query = z.object({ inline: queryBoolean.optional() });
const summary = 'Downloads an attachment of a service request (id: the attachment) with its original name.';

export const downloadServiceRequestAttachmentEndpoint = endpoint({
  method: 'GET',
  path: `${SERVICE_REQUEST_BASE.msd}/{id}/Download`,
  summary,
  params: idParam,
  query,
  download: true,
});
