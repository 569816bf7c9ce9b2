// HR: employee records, family, attachments, employment histories, salaries.
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedHrDemo } from './demo/seed-hr-demo.ts';
import { registerHrJobs } from './jobs.ts';
import { hrRoutes } from './routes.ts';

export const hrModule = defineModule({
  name: 'hr',
  endpoints: hrRoutes,
  // Record histories HR reads on the employee profile (family and attachments are part of 'employee').
  auditedTypes: {
    employee: ['Employee'],
    salary: ['Employee'],
    'salary-import': ['Employee'],
    'employment-history': ['Employee'],
  },
  registerJobs: registerHrJobs,
  demoSeeder: { name: 'hr', run: seedHrDemo },
});
