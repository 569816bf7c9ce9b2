import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  { path: '/isd/hr/employees', module: 'hr', title: 'Employees', load: () => import('./pages/EmployeesPage.tsx') },
  {
    path: '/isd/hr/employees/form',
    module: 'hr',
    title: 'Employee Form',
    load: () => import('./pages/EmployeeFormPage.tsx'),
  },
  {
    path: '/isd/hr/employees/:id',
    module: 'hr',
    title: 'Employee Details',
    load: () => import('./pages/EmployeeProfilePage.tsx'),
  },
];
