// Document types that go through approval (each module adds its own by migration).
import { z } from 'zod';

export const documentTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  module: z.string(),
  link: z.string(),
  stepCount: z.number().int(),
  pendingCount: z.number().int(),
});

export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A document type's code: 'billing.bill-cancellation'. */
export const documentTypeCode = z
  .string({ error: 'Choose a document type.' })
  .regex(/^[a-z][a-z0-9.-]{0,79}$/, 'Choose a document type.');
