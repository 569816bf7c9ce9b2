import { endpoint, idParam } from '../../http.ts';
import { meterReaderFields, meterReaderSchema } from './meter-reader.ts';

export const updateMeterReaderEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/meter-readers/{id}',
  summary: 'Change a meter reader.',
  params: idParam,
  body: meterReaderFields,
  response: meterReaderSchema,
});
