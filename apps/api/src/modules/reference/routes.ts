import type { RouteDef } from '../../platform/http/define-route.ts';
import { registerAuditedEntity } from '../../platform/audit/audit-trail.ts';
import { countRows, registerDashboardCard } from '../../platform/dashboard/dashboard-cards.ts';
import { createFiscalYear } from './create-fiscal-year.ts';
import { dashboardStatuses } from './dashboard-statuses.ts';
import { fiscalYearOptions } from './fiscal-year-options.ts';
import { listBranches } from './list-branches.ts';
import { listFiscalYears } from './list-fiscal-years.ts';
import { updateFiscalYear } from './update-fiscal-year.ts';
import { payrollOptions } from './payroll-options.ts';
import { createTeam } from './teams/create-team.ts';
import { listTeams } from './teams/list-teams.ts';
import { updateTeam } from './teams/update-team.ts';

registerAuditedEntity('fiscal-year', ['Admin']);
registerAuditedEntity('team', ['Admin']);

registerDashboardCard({
  key: 'active-users',
  label: 'Active users',
  link: '/admin/users',
  roles: ['Admin'],
  count: (db) => countRows(db.selectFrom('users').where('is_active', '=', true)),
});
registerDashboardCard({
  key: 'deactivated-users',
  label: 'Deactivated users',
  link: '/admin/users',
  roles: ['Admin'],
  count: (db) => countRows(db.selectFrom('users').where('is_active', '=', false)),
});
registerDashboardCard({
  key: 'signed-in-now',
  label: 'Users signed in now',
  link: null,
  roles: ['Admin'],
  count: (db) => countRows(db.selectFrom('sessions').where('expires_at', '>', new Date()), 'count(DISTINCT user_id)'),
});
registerDashboardCard({
  key: 'departments',
  label: 'Departments',
  link: '/admin/departments',
  roles: ['Admin'],
  count: (db) => countRows(db.selectFrom('departments').where('is_active', '=', true)),
});
registerDashboardCard({
  key: 'my-roles',
  label: 'My roles',
  link: null,
  roles: [],
  async count(_db, user) {
    return user.roles.length;
  },
});

export const referenceRoutes: RouteDef[] = [
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
];
