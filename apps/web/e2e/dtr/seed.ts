// Test data for the DTR browser tests, through the API only: a department, accounts with roles
// and a department, employees linked to them, and biometric logs pushed the way a ZKTeco device
// pushes them (ADMS /iclock/cdata).
import { createDeviceEndpoint } from '@ilaw/contracts/dtr/devices/create-device';
import type { Role } from '@ilaw/contracts/roles';
import { randomInt } from 'node:crypto';
import { newDepartment, newEmployee } from '../../../api/test/support/fixtures.ts';
import { ApiSession, createUserWithRoles } from '../support/api.ts';

export interface Account {
  id: number;
  username: string;
  password: string;
}

export class DtrSeed {
  private readonly baseUrl: string;
  private admin: ApiSession | undefined;
  private hrSession: ApiSession | undefined;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  private async asAdmin(): Promise<ApiSession> {
    this.admin ??= await ApiSession.admin(this.baseUrl);
    return this.admin;
  }

  /** An HR account (Employee) that creates the employees and devices. */
  private async asHr(): Promise<ApiSession> {
    if (!this.hrSession) {
      const hr = await this.account(['Employee'], null, 'e2e.dtrhr');
      this.hrSession = await ApiSession.signIn(this.baseUrl, hr.username, hr.password);
    }
    return this.hrSession;
  }

  async department(name: string): Promise<{ id: number; name: string }> {
    const d = await newDepartment(await this.asAdmin(), name);
    return { id: d.id, name: d.name };
  }

  /** An account with these roles in this department, password already set. */
  account(roles: Role[], departmentId: number | null, prefix = 'e2e.dtr'): Promise<Account> {
    return createUserWithRoles(this.baseUrl, roles, prefix, departmentId);
  }

  async employee(fields: {
    lastName: string;
    firstName: string;
    departmentId: number;
    birthDate: string;
    userId?: number;
  }): Promise<{ id: number; employeeId: string; biometricUserId: string; fullName: string }> {
    const e = await newEmployee(await this.asHr(), { ...fields, userId: fields.userId ?? null });
    return { id: e.id, employeeId: e.employeeId, biometricUserId: e.biometricUserId ?? '', fullName: e.fullName };
  }

  /**
   * Registers a device accepted from this machine and pushes attendance lines
   * ('bio<TAB>YYYY-MM-DD HH:MM:SS') as the device does.
   */
  async push(lines: [biometricUserId: string, timestamp: string][]): Promise<void> {
    const serial = `ZK-E2E-${randomInt(100000, 999999)}`;
    await (
      await this.asHr()
    ).call(createDeviceEndpoint, {
      body: { serialNumber: serial, name: 'Test gate', location: null, allowedAddresses: ['127.0.0.1', '::1'] },
    });
    const res = await this.pushFrom(serial, lines);
    if (res.status !== 200 || !res.text.startsWith('OK'))
      throw new Error(`Device push answered ${res.status}: ${res.text}`);
  }

  /**
   * Pushes attendance lines as device `serial` (registered or not) and returns its answer; to
   * `serverAddress` (the device's, with its push key) when given, else to the portal's root.
   */
  async pushFrom(
    serial: string,
    lines: [biometricUserId: string, timestamp: string][],
    serverAddress = this.baseUrl,
  ): Promise<{ status: number; text: string }> {
    const body = lines.map(([bio, at]) => `${bio}\t${at}\t1\t0\t0\t0\t0`).join('\n');
    const res = await fetch(`${serverAddress}/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    return { status: res.status, text: await res.text() };
  }
}

/** A full working day's four punches. */
export function fullDay(bio: string, date: string): [string, string][] {
  return [
    [bio, `${date} 07:58:00`],
    [bio, `${date} 12:01:00`],
    [bio, `${date} 12:59:00`],
    [bio, `${date} 17:02:00`],
  ];
}
