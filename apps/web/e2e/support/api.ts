// Direct API calls for test setup, so each test drives only the screens it is about. The same
// contract client as the API tests (`session.call(endpoint, { params, query, body })`): URLs from
// the contracts, answers checked against them.
import { changePasswordEndpoint } from '@ilaw/contracts/auth/change-password';
import { loginEndpoint } from '@ilaw/contracts/auth/login';
import type { EndpointDef, ResponseOf } from '@ilaw/contracts/http';
import { acceptAgreementEndpoint } from '@ilaw/contracts/privacy/accept-agreement';
import type { Role } from '@ilaw/contracts/roles';
import {
  callContract,
  sendContract,
  type ContractCall,
  type ContractCaller,
  type Transport,
} from '../../../api/test/support/contract-client.ts';
import { newUser, uniqueTag } from '../../../api/test/support/fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.ts';

export class ApiSession implements ContractCaller {
  private cookie = '';
  private readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  private readonly transport: Transport = async ({ method, url, body }) => {
    const res = await fetch(this.baseUrl + url, {
      method,
      // A Content-Type without a body is refused (400 "The request body is empty."): only with one.
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Cookie: this.cookie,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    return { status: res.status, text: await res.text() };
  };

  call<E extends EndpointDef>(def: E, call: ContractCall<E> = {}): Promise<ResponseOf<E>> {
    return callContract(this.transport, def, call);
  }

  send<E extends EndpointDef>(def: E, call: ContractCall<E> = {}): Promise<{ status: number; body: unknown }> {
    return sendContract(this.transport, def, call);
  }

  static async signIn(baseUrl: string, username: string, password: string): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    const me = await session.call(loginEndpoint, { body: { username, password } });
    // Another test may have published a privacy agreement (one shared database in CI): accept it.
    if (me.agreementDue !== null && !me.mustChangePassword) {
      await session.call(acceptAgreementEndpoint, { body: { version: me.agreementDue } });
    }
    return session;
  }

  static admin(baseUrl: string): Promise<ApiSession> {
    return ApiSession.signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  }
}

/** A name no other run uses, so the tests can share one database. */
export function uniqueName(prefix: string): string {
  return `${prefix}.${uniqueTag().toLowerCase()}`;
}

export const TEST_PASSWORD = 'Liwanag#2026-test';

/**
 * Creates a user with these roles (the shared fixture) and sets TEST_PASSWORD through the
 * first-sign-in change, so they sign in without detours.
 */
export async function createUserWithRoles(
  baseUrl: string,
  roles: Role[],
  prefix = 'e2e',
  departmentId: number | null = null,
): Promise<{ id: number; username: string; password: string }> {
  const admin = await ApiSession.admin(baseUrl);
  const created = await newUser(admin, roles, { username: uniqueName(prefix), departmentId });
  const temporary = created.temporaryPassword;
  if (temporary === null) throw new Error('The server returned no temporary password.');
  const user = await ApiSession.signIn(baseUrl, created.user.username, temporary);
  await user.call(changePasswordEndpoint, {
    body: { currentPassword: temporary, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
  });
  return { id: created.user.id, username: created.user.username, password: TEST_PASSWORD };
}
