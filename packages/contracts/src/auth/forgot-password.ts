import { z } from 'zod';
import { endpoint } from '../http.ts';
import { MESSAGES, cleanString } from '../validation.ts';

export const forgotPasswordRequest = z.object({
  usernameOrEmail: cleanString({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** Answered whether or not the account exists, so the screen cannot be used to probe for users. */
export const FORGOT_PASSWORD_SENT =
  'If that account exists and has an email address, a reset link has been sent to it. The link expires in 30 minutes.';

/** The one throttled answer, for every account alike, so 429 tells nothing either. */
export const FORGOT_PASSWORD_THROTTLED = 'Too many reset requests. Please wait a while and try again.';

export const forgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/auth/forgot-password',
  summary: 'Send a single-use password reset link to the account’s email address.',
  body: forgotPasswordRequest,
  response: z.object({ message: z.string() }),
});
