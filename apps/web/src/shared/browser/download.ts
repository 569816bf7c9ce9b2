import type { EndpointDef } from '@ilaw/contracts/http';
import { downloadEndpoint, type CallOptions } from '../api/call-endpoint.ts';

/** Hands a blob to the browser as a file download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file endpoint and saves it under the server's file name. */
export async function downloadFile<E extends EndpointDef>(def: E, options: CallOptions<E> = {}): Promise<string> {
  const { blob, fileName } = await downloadEndpoint(def, options);
  saveFile(blob, fileName);
  return fileName;
}
