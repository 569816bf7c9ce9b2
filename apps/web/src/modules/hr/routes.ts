import type { PortalRoute } from '../../app/portal-route.ts';

export const routes: PortalRoute[] = [
  { path: '/isd/hr/employees', module: 'hr', title: 'Employees' },
  { path: '/isd/hr/employees/form', module: 'hr', title: 'Employee Form' },
  { path: '/isd/hr/employees/:id', module: 'hr', title: 'Employee Details' },
];
