import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { meterCalibrationFields, meterCalibrationSchema } from './meter-calibration.ts';

export const createMeterCalibrationEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/MeterOnCalibrates',
  summary:
    "Records a received meter's calibration once: the errors at light load, full load and power factor, the weighted average judged against the tolerance of the test date for its reason (new or in service), seals.",
  body: meterCalibrationFields.extend({ receiptId: id('Choose the received meter.') }),
  response: meterCalibrationSchema,
});
