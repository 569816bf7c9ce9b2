import { z } from 'zod';
import { FIELD_ORDER_KINDS, FIELD_ORDER_STATUSES } from '../../billing/field-orders/field-order.ts';
import { CONNECTION_ORDER_STATUSES, CONNECTION_STAGES } from '../enums.ts';

/** One of billing's consumers as member services sees it: account, address, class, meter, status (no money). */
export const serviceRequestConsumerSchema = z.object({
  id: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  town: z.string(),
  branchCode: z.number().int(),
  consumerClass: z.string(),
  /** Billing's account status: NoAccount 0, Active 1, Disconnected 2. */
  accountStatus: z.number().int(),
  meterSerial: z.string().nullable(),
});
export type ServiceRequestConsumer = z.infer<typeof serviceRequestConsumerSchema>;

/** A connection order that opened or serves this account, with its application. */
export const consumerConnectionSchema = z.object({
  orderId: z.number().int(),
  coNumber: z.string(),
  status: z.enum(CONNECTION_ORDER_STATUSES),
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicationStage: z.enum(CONNECTION_STAGES),
  issuedAt: z.string(),
  energizedAt: z.string().nullable(),
  meterSerial: z.string().nullable(),
});
export type ConsumerConnection = z.infer<typeof consumerConnectionSchema>;

/** A disconnection or reconnection order of the account, from billing (no amounts). */
export const consumerFieldOrderSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(FIELD_ORDER_KINDS),
  status: z.enum(FIELD_ORDER_STATUSES),
  crew: z.string().nullable(),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
  sealNo: z.string().nullable(),
});
export type ConsumerFieldOrder = z.infer<typeof consumerFieldOrderSchema>;

/** The consumer view: the account, its connection history and its disconnections. */
export const serviceRequestConsumerDetailSchema = serviceRequestConsumerSchema.extend({
  connections: z.array(consumerConnectionSchema),
  fieldOrders: z.array(consumerFieldOrderSchema),
});
export type ServiceRequestConsumerDetail = z.infer<typeof serviceRequestConsumerDetailSchema>;
