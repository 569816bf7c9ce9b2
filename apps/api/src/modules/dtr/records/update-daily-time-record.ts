import { hrManualEditEndpoint } from '@ilaw/contracts/dtr/records/update-daily-time-record';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { applyPunchEdit } from './manual-edit.ts';
import { mustExist } from './record-queries.ts';

export const updateDailyTimeRecord = defineRoute({
  endpoint: hrManualEditEndpoint,
  access: anyRole('DtrManualInput'),
  async handler({ body, db, actor, user }) {
    await mustExist(db, body.employeeId);
    // Nobody edits their own DTR or authorises their own overtime (issue 10 item 6).
    await assertNotOwnEmployeeRecord(db, user, body.employeeId);
    if (body.recordDate > manilaToday()) throw fieldError('recordDate', 'Date cannot be in the future.');
    await db.transaction().execute((trx) =>
      applyPunchEdit(trx, actor, {
        employeeId: body.employeeId,
        recordDate: body.recordDate,
        punches: { amIn: body.amIn, amOut: body.amOut, pmIn: body.pmIn, pmOut: body.pmOut },
        isTravel: body.isTravel,
        overtimeAuthorized: body.overtimeAuthorized,
        reason: body.reason,
        source: 'manual',
      }),
    );
    const [sheet] = await buildEmployeeDtrs(db, [body.employeeId], body.recordDate, body.recordDate);
    return sheet!.records[0]!;
  },
});
