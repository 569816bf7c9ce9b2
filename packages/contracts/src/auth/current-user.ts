import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const roleSchema = z.enum(ROLES);

/** The signed-in user as `GET /api/auth/user` answers it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  branchCode: z.number().int().nullable(),
  employeeId: z.string().nullable(),
  roles: z.array(roleSchema),
  mustChangePassword: z.boolean(),
  /** The data privacy agreement version to accept before using the portal (decision 101), if any. */
  agreementDue: z.number().int().nullable(),
  /** True when the server runs with demo data, so the screens can mark it. */
  demoMode: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
