import { z } from 'zod';
import { roleSchema } from '../../auth/current-user.ts';
import { optionalEmail, requiredText } from '../../validation.ts';
import { branchCode, id } from '../../primitives.ts';

/** A portal account as the admin screens show it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  branchCode: z.number().int().nullable(),
  employeeId: z.string().nullable(),
  roles: z.array(roleSchema),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USERNAME_PATTERN_MESSAGE = 'Use letters, digits, dots, dashes and underscores only.';

/** Fields an admin edits on create and on update. */
export const userFieldsSchema = z.object({
  username: requiredText(3, 50).pipe(z.string().regex(/^[A-Za-z0-9._-]+$/, USERNAME_PATTERN_MESSAGE)),
  fullName: requiredText(2, 150),
  email: optionalEmail(),
  departmentId: id().nullable().default(null),
  branchCode: branchCode().nullable().default(null),
  roles: z.array(roleSchema).default([]),
  isActive: z.boolean().default(true),
});
export type UserFields = z.input<typeof userFieldsSchema>;
