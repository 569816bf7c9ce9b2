import { endpoint, idParam } from '../../http.ts';
import { meterReceiptSchema } from './meter-receipt.ts';

export const getMeterReceiptEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/warehouse/MeterPreCalibrates/{id}',
  summary: 'One received meter with its calibration result once tested.',
  params: idParam,
  response: meterReceiptSchema,
});
