import { REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { createTemplateEndpoint } from '@ilaw/contracts/reports/create-template';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { isUniqueViolation } from '../../../platform/posting/database-conflicts.ts';
import { REPORT_ADMIN } from '../access.ts';
import { templateRows, toTemplate } from '../report-queries.ts';
import { templateColumns } from './save-template.ts';

export const createTemplate = defineRoute({
  endpoint: createTemplateEndpoint,
  access: REPORT_ADMIN,
  async handler({ body, db, actor, reply }) {
    try {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('report_templates')
          .values(await templateColumns(trx, body))
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'report-template',
          entityId: row.id,
          action: 'created',
          newValues: body,
        });
        return row.id;
      });
      reply.code(201);
      return toTemplate(await templateRows(db).where('t.id', '=', id).executeTakeFirstOrThrow());
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(REPORT_MESSAGES.duplicateCode, 'code');
      throw e;
    }
  },
});
