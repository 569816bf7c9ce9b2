// Every feature module's screens (screens.ts). Plain .ts: imported by the router, the routes test and
// scripts/routes-status.ts.
import type { PortalRoute } from './portal-route.ts';
import { screens as accounting } from '../modules/accounting/screens.ts';
import { screens as admin } from '../modules/admin/screens.ts';
import { screens as auth } from '../modules/auth/screens.ts';
import { screens as billing } from '../modules/billing/screens.ts';
import { screens as collection } from '../modules/collection/screens.ts';
import { screens as cpd } from '../modules/cpd/screens.ts';
import { screens as dashboard } from '../modules/dashboard/screens.ts';
import { screens as dataPrivacy } from '../modules/data-privacy/screens.ts';
import { screens as dtr } from '../modules/dtr/screens.ts';
import { screens as hr } from '../modules/hr/screens.ts';
import { screens as iad } from '../modules/iad/screens.ts';
import { screens as leave } from '../modules/leave/screens.ts';
import { screens as maps } from '../modules/maps/screens.ts';
import { screens as motorPool } from '../modules/motor-pool/screens.ts';
import { screens as msd } from '../modules/msd/screens.ts';
import { screens as ogm } from '../modules/ogm/screens.ts';
import { screens as payroll } from '../modules/payroll/screens.ts';
import { screens as personal } from '../modules/personal/screens.ts';
import { screens as tsd } from '../modules/tsd/screens.ts';
import { screens as warehouse } from '../modules/warehouse/screens.ts';

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
