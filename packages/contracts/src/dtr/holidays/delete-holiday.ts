import { endpoint, idParam } from '../../http.ts';

export const deleteHolidayEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/holidays/{id}',
  summary: 'Remove a holiday (compute the affected days again).',
  params: idParam,
});
