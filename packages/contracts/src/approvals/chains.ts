import { z } from 'zod';
import { roleSchema } from '../auth/current-user.ts';
import { endpoint, idParam } from '../http.ts';
import { id, integer } from '../primitives.ts';

/** Who may sign a step: holders of a role (optionally only of the document's department) or a named user. */
export const stepMemberSchema = z.object({
  role: roleSchema.nullable(),
  userId: z.number().int().nullable(),
  /** Role holders of the department of the document's employee (or of the requester) only. */
  ownDepartment: z.boolean(),
});
export type StepMember = z.infer<typeof stepMemberSchema>;

export const stepMemberViewSchema = stepMemberSchema.extend({
  /** The named user's full name (null for a role). */
  userName: z.string().nullable(),
  /** False when a named user is inactive. */
  isActive: z.boolean(),
});

export const chainStepSchema = z.object({
  id: z.number().int(),
  documentType: z.string(),
  seq: z.number().int(),
  signatoryTypeId: z.number().int(),
  signatoryTypeName: z.string(),
  /** Every named user signs (otherwise any one member decides the step). */
  allMustSign: z.boolean(),
  members: z.array(stepMemberViewSchema),
  updatedAt: z.string(),
});
export type ChainStep = z.infer<typeof chainStepSchema>;

export const documentTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  module: z.string(),
  link: z.string(),
  stepCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const STEP_NEEDS_MEMBER = 'Add at least one role or user who signs this step.';

/** A document type's code: 'billing.bill-cancellation'. */
export const documentTypeCode = z
  .string({ error: 'Choose a document type.' })
  .regex(/^[a-z][a-z0-9.-]{0,79}$/, 'Choose a document type.');

export const chainStepFieldsSchema = z.object({
  documentType: documentTypeCode,
  signatoryTypeId: id('This field is required.'),
  allMustSign: z.boolean().default(false),
  members: z
    .array(
      z
        .object({
          role: roleSchema.nullable().default(null),
          userId: id().nullable().default(null),
          ownDepartment: z.boolean().default(false),
        })
        .refine((m) => (m.role === null) !== (m.userId === null), 'A member is either a role or a user.'),
    )
    .min(1, STEP_NEEDS_MEMBER)
    .max(50),
  /** Position in the chain (1 = first); omitted: last. */
  seq: integer(1, 100).optional(),
});
export type ChainStepFields = z.input<typeof chainStepFieldsSchema>;

export const listDocumentTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories/document-types',
  summary: 'Document types that go through approval, with their number of steps and pending requests.',
  response: z.array(documentTypeSchema),
});

export const listChainStepsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories',
  summary: 'The approval chain of a document type (or of all), step by step.',
  query: z.object({ documentType: documentTypeCode.optional() }),
  response: z.array(chainStepSchema),
});

export const createChainStepEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/signatories',
  summary: 'Add a step to a document type’s approval chain.',
  body: chainStepFieldsSchema,
  response: chainStepSchema,
});

export const updateChainStepEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/signatories/{id}',
  summary: 'Change a step (signatory type, members, position). Pending requests follow the chain as it now is.',
  params: idParam,
  body: chainStepFieldsSchema,
  response: chainStepSchema,
});

export const deleteChainStepEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/admin/signatories/{id}',
  summary: 'Remove a step; the chain keeps at least one.',
  params: idParam,
});
