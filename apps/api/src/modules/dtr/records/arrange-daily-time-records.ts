import { hrArrangeEndpoint } from '@ilaw/contracts/dtr/records/arrange-daily-time-records';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs, computeDtr } from '../compute.ts';
import { mustExist } from './record-queries.ts';

export const arrangeDailyTimeRecords = defineRoute({
  endpoint: hrArrangeEndpoint,
  access: anyRole('Employee', 'DtrManualInput'),
  async handler({ body, db }) {
    await mustExist(db, body.employeeId);
    await db.transaction().execute((trx) => computeDtr(trx, [body.employeeId], body.from, body.to));
    const [sheet] = await buildEmployeeDtrs(db, [body.employeeId], body.from, body.to);
    return { records: sheet!.records };
  },
});
