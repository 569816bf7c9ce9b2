import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id, calendarDate } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { ServiceRequestAction } from '../enums.ts';
import { SERVICE_REQUEST_BASE, instant, serviceRequestDetailSchema } from './service-request.ts';

const target = { serviceRequestId: id() };
/** When it happened; now when left out. Never in the future, never before the previous step. */
const at = instant().nullish();

export const serviceRequestStatusBody = z.discriminatedUnion(
  'action',
  [
    z.object({ ...target, action: z.literal(ServiceRequestAction.Approve), remarks: optionalText(500) }),
    z.object({ ...target, action: z.literal(ServiceRequestAction.Reject), remarks: requiredText(1, 500) }),
    z.object({
      ...target,
      action: z.literal(ServiceRequestAction.Assign),
      teamId: id(),
      scheduleDate: calendarDate(),
    }),
    z.object({
      ...target,
      action: z.literal(ServiceRequestAction.Reschedule),
      scheduleDate: calendarDate(),
      reason: requiredText(1, 500),
    }),
    z.object({ ...target, action: z.literal(ServiceRequestAction.Dispatch), at }),
    z.object({ ...target, action: z.literal(ServiceRequestAction.Arrive), at }),
    z.object({
      ...target,
      action: z.literal(ServiceRequestAction.Findings),
      findings: requiredText(1, 2000),
      actionTaken: optionalText(2000),
      materialsUsed: optionalText(2000),
    }),
    z.object({ ...target, action: z.literal(ServiceRequestAction.Accomplish), at }),
    z.object({ ...target, action: z.literal(ServiceRequestAction.Cancel), reason: requiredText(1, 500) }),
  ],
  { error: 'Choose what to do with the request.' },
);

const summary =
  'Moves a request on: Approve / Reject (the approval engine: first then second approval), Assign to a team with a schedule, Reschedule before dispatch (the crew or the assigner), the crew Dispatch / Arrive times, Findings, Accomplish, Cancel. Each change is one history event; a change already made answers 409.';

export const changeServiceRequestStatusEndpoint = endpoint({
  method: 'POST',
  path: `${SERVICE_REQUEST_BASE.msd}/ServiceRequestStatus`,
  summary,
  body: serviceRequestStatusBody,
  response: serviceRequestDetailSchema,
});
