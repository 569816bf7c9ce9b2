import { endpoint, idParam } from '../../http.ts';

export const downloadPolePhotoEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/poles/{id}/photo',
  summary: "The pole's photo, shown inline.",
  params: idParam,
  download: true,
});
