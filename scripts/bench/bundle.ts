// The initial JavaScript of the portal (gzip), next to a blank Vite React page built the same way.
import { benchBundle } from '../bench-bundle.ts';

export async function run(): Promise<void> {
  await benchBundle();
}
