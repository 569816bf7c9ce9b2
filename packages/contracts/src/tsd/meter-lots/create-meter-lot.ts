import { endpoint } from '../../http.ts';
import { createMeterLotBody, meterLotSchema } from './meter-lot.ts';

export const createMeterLotEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/meter-lots',
  summary:
    'Forms a sampling lot: the sample size code letter of its size (General Inspection Level II) and the single normal plan of its kind’s AQL (acceptance 1.0, in service 2.5) from the standard’s tables.',
  body: createMeterLotBody,
  response: meterLotSchema,
});
