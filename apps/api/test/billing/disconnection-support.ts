// Helpers for the disconnection and field-finding tests (decision 111): a photo, an execution's
// multipart body, a notice served some hours ago.
import assert from 'node:assert/strict';
import type { FieldOrder } from '@ilaw/contracts/billing/field-orders/field-order';
import type { Notice } from '@ilaw/contracts/billing/disconnections/disconnection';
import type { TestClient, TestResponse } from '../support/test-app.ts';
import { multipart } from './billing-support.ts';

/** A 1x1 PNG: a real image by its bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function execute(
  client: TestClient,
  orderId: number,
  fields: Record<string, string> = {
    reading: '1450.5',
    sealNo: 'S-0001',
    latitude: '12.352',
    longitude: '121.071',
    accuracyM: '6',
  },
  photo: Buffer | null = PNG,
): Promise<TestResponse<FieldOrder>> {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(photo ? [{ name: 'file', fileName: 'meter.png', bytes: photo }] : []),
  ]);
  return client.request<FieldOrder>('POST', `/api/v2/billing/field-orders/${orderId}/execute`, { payload, headers });
}

/** Prints the notice of a consumer and records it served `hoursAgo` hours ago. */
export async function servedNotice(staff: TestClient, consumerId: number, hoursAgo: number): Promise<Notice> {
  const printed = await staff.post<Notice[]>('/api/v2/billing/disconnection-notices', { consumerIds: [consumerId] });
  assert.equal(printed.status, 200, JSON.stringify(printed.body));
  const notice = printed.body[0]!;
  const servedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const served = await staff.post<Notice>(`/api/v2/billing/disconnection-notices/${notice.id}/serve`, {
    servedAt,
    servedTo: 'Consumer (owner)',
  });
  assert.equal(served.status, 200, JSON.stringify(served.body));
  return served.body;
}
