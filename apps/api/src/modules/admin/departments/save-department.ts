import type { Transaction } from 'kysely';
import { DEPARTMENT_CODE_TAKEN } from '@ilaw/contracts/reference/departments';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';

export async function checkDepartmentCode(
  trx: Transaction<Database>,
  code: string,
  exceptId: number | null,
): Promise<void> {
  let q = trx.selectFrom('departments').select('id').where('code', '=', code);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(DEPARTMENT_CODE_TAKEN, 'code');
}
