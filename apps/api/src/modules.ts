// Every module of the portal, in order: demo seeders run in this order (HR's employees before
// time and leave), and routes, audited types, jobs and dashboard cards come from here alone.
// Adding a module is one import and one line (decision 006).
import { adminModule } from './modules/admin/module.ts';
import { approvalsModule } from './modules/approvals/module.ts';
import { authModule } from './modules/auth/module.ts';
import { billingModule } from './modules/billing/module.ts';
import { collectionModule } from './modules/collection/module.ts';
import { dtrModule } from './modules/dtr/module.ts';
import { gisModule } from './modules/gis/module.ts';
import { goLiveModule } from './modules/golive/module.ts';
import { helpdeskModule } from './modules/helpdesk/module.ts';
import { hrModule } from './modules/hr/module.ts';
import { leaveModule } from './modules/leave/module.ts';
import { motorpoolModule } from './modules/motorpool/module.ts';
import { msdModule } from './modules/msd/module.ts';
import { payrollModule } from './modules/payroll/module.ts';
import { platformModule } from './modules/platform-api/module.ts';
import { referenceModule } from './modules/reference/module.ts';
import { travelModule } from './modules/travel/module.ts';
import { warehouseModule } from './modules/warehouse/module.ts';
import { tsdModule } from './modules/tsd/module.ts';
import type { ModuleDescriptor } from './platform/modules/define-module.ts';

export const modules: readonly ModuleDescriptor[] = [
  platformModule,
  authModule,
  adminModule,
  approvalsModule,
  referenceModule,
  hrModule,
  dtrModule,
  leaveModule,
  billingModule,
  collectionModule,
  payrollModule,
  msdModule,
  tsdModule,
  gisModule,
  warehouseModule,
  goLiveModule,
  travelModule,
  motorpoolModule,
  helpdeskModule,
];
