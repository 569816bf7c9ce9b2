import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { meterReaderSchema } from './meter-reader.ts';

export const listMeterReadersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readers',
  summary: 'Meter readers per branch.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(meterReaderSchema),
});
