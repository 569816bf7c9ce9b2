import { endpoint } from '../../http.ts';
import { meterReaderFields, meterReaderSchema } from './meter-reader.ts';

export const createMeterReaderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readers',
  summary: 'Add a meter reader.',
  body: meterReaderFields,
  response: meterReaderSchema,
});
