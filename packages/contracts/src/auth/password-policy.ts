import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

// A short list of the passwords tried first by anyone guessing; the server refuses them.
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  '11111111',
  '00000000',
  'iloveyou',
  'abc12345',
  'admin123',
  'welcome1',
  'letmein1',
  'passw0rd',
  'p@ssw0rd',
  'changeme',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'starwars',
  'mahalkita',
  'iloveyou1',
  'qwerty12',
  'asdfghjk',
  'zxcvbnm1',
  '87654321',
  '1q2w3e4r',
  'administrator',
  'ilaw1234',
  'omeco123',
]);

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return (
    COMMON.has(p) ||
    /^(.)\1+$/.test(p) ||
    '01234567890123456789'.includes(p) ||
    'abcdefghijklmnopqrstuvwxyz'.includes(p)
  );
}

export const newPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH, {
    message: MESSAGES.length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  })
  .refine((v) => !isCommonPassword(v), { message: PASSWORD_TOO_COMMON });
