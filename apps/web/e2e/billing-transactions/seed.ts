// Billing set-up through the API for the transaction screens' browser tests: a reader, a route,
// an open bill month with rates, and consumers on the route.
import { getCurrentUserEndpoint } from '@ilaw/contracts/auth/get-current-user';
import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { saveRatesEndpoint } from '@ilaw/contracts/billing/rates/save-rates';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { createMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/create-meter-reader';
import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import type { Role } from '@ilaw/contracts/roles';
import { randomBytes, randomInt } from 'node:crypto';
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

/** A short tag (capitals and digits) so codes, names and accounts differ between runs on one database. */
export function runTag(): string {
  return randomBytes(4).toString('hex').toUpperCase().slice(0, 6);
}

/**
 * Opens a bill month no other run has. Periods are drawn from 1900-2019 so a test's month is
 * never the "latest open month" other screens and tests default to on a shared database.
 */
export async function openUniqueMonth(clerk: ApiSession): Promise<{ id: number; period: string }> {
  for (let attempt = 0; ; attempt++) {
    const period = `${1900 + randomInt(120)}-${String(1 + randomInt(12)).padStart(2, '0')}`;
    try {
      const month = await clerk.call(createBillMonthEndpoint, { body: { period, readingDate: `${period}-05` } });
      return { id: month.id, period };
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('already exists')) throw error;
    }
  }
}

export interface SeededRoute {
  billMonthId: number;
  period: string;
  routeId: number;
  routeCode: string;
  accounts: string[];
}

/**
 * A new bill month with class R rates and a new route of `names.length` residential consumers
 * (initial reading 1000) in that sequence; codes and account numbers carry a run tag.
 */
export async function seedRoute(baseUrl: string, clerk: ApiSession, names: string[]): Promise<SeededRoute> {
  const tag = runTag();
  const routeCode = `R${tag}`;
  const admin = await ApiSession.signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
  const reader = await admin.call(createMeterReaderEndpoint, {
    body: {
      name: `Reader ${routeCode}`,
      branchCode: 5,
      userId: null,
      isActive: true,
    },
  });
  const route = await clerk.call(createRouteEndpoint, {
    body: {
      branchCode: 5,
      code: routeCode,
      name: `Route ${routeCode}`,
      meterReaderId: reader.id,
      readingDay: 5,
      isActive: true,
    },
  });
  const month = await openUniqueMonth(clerk);
  await clerk.call(saveRatesEndpoint, {
    body: {
      billMonthId: month.id,
      consumerClass: 'R',
      remarks: null,
      components: RATE_SHEET.map((c) => ({ ...c, lifelineSubsidy: false })),
    },
  });
  const accounts: string[] = [];
  for (const [i, name] of names.entries()) {
    const accountNo = `05-${tag}${String(i + 1).padStart(2, '0')}`;
    await clerk.call(createConsumerEndpoint, {
      body: {
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
      },
    });
    accounts.push(accountNo);
  }
  return { billMonthId: month.id, period: month.period, routeId: route.id, routeCode, accounts };
}
