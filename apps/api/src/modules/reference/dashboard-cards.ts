// The administrator's dashboard counts (and every user's own role count).
import { countRows, type DashboardCardSource } from '../../platform/dashboard/dashboard-cards.ts';

export const referenceDashboardCards: DashboardCardSource[] = [
  {
    key: 'active-users',
    label: 'Active users',
    link: '/admin/users',
    roles: ['Admin'],
    count: (db) => countRows(db.selectFrom('users').where('is_active', '=', true)),
  },
  {
    key: 'deactivated-users',
    label: 'Deactivated users',
    link: '/admin/users',
    roles: ['Admin'],
    count: (db) => countRows(db.selectFrom('users').where('is_active', '=', false)),
  },
  {
    key: 'signed-in-now',
    label: 'Users signed in now',
    link: null,
    roles: ['Admin'],
    count: (db) => countRows(db.selectFrom('sessions').where('expires_at', '>', new Date()), 'count(DISTINCT user_id)'),
  },
  {
    key: 'departments',
    label: 'Departments',
    link: '/admin/departments',
    roles: ['Admin'],
    count: (db) => countRows(db.selectFrom('departments').where('is_active', '=', true)),
  },
  {
    key: 'my-roles',
    label: 'My roles',
    link: null,
    roles: [],
    async count(_db, user) {
      return user.roles.length;
    },
  },
];
