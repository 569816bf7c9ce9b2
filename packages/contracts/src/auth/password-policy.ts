import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORD_TOO_PERSONAL =
  'This password is too easy to guess from your name, your username or the portal name. Choose another.';
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

// A short list of the passwords tried first by anyone guessing, checked in the browser too. The
// server also checks the 20,000 most common passwords and the user's own words (docs/decisions/008).
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

// Leetspeak read back as letters; '1' is tried as both 'i' and 'l'.
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '@': 'a',
  '4': 'a',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
  '!': 'i',
};

function unLeet(s: string, one: 'i' | 'l'): string {
  let out = '';
  for (const ch of s) out += ch === '1' ? one : (LEET[ch] ?? ch);
  return out;
}

/**
 * The forms a guesser would try a password as: lower-cased; without the digits and symbols
 * around it ('Welcome123' -> 'welcome'); with leetspeak read back ('Passw0rd!' -> 'password').
 */
export function passwordVariants(password: string): string[] {
  const lower = password.toLowerCase();
  const trimmed = [
    lower,
    lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''),
    lower.replace(/[^a-z]+$/, ''),
    lower.replace(/^[^a-z]+/, ''),
    lower.replace(/^[^a-z]+|[^a-z]+$/g, ''),
  ];
  const out = new Set<string>();
  for (const s of trimmed) {
    if (s === '') continue;
    out.add(s);
    out.add(unLeet(s, 'i'));
    out.add(unLeet(s, 'l'));
  }
  return [...out];
}

/** One repeated character, or a run of the alphabet or of digits ('aaaa', 'abcdefgh', '23456789'). */
function isTrivial(v: string): boolean {
  return (
    v.length >= 4 &&
    (/^(.)\1+$/.test(v) || '01234567890123456789'.includes(v) || 'abcdefghijklmnopqrstuvwxyz'.includes(v))
  );
}

/** True when any variant of the password is in `list` (by default the short list above) or trivial. */
export function isCommonPassword(password: string, list: ReadonlySet<string> = COMMON): boolean {
  return passwordVariants(password).some((v) => COMMON.has(v) || list.has(v) || isTrivial(v));
}

/**
 * True when the password is built on one of `words` (username, names, the portal's name): with
 * them taken out, what is left has fewer than 4 letters or is itself common ('Ilaw#Demo2026',
 * 'jdelacruz1985', 'Juan.DelaCruz!').
 */
export function isBasedOnWords(
  password: string,
  words: readonly string[],
  list: ReadonlySet<string> = COMMON,
): boolean {
  const usable = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  const lower = password.toLowerCase();
  for (const form of new Set([lower, unLeet(lower, 'i'), unLeet(lower, 'l')])) {
    let rest = form;
    for (const w of usable) rest = rest.replaceAll(w, ' ');
    if (rest === form) continue;
    const left = rest.replaceAll(' ', '');
    if (left.replace(/[^a-z]/g, '').length < 4 || isCommonPassword(left, list)) return true;
  }
  return false;
}

/** The words of names and usernames: 'Juan P. Dela Cruz' -> juan, dela, cruz; 'j.delacruz' -> j.delacruz, delacruz. */
export function wordsOf(...texts: (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    out.push(lower, ...lower.split(/[^a-z0-9]+/));
  }
  return [...new Set(out.filter((w) => w.length >= 3))];
}

export const newPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH && v.length <= PASSWORD_MAX_LENGTH, {
    message: MESSAGES.length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH),
  })
  .refine((v) => !isCommonPassword(v), { message: PASSWORD_TOO_COMMON });
