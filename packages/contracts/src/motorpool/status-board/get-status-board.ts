// Vehicle/Driver Status: where every vehicle and driver is today.
import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { SERVICE_DUE_STATES, VEHICLE_STATUSES } from '../common.ts';

export const BOARD_STATES = ['Available', 'OnTrip', 'Scheduled', 'UnderRepair'] as const;

export const statusBoardRowSchema = z.object({
  vehicleId: z.number().int(),
  vehicleNo: z.string(),
  plateNo: z.string(),
  name: z.string(),
  vehicleStatus: z.enum(VEHICLE_STATUSES),
  state: z.enum(BOARD_STATES),
  /** The trip running now, or the next approved one. */
  tripNo: z.string().nullable(),
  destination: z.string().nullable(),
  driver: z.string().nullable(),
  until: z.string().nullable(),
  odometer: z.number().int(),
  serviceDue: z.enum(SERVICE_DUE_STATES),
  serviceDueText: z.string().nullable(),
});

export type StatusBoardRow = z.infer<typeof statusBoardRowSchema>;

export const getStatusBoardEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/motor-pool/status-board',
  summary:
    'Every vehicle in service today: available, on a trip (with driver and destination), scheduled (its next approved trip), or under repair; and its service alert.',
  response: z.object({ date: z.string(), vehicles: z.array(statusBoardRowSchema) }),
});
