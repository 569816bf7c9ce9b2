import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { employeeBriefSchema } from './daily-time-record.ts';

const id = recordId();

const departmentFilter = z.object({ departmentId: id.optional() });

export const departmentEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetEmployeeByDepartment',
  summary: 'Employees of the department.',
  query: departmentFilter,
  response: z.array(employeeBriefSchema),
});
