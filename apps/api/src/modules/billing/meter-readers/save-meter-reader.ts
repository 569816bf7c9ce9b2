import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { checkBranch } from '../branches.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { createMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/create-meter-reader';

export async function saveReader(trx: Transaction<Database>, body: InputOf<typeof createMeterReaderEndpoint>['body']) {
  await checkBranch(trx, body.branchCode);
  if (body.userId !== null) {
    const u = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
    if (!u) throw fieldError('userId', 'The user was not found.');
  }
  return { user_id: body.userId, name: body.name, branch_code: body.branchCode, is_active: body.isActive };
}
