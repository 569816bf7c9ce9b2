import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { LOCATION_TYPES } from '../enums.ts';
import { SERVICE_REQUEST_BASE } from './service-request.ts';

/** The edit form's values, as editServiceRequest takes them. */
export const serviceRequestEditFormSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  typeId: z.number().int(),
  subtypeId: z.number().int().nullable(),
  consumerId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  consumerName: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES),
  branchCode: z.number().int().nullable(),
  barangay: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  requesterName: z.string(),
  contactNo: z.string().nullable(),
  description: z.string(),
});

const summary = 'The values of the edit form of a service request still open.';

export const getServiceRequestEditFormEndpoint = endpoint({
  method: 'GET',
  path: `${SERVICE_REQUEST_BASE.msd}/{id}/editForm`,
  summary,
  params: idParam,
  response: serviceRequestEditFormSchema,
});
