import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = withPeriod(z.object(periodFields));

export const personalArrangeEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord/Arrange',
  summary: 'My logs arranged into AM/PM in and out for a period, computed but not saved.',
  query: period,
  response: employeeDtrSchema,
});
