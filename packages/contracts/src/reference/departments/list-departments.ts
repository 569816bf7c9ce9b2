import { endpoint } from '../../http.ts';
import { departmentSchema } from '../departments.ts';
import { z } from 'zod';

export const listDepartmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/departments',
  summary: 'All departments (OGM, CPD, ISD, FSD, TSD, IAD and any added).',
  response: z.array(departmentSchema),
});
