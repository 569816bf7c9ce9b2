// Helpers for the billing API tests: multipart bodies and a small cooperative set up through the API.
import assert from 'node:assert/strict';
import type { TestApp, TestClient, TestResponse } from '../support/test-app.ts';

export function multipart(parts: { name: string; value?: string; fileName?: string; bytes?: Buffer }[]) {
  const boundary = `----billing${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.bytes) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName ?? 'file'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload<T = unknown>(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
): Promise<TestResponse<T>> {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', fileName: file.name, bytes: file.bytes },
  ]);
  return client.request<T>('POST', url, { payload, headers });
}

export const SHEET = [
  {
    code: 'GEN',
    name: 'Generation Charge',
    unit: 'kWh',
    rate: '5.5',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'DIST',
    name: 'Distribution Charge',
    unit: 'kWh',
    rate: '1.2345',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'SUPPLY',
    name: 'Supply Charge',
    unit: 'customer',
    rate: '50',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'LIFELINE_SUB',
    name: 'Lifeline Subsidy',
    unit: 'kWh',
    rate: '0.05',
    vatable: false,
    discountable: false,
    lifelineSubsidy: true,
  },
  {
    code: 'UC',
    name: 'Universal Charge',
    unit: 'kWh',
    rate: '0.0123',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
];

export interface Coop {
  clerk: TestClient;
  txn: TestClient & { userId: number };
  approver: TestClient & { userId: number };
  encoder: TestClient;
  routeId: number;
  readerId: number;
  monthId: number;
  accounts: string[];
}

let seq = 0;
export async function setUpCoop(t: TestApp, options: { consumers?: number } = {}): Promise<Coop> {
  seq += 1;
  const clerk = await t.userWithRoles(['BillingReport']);
  const txn = await t.userWithRoles(['BillingTransactions']);
  const approver = await t.userWithRoles(['BillCancellationApprover']);
  const encoder = await t.userWithRoles(['BillingEncoder']);
  const reader = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: `Reader ${seq}`,
    branchCode: 5,
  });
  assert.equal(reader.status, 201, JSON.stringify(reader.body));
  const route = await clerk.post<{ id: number }>('/api/v2/billing/routes', {
    branchCode: 5,
    code: `R${seq}`,
    name: `Route ${seq}`,
    meterReaderId: reader.body.id,
  });
  assert.equal(route.status, 201, JSON.stringify(route.body));
  const month = await clerk.post<{ id: number }>('/api/v2/billing/bill-months', {
    period: `2026-${String(seq).padStart(2, '0')}`,
    readingDate: `2026-${String(seq).padStart(2, '0')}-05`,
  });
  assert.equal(month.status, 201, JSON.stringify(month.body));
  for (const cls of ['R', 'C']) {
    const r = await clerk.put('/api/v2/billing/rates', {
      billMonthId: month.body.id,
      consumerClass: cls,
      components: SHEET,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  const accounts: string[] = [];
  const n = options.consumers ?? 4;
  for (let i = 0; i < n; i++) {
    const accountNo = `05-${seq}${String(i + 1).padStart(4, '0')}`;
    const res = await clerk.post('/api/v2/billing/consumers', {
      accountNo,
      branchCode: 5,
      name: `DELA CRUZ${seq}, JUAN ${i}`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: i === 3 ? 'C' : 'R',
      meterSerial: `M${seq}-${i}`,
      multiplier: i === 3 ? '40' : '1',
      initialReading: '1000',
      routeId: route.body.id,
      sequence: i + 1,
      isLifeliner: i === 1,
      isSeniorCitizen: i === 2,
      latitude: 12.35 + i * 0.001,
      longitude: 121.07,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    accounts.push(accountNo);
  }
  return {
    clerk,
    txn,
    approver,
    encoder,
    routeId: route.body.id,
    readerId: reader.body.id,
    monthId: month.body.id,
    accounts,
  };
}
