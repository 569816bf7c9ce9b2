// Placeholder replaced below.
import type { DemoSeeder } from '../../../platform/modules/define-module.ts';

export const collectionDemoSeeder: DemoSeeder = {
  name: 'collection',
  async run() {},
};
