import { endpoint } from '../../http.ts';
import { holidayFieldsSchema, holidaySchema } from './holiday.ts';

export const createHolidayEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/holidays',
  summary: 'Add a holiday (regular or special non-working).',
  body: holidayFieldsSchema,
  response: holidaySchema,
});
