// Reference data shared by every module: branches, fiscal years, teams, dashboard statuses.
import { defineModule } from '../../platform/modules/define-module.ts';
import { referenceDashboardCards } from './dashboard-cards.ts';
import { referenceRoutes } from './routes.ts';

export const referenceModule = defineModule({
  name: 'reference',
  endpoints: referenceRoutes,
  auditedTypes: { 'fiscal-year': ['Admin'], team: ['Admin'] },
  dashboardCards: referenceDashboardCards,
});
