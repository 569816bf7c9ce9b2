// Time module routes: DTR views (department, personal, public request, HR), exports, setup.
// The devices' own push protocol (/iclock/...) lives outside /api: see device-push.ts.
import type { RouteDef } from '../../platform/http/define-route.ts';
import { registerApprovalHandler } from '../../platform/approvals/engine.ts';
import { registerAuditedEntity } from '../../platform/audit/audit-trail.ts';
import { correctionApprovals } from './correction-approvals.ts';
import { registerDemoSeeder } from '../../seed/demo-seeders.ts';
import { departmentRoutes } from './department-routes.ts';
import { seedDtrDemo } from './demo.ts';
import { hrDtrSummaryExport, hrManualInputReport } from './exports.ts';
import { hrDtrRoutes } from './hr-routes.ts';
import { personalRoutes } from './personal-routes.ts';
import { requestRoutes } from './request-routes.ts';
import { setupRoutes } from './setup-routes.ts';

for (const type of [
  'daily-time-record',
  'work-schedule',
  'work-schedule-assignment',
  'holiday',
  'biometric-device',
  'biometric-import',
]) {
  registerAuditedEntity(type, ['Employee', 'DtrManualInput']);
}
registerAuditedEntity('dtr-correction-request', ['Employee', 'DepartmentDtrMonitoring']);

registerDemoSeeder({ name: 'time-and-leave', run: seedDtrDemo });
registerApprovalHandler(correctionApprovals);

export const dtrRoutes: RouteDef[] = [
  ...departmentRoutes,
  ...personalRoutes,
  ...requestRoutes,
  ...hrDtrRoutes,
  hrDtrSummaryExport,
  hrManualInputReport,
  ...setupRoutes,
];
