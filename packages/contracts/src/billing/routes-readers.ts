import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { requiredText } from '../validation.ts';
import { branchCode, id } from '../primitives.ts';

export const meterReaderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  branchCode: z.number().int(),
  isActive: z.boolean(),
  routeCount: z.number().int(),
});
export const meterReaderFields = z.object({
  userId: id().nullable().default(null),
  name: requiredText(2, 150),
  branchCode: branchCode(),
  isActive: z.boolean().default(true),
});
export const listMeterReadersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readers',
  summary: 'Meter readers per branch.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(meterReaderSchema),
});
export const createMeterReaderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readers',
  summary: 'Add a meter reader.',
  body: meterReaderFields,
  response: meterReaderSchema,
});
export const updateMeterReaderEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/meter-readers/{id}',
  summary: 'Change a meter reader.',
  params: idParam,
  body: meterReaderFields,
  response: meterReaderSchema,
});

export const billingRouteSchema = z.object({
  id: z.number().int(),
  branchCode: z.number().int(),
  code: z.string(),
  name: z.string(),
  meterReaderId: z.number().int().nullable(),
  meterReaderName: z.string().nullable(),
  readingDay: z.number().int(),
  isActive: z.boolean(),
  consumerCount: z.number().int(),
});
export type BillingRoute = z.infer<typeof billingRouteSchema>;
export const billingRouteFields = z.object({
  branchCode: branchCode(),
  code: requiredText(1, 20),
  name: requiredText(2, 100),
  meterReaderId: id().nullable().default(null),
  readingDay: z
    .number()
    .int()
    .min(1, 'Number should be between 1 and 28')
    .max(28, 'Number should be between 1 and 28')
    .default(1),
  isActive: z.boolean().default(true),
});
export const listRoutesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/routes',
  summary: 'Reading routes with their meter readers and consumer counts.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(billingRouteSchema),
});
export const createRouteEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/routes',
  summary: 'Add a reading route.',
  body: billingRouteFields,
  response: billingRouteSchema,
});
export const updateRouteEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/routes/{id}',
  summary: 'Change a reading route.',
  params: idParam,
  body: billingRouteFields,
  response: billingRouteSchema,
});

export const cancellationApproverSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  hasRole: z.boolean(),
  createdAt: z.string(),
});
export const listCancellationApproversEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/cancellation-approvers',
  summary: 'Users configured to approve bill cancellations.',
  response: z.array(cancellationApproverSchema),
});
export const addCancellationApproverEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/cancellation-approvers',
  summary: 'Configure a user (holding BillCancellationApprover) as a bill cancellation approver.',
  body: z.object({ userId: id() }),
  response: cancellationApproverSchema,
});
export const removeCancellationApproverEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/billing/cancellation-approvers/{id}',
  summary: 'Remove a bill cancellation approver (id is the user id).',
  params: idParam,
});
