// Time: daily time records (department, personal, public request, HR), exports, setup, devices.
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedDtrDemo } from './demo.ts';
import { PUSH_REFUSAL_ENTITY } from './device-push.ts';
import { dtrRoutes } from './routes.ts';

const DTR_READERS = ['Employee', 'DtrManualInput'] as const;

export const dtrModule = defineModule({
  name: 'dtr',
  endpoints: dtrRoutes,
  auditedTypes: {
    'daily-time-record': DTR_READERS,
    'work-schedule': DTR_READERS,
    'work-schedule-assignment': DTR_READERS,
    holiday: DTR_READERS,
    'biometric-device': DTR_READERS,
    // Refused device pushes, by the serial number they gave (decision 013).
    [PUSH_REFUSAL_ENTITY]: DTR_READERS,
    'biometric-import': DTR_READERS,
    'dtr-correction-request': ['Employee', 'DepartmentDtrMonitoring'],
  },
  // Seeds time logs and leave together: the leave demo needs the logs' days.
  demoSeeder: { name: 'time-and-leave', run: seedDtrDemo },
});
