// Test setup through the API: a bill month with rates, a route and consumers with readings, so
// each browser test drives only the screens it is about. No demo data is assumed.
import assert from 'node:assert/strict';
import { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';
import { getJobEndpoint } from '@ilaw/contracts/platform/jobs';
import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { saveRatesEndpoint } from '@ilaw/contracts/billing/rates/save-rates';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import type { Role } from '@ilaw/contracts/roles';
import { ApiSession, createUserWithRoles } from '../support/api.ts';

/** A user with these roles and their API session (the shared contract client). */
export async function apiUser(baseUrl: string, roles: Role[]) {
  const user = await createUserWithRoles(baseUrl, roles, 'e2e.bill');
  return { api: await ApiSession.signIn(baseUrl, user.username, user.password), user };
}

/** Rates of the API tests' sheet: generation, distribution, supply (per customer), lifeline subsidy, UC. */
export const RATE_SHEET = [
  {
    code: 'GEN',
    name: 'Generation Charge',
    unit: 'kWh',
    rate: '5.5',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'DIST',
    name: 'Distribution Charge',
    unit: 'kWh',
    rate: '1.2345',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'SUPPLY',
    name: 'Supply Charge',
    unit: 'customer',
    rate: '50',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'LIFELINE_SUB',
    name: 'Lifeline Subsidy',
    unit: 'kWh',
    rate: '0.05',
    vatable: false,
    discountable: false,
    lifelineSubsidy: true,
  },
  {
    code: 'UC',
    name: 'Universal Charge',
    unit: 'kWh',
    rate: '0.0123',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
] as const;

export interface SeededCoop {
  monthId: number;
  period: string;
  routeId: number;
  routeCode: string;
  accounts: string[];
}

/**
 * One bill month (with R and C rates), one route of San Jose (branch 05) and `consumers`
 * residential consumers starting at 1000 kWh on the meter; `readings` present readings are keyed
 * in for the first consumers.
 */
export async function seedCoop(
  api: ApiSession,
  opts: { period: string; tag: string; consumers: number; readings: readonly string[] },
): Promise<SeededCoop> {
  const month = await api.call(createBillMonthEndpoint, {
    body: { period: opts.period, readingDate: `${opts.period}-05` },
  });
  for (const consumerClass of ['R', 'C'] as const) {
    await api.call(saveRatesEndpoint, {
      body: { billMonthId: month.id, consumerClass, remarks: null, components: RATE_SHEET.map((c) => ({ ...c })) },
    });
  }
  const routeCode = `E${opts.tag}`;
  const route = await api.call(createRouteEndpoint, {
    body: {
      branchCode: 5,
      code: routeCode,
      name: `E2E route ${opts.tag}`,
      meterReaderId: null,
      readingDay: 5,
      isActive: true,
    },
  });
  const accounts: string[] = [];
  for (let i = 0; i < opts.consumers; i++) {
    const accountNo = `05-${opts.tag}${String(i + 1).padStart(3, '0')}`;
    await api.call(createConsumerEndpoint, {
      body: {
        accountNo,
        branchCode: 5,
        name: `RIVERA${opts.tag}, ANA ${i + 1}`,
        town: 'San Jose',
        barangay: 'Poblacion',
        consumerClass: 'R',
        meterSerial: `EM${opts.tag}-${i + 1}`,
        multiplier: '1',
        initialReading: '1000',
        routeId: route.id,
        sequence: i + 1,
      },
    });
    accounts.push(accountNo);
  }
  for (const [i, present] of opts.readings.entries()) {
    await api.call(enterReadingEndpoint, {
      body: { billMonthId: month.id, accountNo: accounts[i]!, presentReading: present, remark: null },
    });
  }
  return { monthId: month.id, period: opts.period, routeId: route.id, routeCode, accounts };
}

/** Posts the route's bills through the API and waits for the job. */
export async function postBills(api: ApiSession, coop: SeededCoop): Promise<void> {
  const { jobId } = await api.call(startBulkComputeEndpoint, {
    body: { billMonthId: coop.monthId, routeId: coop.routeId, testMode: false },
  });
  for (let i = 0; ; i++) {
    const job = await api.call(getJobEndpoint, { params: { id: jobId } });
    if (job.status === 'succeeded') return;
    assert.notEqual(job.status, 'failed', job.error ?? '');
    assert.ok(i < 300, 'the compute job did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
}
