import { endpoint, idParam } from '../../http.ts';
import { meterCalibrationFields, meterCalibrationSchema } from './meter-calibration.ts';

export const updateMeterCalibrationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/MeterOnCalibrates/{id}',
  summary: 'Corrects a calibration and judges it again.',
  params: idParam,
  body: meterCalibrationFields,
  response: meterCalibrationSchema,
});
