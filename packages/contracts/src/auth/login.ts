import { z } from 'zod';
import { endpoint } from '../http.ts';
import { MESSAGES, cleanString } from '../validation.ts';
import { currentUserSchema } from './current-user.ts';

export const loginRequest = z.object({
  username: cleanString({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The one message for every failed sign-in, so it never tells which part was wrong. */
export const LOGIN_FAILED_MESSAGE = 'The username or password is incorrect.';
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in; sets the session cookie.',
  body: loginRequest,
  response: currentUserSchema,
});
