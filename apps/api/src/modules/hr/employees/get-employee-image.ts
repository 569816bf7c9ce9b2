import { getEmployeeImageEndpoint } from '@ilaw/contracts/hr/employees/get-employee-image';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { HR_READERS } from '../access.ts';
import { EMPLOYEE_NOT_FOUND } from './get-employee.ts';

export const getEmployeeImage = defineRoute({
  endpoint: getEmployeeImageEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ params, db, services }) {
    const e = await db
      .selectFrom('employees')
      .select(['employee_id', 'photo_file_id'])
      .where('id', '=', params.employeeId)
      .executeTakeFirst();
    if (!e) throw notFound(EMPLOYEE_NOT_FOUND);
    // No photo: an empty answer (204), which the screens show as the initials avatar.
    if (!e.photo_file_id) return;
    const stored = await services.files.read(db, e.photo_file_id);
    if (!stored) return;
    const ext = stored.file.contentType.split('/')[1] ?? 'png';
    return fileResponse(
      `${e.employee_id}.${ext === 'jpeg' ? 'jpg' : ext}`,
      stored.file.contentType,
      stored.bytes,
      'inline',
    );
  },
});
