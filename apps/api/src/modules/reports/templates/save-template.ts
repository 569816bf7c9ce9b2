import { FILE_KINDS, REPORT_MESSAGES } from '@ilaw/contracts/reports/report';
import type { createTemplateEndpoint } from '@ilaw/contracts/reports/create-template';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

/** The columns of a template; the department must exist. */
export async function templateColumns(
  trx: Transaction<Database>,
  body: InputOf<typeof createTemplateEndpoint>['body'],
) {
  const dept = await trx.selectFrom('departments').select('id').where('id', '=', body.departmentId).executeTakeFirst();
  if (!dept) throw fieldError('departmentId', REPORT_MESSAGES.noDepartment);
  return {
    code: body.code,
    name: body.name,
    regulator: body.regulator,
    period: body.period,
    due_days: body.dueDays,
    department_id: body.departmentId,
    file_kinds: [...new Set(body.fileKinds.map((k) => FILE_KINDS.indexOf(k)))].sort(),
    description: body.description,
    starts_on: body.startsOn,
    is_active: body.isActive,
  };
}
