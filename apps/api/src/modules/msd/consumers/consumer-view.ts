import type { ServiceRequestConsumer } from '@ilaw/contracts/msd/consumers/consumer';
import type { BillingConsumer } from '../../billing/public.ts';

/** Billing's consumer without money: what member services may see. */
export const consumerView = (c: BillingConsumer): ServiceRequestConsumer => ({
  id: c.id,
  accountNo: c.accountNo,
  name: c.name,
  address: c.address,
  town: c.town,
  branchCode: c.branchCode,
  consumerClass: c.consumerClass,
  accountStatus: c.accountStatus,
  meterSerial: c.meterSerial,
});
