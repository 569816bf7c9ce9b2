// HR's background jobs.
import type { AppServices } from '../../platform/http/context.ts';
import { DEMO_PHOTOS_JOB } from './demo/seed-hr-demo.ts';
import { generateDemoPhotos } from './demo/demo-photos-job.ts';

export function registerHrJobs(services: AppServices): void {
  services.jobs.register<{ employeeIds?: number[] }>(DEMO_PHOTOS_JOB, (ctx) => generateDemoPhotos(ctx, services.files));
}
