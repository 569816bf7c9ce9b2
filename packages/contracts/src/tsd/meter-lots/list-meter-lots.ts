import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { METER_LOT_KINDS } from '../enums.ts';
import { meterLotSchema } from './meter-lot.ts';

export const listMeterLotsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-lots',
  summary: 'Sampling lots, newest first, each with its sample tested so far and its result.',
  query: z.object({ kind: z.enum(METER_LOT_KINDS).optional() }),
  response: z.array(meterLotSchema),
});
