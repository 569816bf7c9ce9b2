import { REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { updateTemplateEndpoint } from '@ilaw/contracts/reports/update-template';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { isUniqueViolation } from '../../../platform/posting/database-conflicts.ts';
import { REPORT_ADMIN } from '../access.ts';
import { templateRows, toTemplate } from '../report-queries.ts';
import { templateColumns } from './save-template.ts';

export const updateTemplate = defineRoute({
  endpoint: updateTemplateEndpoint,
  access: REPORT_ADMIN,
  async handler({ params, body, db, actor }) {
    try {
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('report_templates')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound(REPORT_MESSAGES.templateNotFound);
        await trx
          .updateTable('report_templates')
          .set({ ...(await templateColumns(trx, body)), updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'report-template',
          entityId: params.id,
          action: 'updated',
          oldValues: { code: before.code, name: before.name, dueDays: before.due_days, isActive: before.is_active },
          newValues: body,
        });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(REPORT_MESSAGES.duplicateCode, 'code');
      throw e;
    }
    return toTemplate(await templateRows(db).where('t.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
