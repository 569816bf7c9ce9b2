import { z } from 'zod';
import { endpoint } from '../http.ts';
import { MESSAGES, cleanString } from '../validation.ts';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from './password-policy.ts';

export const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

export const resetPasswordRequest = z
  .object({
    token: cleanString({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/auth/reset-password',
  summary: 'Set a new password with a reset token; the token is then spent and all sessions end.',
  body: resetPasswordRequest,
  response: z.object({ ok: z.literal(true) }),
});
