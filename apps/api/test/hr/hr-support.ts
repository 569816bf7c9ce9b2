// Helpers for the HR API tests: multipart bodies, a valid employee, tiny image bytes.
import { avatarPng } from '../../src/modules/hr/demo/avatar.ts';
import type { TestClient, TestResponse } from '../support/test-app.ts';

export interface Part {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
  bytes?: Buffer;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ilawtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.bytes) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName ?? 'file'}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.bytes);
      chunks.push(Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload<T = unknown>(client: TestClient, url: string, parts: Part[]): Promise<TestResponse<T>> {
  const { payload, headers } = multipart(parts);
  return client.request<T>('POST', url, { payload, headers });
}

export const PNG = avatarPng('TE', 'test', 32);

let n = 0;
export function employeeBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    employeeId: `T-${Date.now().toString(36)}-${n}`,
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: `Dela Cruz${n}`,
    birthDate: '1990-05-17',
    gender: 'M',
    civilStatus: 'MARRIED',
    address: 'Brgy. Poblacion, San Jose, Occidental Mindoro',
    contactNumber: '0917 123 4567',
    email: 'juan@example.coop',
    departmentId: null,
    branchCode: 5,
    position: 'Lineman',
    employmentType: 1,
    employeeStatus: 1,
    dateHired: '2015-03-01',
    dateRegularized: '2015-09-01',
    dateSeparated: null,
    biometricUserId: null,
    sssNo: '3412345678',
    pagIbigNo: '1212-3456-7890',
    philHealthNo: '12-123456789-0',
    hmoNo: 'MAXI-0001',
    tinNo: '123456789',
    userId: null,
    ...overrides,
  };
}

export type Errors = { errors: Record<string, string[]> };
