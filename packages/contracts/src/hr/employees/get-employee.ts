import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { employeeSchema } from './employee.ts';

/** `{employeeId}` in the HR employee paths is the record id (the number in /isd/hr/employees/:id). */
export const employeeRecordParam = z.object({ employeeId: id() });

export const getEmployeeEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}',
  summary: 'One employee by record id.',
  params: employeeRecordParam,
  response: employeeSchema,
});
