import { personalCorrectionEndpoint } from '@ilaw/contracts/dtr/correction-requests/request-correction';
import { sql } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CORRECTION_DOC, correctionQuery, toCorrections } from './correction-queries.ts';
import { ownEmployee } from '../scope.ts';

export const requestCorrection = defineRoute({
  endpoint: personalCorrectionEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, user, actor }) {
    const me = await ownEmployee(db, user);
    if (body.recordDate > manilaToday()) throw fieldError('recordDate', 'Date cannot be in the future.');
    const given = (['amIn', 'amOut', 'pmIn', 'pmOut'] as const).filter((k) => body[k] !== undefined);
    if (given.length === 0) throw fieldError('generalErrors', 'Enter at least one corrected time.');
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await sql<{ id: number }>`
        INSERT INTO dtr_correction_requests (employee_id, record_date, am_in, am_out, pm_in, pm_out, reason, requested_by)
        VALUES (${me.id}, ${body.recordDate}, ${body.amIn ?? null}, ${body.amOut ?? null}, ${body.pmIn ?? null}, ${body.pmOut ?? null}, ${body.reason}, ${user.id})
        ON CONFLICT DO NOTHING RETURNING id`.execute(trx);
      const row = inserted.rows[0];
      if (!row) throw conflict('You already have a pending correction request for this day.', 'recordDate');
      const punches = (['amIn', 'amOut', 'pmIn', 'pmOut'] as const).map((k) => body[k] ?? '-').join(' ');
      await submitForApproval(trx, actor, {
        documentType: CORRECTION_DOC,
        documentId: row.id,
        summary: `${user.fullName}: ${body.recordDate} ${punches}. ${body.reason}`,
        subjectEmployeeId: me.id,
      });
      await recordAudit(trx, actor, {
        entityType: 'dtr-correction-request',
        entityId: row.id,
        action: 'requested',
        newValues: {
          recordDate: body.recordDate,
          amIn: body.amIn,
          amOut: body.amOut,
          pmIn: body.pmIn,
          pmOut: body.pmOut,
          reason: body.reason,
        },
      });
      return row.id;
    });
    return (
      await toCorrections(db, user, [await correctionQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow()])
    )[0]!;
  },
});
