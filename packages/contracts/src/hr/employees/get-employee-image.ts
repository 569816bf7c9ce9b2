import { endpoint } from '../../http.ts';
import { employeeRecordParam } from './get-employee.ts';

export const getEmployeeImageEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/image',
  summary: "The employee's photo bytes (inline); 204 with no body when there is no photo.",
  params: employeeRecordParam,
  download: true,
});
