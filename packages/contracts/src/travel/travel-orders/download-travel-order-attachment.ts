import { endpoint, idParam } from '../../http.ts';

export const downloadTravelOrderAttachmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/ogm/travel-order-attachments/{id}',
  summary: "A travel order's attachment with its original name (whoever may read the order).",
  params: idParam,
  download: true,
});
