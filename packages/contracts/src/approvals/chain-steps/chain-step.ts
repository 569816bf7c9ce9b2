// A step of a document type's approval chain: the signatory type it signs under and who may sign.
import { z } from 'zod';
import { roleSchema } from '../../auth/current-user.ts';
import { id, integer } from '../../primitives.ts';
import { documentTypeCode } from '../document-types/document-type.ts';

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

export const STEP_NEEDS_MEMBER = 'Add at least one role or user who signs this step.';

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
