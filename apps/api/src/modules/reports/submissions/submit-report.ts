// A department uploads its report for a period; after the due date it is recorded late. Every
// upload is kept (a corrected file comes after the first, which decides on time or late).
import { FILE_KINDS, FILE_KIND_LABELS, REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import { submitReportEndpoint } from '@ilaw/contracts/reports/submit-report';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { maySubmit, REPORT_SUBMITTERS } from '../access.ts';
import { fileKindOf, periodOf } from '../compute/report-rules.ts';
import { boardRows, templateRows, toTemplate, userDepartment } from '../report-queries.ts';

export const submitReport = defineRoute({
  endpoint: submitReportEndpoint,
  access: REPORT_SUBMITTERS,
  async handler({ body, db, user, actor, request, services, reply }) {
    const row = await templateRows(db).where('t.id', '=', body.templateId).executeTakeFirst();
    if (!row) throw notFound(REPORT_MESSAGES.templateNotFound);
    const t = toTemplate(row);
    const department = await userDepartment(db, user.id);
    if (!maySubmit(user, department, t.departmentId)) throw forbidden(REPORT_MESSAGES.notYourDepartment);
    if (!t.isActive) throw conflict(REPORT_MESSAGES.inactive);
    const period = periodOf(t.period, body.periodKey);
    if (!period) throw fieldError('periodKey', REPORT_MESSAGES.badPeriod);
    if (period.end < t.startsOn) throw fieldError('periodKey', REPORT_MESSAGES.beforeStart);
    const file = request.uploadedFiles.find((f) => f.bytes.length > 0);
    if (!file) throw badRequest(REPORT_MESSAGES.fileRequired);
    const kind = fileKindOf(file.fileName);
    if (!t.fileKinds.includes(kind)) {
      throw fieldError('file', REPORT_MESSAGES.fileKind(t.fileKinds.map((k) => FILE_KIND_LABELS[k]).join(', ')));
    }
    await services.files.check(file.bytes);
    await db.transaction().execute(async (trx) => {
      const stored = await services.files.save(trx, {
        bytes: file.bytes,
        originalName: file.fileName,
        createdBy: user.id,
      });
      const s = await trx
        .insertInto('report_submissions')
        .values({
          template_id: t.id,
          period_key: period.key,
          file_id: stored.id,
          file_kind: FILE_KINDS.indexOf(kind),
          remarks: body.remarks,
          submitted_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'report-template',
        entityId: t.id,
        action: 'submitted',
        newValues: { submissionId: s.id, periodKey: period.key, file: stored.originalName, remarks: body.remarks },
      });
    });
    reply.code(201);
    const [board] = await boardRows(db, user, department, [t], Number(period.key.slice(0, 4)));
    return board!.periods.find((p) => p.periodKey === period.key)!;
  },
});
