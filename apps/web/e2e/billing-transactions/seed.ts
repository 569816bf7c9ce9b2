// Billing set-up through the API for the transaction screens' browser tests: a reader, a route,
// an open bill month with rates, and consumers on the route.
import { getCurrentUserEndpoint } from '@ilaw/contracts/auth/get-current-user';
import { createBillMonthEndpoint, saveRatesEndpoint } from '@ilaw/contracts/billing/bill-months-rates';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers';
import { createMeterReaderEndpoint, createRouteEndpoint } from '@ilaw/contracts/billing/routes-readers';
import type { Role } from '@ilaw/contracts/roles';
import { ApiSession, createUserWithRoles } from '../support/api.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts';

export interface BillingUser {
  username: string;
  password: string;
  userId: number;
  api: ApiSession;
}

export async function billingUser(baseUrl: string, roles: Role[], prefix: string): Promise<BillingUser> {
  const user = await createUserWithRoles(baseUrl, roles, prefix);
  const api = await ApiSession.signIn(baseUrl, user.username, user.password);
  const me = await api.call(getCurrentUserEndpoint);
  return { ...user, userId: me.id, api };
}

export const RATE_SHEET = [
  { code: 'GEN', name: 'Generation Charge', unit: 'kWh', rate: '5.5', vatable: true, discountable: true },
  { code: 'SUPPLY', name: 'Supply Charge', unit: 'customer', rate: '50', vatable: true, discountable: true },
] as const;

export interface SeededRoute {
  billMonthId: number;
  routeId: number;
  accounts: string[];
}

/** A route of `names.length` residential consumers (initial reading 1000), in that sequence. */
export async function seedRoute(
  baseUrl: string,
  clerk: ApiSession,
  options: { period: string; routeCode: string; accountPrefix: string; names: string[] },
): Promise<SeededRoute> {
  const admin = await ApiSession.signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const reader = await admin.call(createMeterReaderEndpoint, {
    name: `Reader ${options.routeCode}`,
    branchCode: 5,
    userId: null,
    isActive: true,
  });
  const route = await clerk.call(createRouteEndpoint, {
    branchCode: 5,
    code: options.routeCode,
    name: `Route ${options.routeCode}`,
    meterReaderId: reader.id,
    readingDay: 5,
    isActive: true,
  });
  const month = await clerk.call(createBillMonthEndpoint, {
    period: options.period,
    readingDate: `${options.period}-05`,
  });
  await clerk.call(saveRatesEndpoint, {
    billMonthId: month.id,
    consumerClass: 'R',
    remarks: null,
    components: RATE_SHEET.map((c) => ({ ...c, lifelineSubsidy: false })),
  });
  const accounts: string[] = [];
  for (const [i, name] of options.names.entries()) {
    const accountNo = `${options.accountPrefix}${String(i + 1).padStart(4, '0')}`;
    await clerk.call(createConsumerEndpoint, {
      accountNo,
      branchCode: 5,
      name,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: 'R',
      meterSerial: `MS-${accountNo}`,
      multiplier: '1',
      initialReading: '1000',
      routeId: route.id,
      sequence: i + 1,
    });
    accounts.push(accountNo);
  }
  return { billMonthId: month.id, routeId: route.id, accounts };
}
