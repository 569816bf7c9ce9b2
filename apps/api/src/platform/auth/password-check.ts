// What the server checks of a new password beyond the shared contract rules (length, a short
// list): the 20,000 most common passwords (common-passwords.txt, read once), the same read with
// trivial changes (case, digits and symbols around it, leetspeak), and words from the user's own
// account and the portal's name. The published demo password may be given to demo accounts by
// the seeder but is never accepted as anyone's new password. See docs/decisions/008.
import { readFileSync } from 'node:fs';
import {
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_PERSONAL,
  isBasedOnWords,
  isCommonPassword,
  wordsOf,
} from '@ilaw/contracts/auth/password-policy';
import type { Config } from '../config/config.ts';
import { fieldError } from '../http/errors.ts';

const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);
/** The demo password README.md publishes, refused even where PORTAL_DEMO_PASSWORD differs. */
const PUBLISHED_DEMO_PASSWORD = 'Ilaw#Demo2026';

let commonList: ReadonlySet<string> | null = null;
export function commonPasswords(): ReadonlySet<string> {
  commonList ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l !== ''),
  );
  return commonList;
}

/** Whose password it is, for the words it must not be built on. */
export interface PasswordOwner {
  username: string;
  fullName: string;
  email?: string | null;
}

/** The reason a new password is refused, in the words the form shows, or null when it may be used. */
export function newPasswordProblem(password: string, owner: PasswordOwner, config: Config): string | null {
  const lower = password.toLowerCase();
  if (lower === PUBLISHED_DEMO_PASSWORD.toLowerCase() || lower === config.demoPassword.toLowerCase()) {
    return PASSWORD_TOO_COMMON;
  }
  const list = commonPasswords();
  if (isCommonPassword(password, list)) return PASSWORD_TOO_COMMON;
  const words = wordsOf(owner.username, owner.fullName, owner.email?.split('@')[0], config.portalName, 'Ilaw');
  if (isBasedOnWords(password, words, list)) return PASSWORD_TOO_PERSONAL;
  return null;
}

/** Throws a 400 on `field` when the new password may not be used. */
export function assertNewPasswordAllowed(field: string, password: string, owner: PasswordOwner, config: Config): void {
  const problem = newPasswordProblem(password, owner, config);
  if (problem) throw fieldError(field, problem);
}
