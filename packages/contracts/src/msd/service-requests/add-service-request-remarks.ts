import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { SERVICE_REQUEST_BASE, serviceRequestDetailSchema } from './service-request.ts';

const body = z.object({ serviceRequestId: id(), remarks: requiredText(1, 1000) });
const summary = 'Adds remarks to a request (history: AddedRemarks).';

export const addServiceRequestRemarksEndpoint = endpoint({
  method: 'POST',
  path: `${SERVICE_REQUEST_BASE.msd}/ServiceRequestRemarks`,
  summary,
  body,
  response: serviceRequestDetailSchema,
});
