// Every feature module's route list. Plain .ts: imported by the router, the routes test and
// scripts/routes-status.ts.
import type { PortalRoute } from './portal-route.ts';
import { routes as accounting } from '../modules/accounting/routes.ts';
import { routes as admin } from '../modules/admin/routes.ts';
import { routes as auth } from '../modules/auth/routes.ts';
import { routes as billing } from '../modules/billing/routes.ts';
import { routes as collection } from '../modules/collection/routes.ts';
import { routes as cpd } from '../modules/cpd/routes.ts';
import { routes as dashboard } from '../modules/dashboard/routes.ts';
import { routes as dataPrivacy } from '../modules/data-privacy/routes.ts';
import { routes as dtr } from '../modules/dtr/routes.ts';
import { routes as hr } from '../modules/hr/routes.ts';
import { routes as iad } from '../modules/iad/routes.ts';
import { routes as leave } from '../modules/leave/routes.ts';
import { routes as maps } from '../modules/maps/routes.ts';
import { routes as motorPool } from '../modules/motor-pool/routes.ts';
import { routes as msd } from '../modules/msd/routes.ts';
import { routes as ogm } from '../modules/ogm/routes.ts';
import { routes as payroll } from '../modules/payroll/routes.ts';
import { routes as personal } from '../modules/personal/routes.ts';
import { routes as tsd } from '../modules/tsd/routes.ts';
import { routes as warehouse } from '../modules/warehouse/routes.ts';

/** Module folder name -> how the cooperative calls that area. */
export const MODULE_LABELS: Record<string, string> = {
  accounting: 'FSD Accounting',
  admin: 'Administrator',
  auth: 'Sign-in and Account',
  billing: 'FSD Billing',
  collection: 'FSD Collection',
  cpd: 'CPD (Planning and IT)',
  dashboard: 'My Dashboard',
  'data-privacy': 'Data Privacy',
  dtr: 'Daily Time Record',
  hr: 'ISD Human Resources',
  iad: 'IAD (Internal Audit)',
  leave: 'Leave Management',
  maps: 'Maps',
  'motor-pool': 'ISD Motor Pool',
  msd: 'ISD Member Services (MSD)',
  ogm: 'OGM (General Manager’s Office)',
  payroll: 'Payroll',
  personal: 'Personal Documents',
  tsd: 'TSD (Technical Services)',
  warehouse: 'ISD Warehouse',
};

export const MODULE_ROUTES: readonly PortalRoute[] = [
  ...auth,
  ...dashboard,
  ...personal,
  ...dtr,
  ...leave,
  ...payroll,
  ...hr,
  ...ogm,
  ...cpd,
  ...iad,
  ...admin,
  ...dataPrivacy,
  ...maps,
  ...motorPool,
  ...msd,
  ...warehouse,
  ...accounting,
  ...billing,
  ...collection,
  ...tsd,
];
