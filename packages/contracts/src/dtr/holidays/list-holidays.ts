import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { integer } from '../../primitives.ts';
import { holidaySchema } from './holiday.ts';

export const listHolidaysEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/holidays',
  summary: 'The holiday calendar of a year.',
  query: z.object({ year: integer(2000, 2100) }),
  response: z.array(holidaySchema),
});
