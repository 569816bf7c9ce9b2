import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { optionalText, requiredText } from '../validation.ts';

/** The title a signatory signs under (Approver, Recommender, Payroll Checker, ...). */
export const signatoryTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Chain steps that sign under this type. */
  stepCount: z.number().int(),
});
export type SignatoryType = z.infer<typeof signatoryTypeSchema>;

export const SIGNATORY_TYPE_NAME_TAKEN = 'A signatory type with this name already exists.';

export const signatoryTypeFieldsSchema = z.object({
  name: requiredText(2, 80),
  description: optionalText(255),
  isActive: z.boolean().default(true),
});
export type SignatoryTypeFields = z.input<typeof signatoryTypeFieldsSchema>;

export const listSignatoryTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories/types',
  summary: 'Signatory types (the titles chain steps sign under), by name.',
  response: z.array(signatoryTypeSchema),
});

export const createSignatoryTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/signatories/types',
  summary: 'Add a signatory type.',
  body: signatoryTypeFieldsSchema,
  response: signatoryTypeSchema,
});

export const updateSignatoryTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/signatories/types/{id}',
  summary: 'Rename, describe or deactivate a signatory type.',
  params: idParam,
  body: signatoryTypeFieldsSchema,
  response: signatoryTypeSchema,
});
