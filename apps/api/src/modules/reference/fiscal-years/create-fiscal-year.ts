import { createFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years/create-fiscal-year';
import { MESSAGES } from '@ilaw/contracts/validation';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { checkFiscalYearFree, deactivateOtherFiscalYears, loadFiscalYear } from './fiscal-year-queries.ts';

export const createFiscalYear = defineRoute({
  endpoint: createFiscalYearEndpoint,
  access: anyRole('Admin'),
  async handler({ body, db, actor, reply }) {
    // SPEC.md section 5: a new fiscal year may not be for a year already past.
    if (body.year < Number(manilaToday().slice(0, 4))) throw fieldError('year', MESSAGES.currentYear);
    const id = await db.transaction().execute(async (trx) => {
      await checkFiscalYearFree(trx, body.year, null);
      if (body.isActive) await deactivateOtherFiscalYears(trx, null);
      const row = await trx
        .insertInto('fiscal_years')
        .values({
          year: body.year,
          name: `FY ${body.year}`,
          start_date: body.startDate,
          end_date: body.endDate,
          is_active: body.isActive,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'fiscal-year',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    const fy = await loadFiscalYear(db, id);
    if (!fy) throw new Error('created fiscal year vanished');
    reply.code(201);
    return fy;
  },
});
