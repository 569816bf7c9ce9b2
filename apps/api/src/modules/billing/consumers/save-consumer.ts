import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';

/** Create and update take the same fields. */
type ConsumerBody = InputOf<typeof createConsumerEndpoint>['body'];

export async function checkConsumer(trx: Transaction<Database>, body: ConsumerBody, id: number | null): Promise<void> {
  const branch = await trx.selectFrom('branches').select('code').where('code', '=', body.branchCode).executeTakeFirst();
  if (!branch) throw fieldError('branchCode', 'Choose a branch from the list.');
  const prefix = String(body.branchCode).padStart(2, '0');
  if (!body.accountNo.startsWith(prefix)) {
    throw fieldError('accountNo', `The account number must start with the branch code ${prefix}.`);
  }
  if (body.routeId !== null) {
    const route = await trx
      .selectFrom('billing_routes')
      .select('branch_code')
      .where('id', '=', body.routeId)
      .executeTakeFirst();
    if (!route) throw fieldError('routeId', 'The route was not found.');
    if (route.branch_code !== body.branchCode) throw fieldError('routeId', 'The route belongs to another branch.');
  }
  if ((body.latitude === null) !== (body.longitude === null)) {
    throw fieldError('latitude', 'Give both latitude and longitude, or neither.');
  }
  const dup = await trx
    .selectFrom('billing_consumers')
    .select('id')
    .where(sql`lower(account_no)`, '=', body.accountNo.toLowerCase())
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (dup) throw conflict(ACCOUNT_TAKEN, 'accountNo');
}

const ACCOUNT_TAKEN = 'Another consumer has this account number.';

/** Two clerks saving one account number at once: the unique key decides, with the same message. */
export const accountTaken = duplicateToConflict({
  constraint: 'billing_consumers_account_no',
  message: ACCOUNT_TAKEN,
  field: 'accountNo',
});

export function columns(body: ConsumerBody) {
  return {
    account_no: body.accountNo,
    branch_code: body.branchCode,
    name: body.name.toUpperCase(),
    town: body.town,
    barangay: body.barangay,
    address: body.address,
    consumer_class: body.consumerClass,
    account_status: body.accountStatus,
    meter_serial: body.meterSerial,
    meter_brand: body.meterBrand,
    multiplier: body.multiplier,
    meter_shape: body.meterShape,
    initial_reading: body.initialReading ?? '0',
    route_id: body.routeId,
    sequence: body.sequence,
    latitude: body.latitude === null ? null : String(body.latitude),
    longitude: body.longitude === null ? null : String(body.longitude),
    is_lifeliner: body.isLifeliner,
    is_senior_citizen: body.isSeniorCitizen,
    deposit: body.deposit ?? '0',
  };
}
