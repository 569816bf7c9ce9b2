// The offline field app's photo upload (decision 114) for the sync tests: each file named by the
// key the phone gave the photo.
import { randomUUID } from 'node:crypto';
import { multipart } from '../billing/billing-support.ts';
import type { TestClient, TestResponse } from './test-app.ts';

/** A 1x1 PNG: a real image by its bytes. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const FIELD_PHOTOS = '/api/v2/field-photos';

export function uploadPhotos(
  client: TestClient,
  photos: Record<string, Buffer>,
): Promise<TestResponse<{ stored: string[]; alreadyStored: string[] }>> {
  const { payload, headers } = multipart(
    Object.entries(photos).map(([key, bytes]) => ({ name: key, fileName: `${key}.png`, bytes })),
  );
  return client.request('POST', FIELD_PHOTOS, { payload, headers });
}

/** Uploads one new photo and answers its key. */
export async function newPhoto(client: TestClient): Promise<string> {
  const key = randomUUID();
  const res = await uploadPhotos(client, { [key]: PHOTO });
  if (res.status !== 200) throw new Error(`photo upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return key;
}
