// Direct API calls for test setup (creating users), so each test drives the screens it is about.
import { changePasswordEndpoint } from '@ilaw/contracts/auth/change-password';
import { loginEndpoint } from '@ilaw/contracts/auth/login';
import { createUserEndpoint } from '@ilaw/contracts/admin/users/create-user';
import type { BodyOf, EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import type { Role } from '@ilaw/contracts/roles';
import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.ts';

export class ApiSession {
  private cookie = '';
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async call<E extends EndpointDef>(def: E, body?: BodyOf<E>): Promise<ResponseOf<E>> {
    const res = await fetch(this.baseUrl + def.path, {
      method: def.method,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Cookie: this.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${def.method} ${def.path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as ResponseOf<E>;
  }

  static async signIn(baseUrl: string, username: string, password: string): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    await session.call(loginEndpoint, { username, password });
    return session;
  }
}

/** A name no other run uses, so the tests can share one database. */
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export const TEST_PASSWORD = 'Liwanag#2026-test';

/** Creates a user with these roles and sets TEST_PASSWORD, so they sign in without detours. */
export async function createUserWithRoles(
  baseUrl: string,
  roles: Role[],
  prefix = 'e2e',
): Promise<{ username: string; password: string }> {
  const admin = await ApiSession.signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const username = uniqueName(prefix);
  const created = await admin.call(createUserEndpoint, { username, fullName: `Test ${username}`, roles });
  const temporary = created.temporaryPassword;
  if (temporary === null) throw new Error('The server returned no temporary password.');
  const user = await ApiSession.signIn(baseUrl, username, temporary);
  await user.call(changePasswordEndpoint, {
    currentPassword: temporary,
    newPassword: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
  return { username, password: TEST_PASSWORD };
}
