import { endpoint, idParam } from '../../http.ts';
import { employeeRecordParam } from './get-employee.ts';
import { employeeSchema } from './employee.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image.';

export const updateEmployeeImageEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Employees/{id}/UpdateImage',
  summary: `Replace the employee's photo (multipart, one file). JPEG, PNG or WebP judged by content; over ${PHOTO_MAX_BYTES / 1024 / 1024} MB answers 413, another type 415.`,
  params: idParam,
  multipart: true,
  response: employeeSchema,
});

export const getEmployeeImageEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/image',
  summary: "The employee's photo bytes (inline); 204 with no body when there is no photo.",
  params: employeeRecordParam,
  download: true,
});
