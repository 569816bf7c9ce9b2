import { z } from 'zod';
import { endpoint } from '../http.ts';
import { MESSAGES } from '../validation.ts';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from './password-policy.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
/** The API's 403 to a session whose user must first replace a temporary password. */
export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing.';
export const CHANGE_PASSWORD_THROTTLED = 'Too many wrong passwords. Please wait a few minutes and try again.';

export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/ChangePassword',
  summary: "Change the signed-in user's password (current, new, confirmation). Other sessions end.",
  body: changePasswordRequest,
  response: z.object({ ok: z.literal(true) }),
});
