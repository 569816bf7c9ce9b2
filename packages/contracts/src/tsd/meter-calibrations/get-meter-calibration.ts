import { endpoint, idParam } from '../../http.ts';
import { meterCalibrationSheetSchema } from './meter-calibration.ts';

export const getMeterCalibrationEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/MeterOnCalibrates/{id}',
  summary:
    'One calibration as its printed sheet shows it: the meter received, the test points, the weights and tolerance it was judged by, seals, instrument and signatories.',
  params: idParam,
  response: meterCalibrationSheetSchema,
});
