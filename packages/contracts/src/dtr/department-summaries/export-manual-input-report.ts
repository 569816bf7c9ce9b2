import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrManualInputReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments/manual-input/summary/report',
  summary: 'Manual DTR edits of a period as .xlsx (who, when, why, old and new punches).',
  query: withPeriod(period.extend({ departmentId: id.optional() })),
  download: true,
});
