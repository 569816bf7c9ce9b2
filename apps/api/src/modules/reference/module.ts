// Reference data shared by every module: branches, fiscal years, teams, dashboard statuses.
import { defineModule } from '../../platform/modules/define-module.ts';
import { referenceDashboardCards } from './dashboard-cards.ts';
import { createFiscalYear } from './fiscal-years/create-fiscal-year.ts';
import { dashboardStatuses } from './dashboard-statuses.ts';
import { fiscalYearOptions } from './fiscal-years/fiscal-year-options.ts';
import { listBranches } from './list-branches.ts';
import { listFiscalYears } from './fiscal-years/list-fiscal-years.ts';
import { updateFiscalYear } from './fiscal-years/update-fiscal-year.ts';
import { payrollOptions } from './payroll-options.ts';
import { createTeam } from './teams/create-team.ts';
import { listTeams } from './teams/list-teams.ts';
import { updateTeam } from './teams/update-team.ts';

export const referenceModule = defineModule({
  name: 'reference',
  endpoints: [
    listBranches,
    listFiscalYears,
    createFiscalYear,
    updateFiscalYear,
    fiscalYearOptions,
    dashboardStatuses,
    payrollOptions,
    listTeams,
    createTeam,
    updateTeam,
  ],
  auditedTypes: { 'fiscal-year': ['Admin'], team: ['Admin'] },
  dashboardCards: referenceDashboardCards,
});
