import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id } from '../../primitives.ts';
import { z } from 'zod';
import { MAINTENANCE_KINDS } from '../common.ts';
import { maintenanceSchema } from './maintenance.ts';

export const listMaintenanceEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/maintenance',
  summary: 'Maintenance records, latest service first; by vehicle and kind, with the next-service alert.',
  query: pagingQuery.extend({ vehicleId: id().optional(), kind: z.enum(MAINTENANCE_KINDS).optional() }),
  response: pagedOf(maintenanceSchema),
});
