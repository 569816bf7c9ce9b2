import type { AppServices } from '../../platform/http/context.ts';
import { COMPUTE_JOB, runComputeJob } from './bills.ts';

export function registerBillingJobs(services: AppServices): void {
  services.jobs.register(COMPUTE_JOB, runComputeJob);
}
