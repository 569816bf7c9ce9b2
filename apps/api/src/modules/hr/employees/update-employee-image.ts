import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTO_TYPE_MESSAGE } from '@ilaw/contracts/hr/employees/employee-image';
import { updateEmployeeImageEndpoint } from '@ilaw/contracts/hr/employees/update-employee-image';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { loadEmployee } from './employee-queries.ts';
import { EMPLOYEE_NOT_FOUND } from './get-employee.ts';

export const updateEmployeeImage = defineRoute({
  endpoint: updateEmployeeImageEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, db, actor, request, services }) {
    const upload = request.uploadedFiles[0];
    if (!upload || upload.bytes.length === 0) throw badRequest('Choose a photo to upload.');
    const rule = { contentTypes: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES, typeMessage: PHOTO_TYPE_MESSAGE };
    // Size and content are checked before anything is written (413, 415).
    await services.files.check(upload.bytes, rule);
    const previous = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('employees')
        .select(['id', 'photo_file_id'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(EMPLOYEE_NOT_FOUND);
      const stored = await services.files.save(
        trx,
        { bytes: upload.bytes, originalName: upload.fileName, createdBy: actor.userId },
        rule,
      );
      await trx
        .updateTable('employees')
        .set({ photo_file_id: stored.id, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'employee',
        entityId: params.id,
        action: 'photo-changed',
        oldValues: { photoFileId: before.photo_file_id },
        newValues: { photoFileId: stored.id, photoName: stored.originalName, photoSize: stored.sizeBytes },
      });
      return before.photo_file_id;
    });
    // The old photo's bytes go once the new one is committed.
    if (previous)
      await services.files
        .remove(db, previous)
        .catch((err: unknown) => request.log.warn({ err }, 'old photo not removed'));
    const employee = await loadEmployee(db, params.id);
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    return employee;
  },
});
