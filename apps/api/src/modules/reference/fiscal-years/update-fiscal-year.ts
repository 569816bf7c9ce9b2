import { updateFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years/update-fiscal-year';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { checkFiscalYearFree, deactivateOtherFiscalYears, loadFiscalYear } from './fiscal-year-queries.ts';

export const updateFiscalYear = defineRoute({
  endpoint: updateFiscalYearEndpoint,
  access: anyRole('Admin'),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadFiscalYear(trx, params.id);
      if (!before) throw notFound('The fiscal year was not found.');
      await checkFiscalYearFree(trx, body.year, params.id);
      if (body.isActive) await deactivateOtherFiscalYears(trx, params.id);
      await trx
        .updateTable('fiscal_years')
        .set({
          year: body.year,
          name: `FY ${body.year}`,
          start_date: body.startDate,
          end_date: body.endDate,
          is_active: body.isActive,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      const after = { year: body.year, startDate: body.startDate, endDate: body.endDate, isActive: body.isActive };
      const changes = diff(
        { year: before.year, startDate: before.startDate, endDate: before.endDate, isActive: before.isActive },
        after,
      );
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, {
          entityType: 'fiscal-year',
          entityId: params.id,
          action: 'updated',
          ...changes,
        });
      }
    });
    const fy = await loadFiscalYear(db, params.id);
    if (!fy) throw notFound('The fiscal year was not found.');
    return fy;
  },
});
