import { sql } from 'kysely';
import type { RouteDef } from '../../platform/http/define-route.ts';
import { registerAuditedEntity } from '../../platform/audit/audit-trail.ts';
import { registerDashboardCard } from '../../platform/dashboard/dashboard-cards.ts';
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
  async count(db) {
    const r = await db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
});
registerDashboardCard({
  key: 'deactivated-users',
  label: 'Deactivated users',
  link: '/admin/users',
  roles: ['Admin'],
  async count(db) {
    const r = await db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_active', '=', false)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
});
registerDashboardCard({
  key: 'signed-in-now',
  label: 'Users signed in now',
  link: null,
  roles: ['Admin'],
  async count(db) {
    const r = await db
      .selectFrom('sessions')
      .select(sql<number>`count(DISTINCT user_id)`.as('n'))
      .where('expires_at', '>', new Date())
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
});
registerDashboardCard({
  key: 'departments',
  label: 'Departments',
  link: '/admin/departments',
  roles: ['Admin'],
  async count(db) {
    const r = await db
      .selectFrom('departments')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
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
