// Billing: consumers, routes and readers, bill months and rates, readings, bills, ledger, reports.
import { defineModule } from '../../platform/modules/define-module.ts';
import { billingDemoSeeder } from './demo/demo-seeder.ts';
import { registerBillingJobs } from './jobs.ts';
import { billingRoutes } from './routes.ts';

const BILLING_READERS = ['BillingReport', 'Admin'] as const;

export const billingModule = defineModule({
  name: 'billing',
  endpoints: billingRoutes,
  auditedTypes: {
    'billing-consumer': BILLING_READERS,
    'billing-route': BILLING_READERS,
    'billing-meter-reader': BILLING_READERS,
    'billing-bill-month': BILLING_READERS,
    'billing-rates': BILLING_READERS,
    'billing-meter-reading': BILLING_READERS,
    'billing-reading-upload': BILLING_READERS,
    'billing-bill': BILLING_READERS,
    'billing-cancellation-approver': ['Admin'],
  },
  registerJobs: registerBillingJobs,
  demoSeeder: billingDemoSeeder,
});
