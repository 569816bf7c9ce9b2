import { endpoint } from '../../http.ts';
import { meterReceiptFields, meterReceiptSchema } from './meter-receipt.ts';

export const createMeterReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/warehouse/MeterPreCalibrates',
  summary:
    'Logs a meter received for calibration (numbered MR-<year>-NNNNNN): new, in-service sample, complaint or pulled out.',
  body: meterReceiptFields,
  response: meterReceiptSchema,
});
