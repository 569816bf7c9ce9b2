import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { METER_LOT_KINDS } from '../enums.ts';
import { switchingStateSchema } from './meter-lot.ts';

export const getLotSwitchingEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-lots/switching',
  summary:
    "Each kind of lot's current inspection severity (normal, tightened, reduced) by ANSI/ASQ Z1.4's switching rules over its lots decided so far.",
  response: z.array(z.object({ kind: z.enum(METER_LOT_KINDS), state: switchingStateSchema })),
});
