import { endpoint, idParam } from '../../http.ts';
import { employeeSchema } from './employee.ts';
import { PHOTO_MAX_BYTES } from './employee-image.ts';

export const updateEmployeeImageEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Employees/{id}/UpdateImage',
  summary: `Replace the employee's photo (multipart, one file). JPEG, PNG or WebP judged by content; over ${PHOTO_MAX_BYTES / 1024 / 1024} MB answers 413, another type 415.`,
  params: idParam,
  multipart: true,
  response: employeeSchema,
});
