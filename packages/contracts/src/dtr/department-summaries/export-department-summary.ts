import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrDtrSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments/summary',
  summary:
    'Department summary of a period as .xlsx (one sheet per department, a row per employee). A DepartmentDtrMonitoring user gets their own department only.',
  query: withPeriod(period.extend({ departmentId: id.optional() })),
  download: true,
});
