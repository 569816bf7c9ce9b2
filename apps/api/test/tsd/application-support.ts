// Transformer applications for the tests: the staff of each stage, a consumer with a teller to
// pay the fees, and an application walked to a given stage through the API.
import assert from 'node:assert/strict';
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { createTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/create-transformer-application';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import type { TransformerApplication } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import type { BodyOf } from '@ilaw/contracts/http';
import { uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';
import { newTeller, type Teller } from '../collection/collection-support.ts';
import { daysAgo, openSheet, passingResults, registerTransformer, setUpTsd, type Tsd } from './tsd-support.ts';

type User = TestClient & { userId: number };

export interface Desk extends Tsd {
  intake: User;
  inspector: User;
  evaluator: User;
  manager: User;
  /** An evaluator who is also a manager: still never approves what they evaluated. */
  evaluatorManager: User;
  teller: Teller;
  consumerId: number;
  accountNo: string;
}

let seq = 0;

export async function setUpDesk(t: TestApp): Promise<Desk> {
  const s = await setUpTsd(t);
  seq += 1;
  const clerk = await t.userWithRoles(['BillingReport']);
  const reader = await t.admin.post<{ id: number }>('/api/v2/billing/meter-readers', {
    name: `TA-Reader ${uniqueTag()}`,
    branchCode: 5,
  });
  assert.equal(reader.status, 201, JSON.stringify(reader.body));
  const tag = uniqueTag()
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(-6)
    .toUpperCase();
  const route = await clerk.post<{ id: number }>('/api/v2/billing/routes', {
    branchCode: 5,
    code: `T${tag}`,
    name: `Transformer route ${tag}`,
    meterReaderId: reader.body.id,
  });
  assert.equal(route.status, 201, JSON.stringify(route.body));
  const accountNo = `05-7${String(Date.now() % 100000).padStart(5, '0')}${seq}`;
  const consumer = await clerk.post<{ id: number }>('/api/v2/billing/consumers', {
    accountNo,
    branchCode: 5,
    name: `REYES, ANTONIO ${tag}`,
    town: 'San Jose',
    barangay: 'Poblacion',
    consumerClass: 'C',
    meterSerial: `TA${tag}`,
    multiplier: '1',
    initialReading: '1000',
    routeId: route.body.id,
    sequence: 1,
  });
  assert.equal(consumer.status, 201, JSON.stringify(consumer.body));
  return {
    ...s,
    intake: await t.userWithRoles(['TransformerApplication']),
    inspector: await t.userWithRoles(['TransformerForInspection']),
    evaluator: await t.userWithRoles(['TransformerForTesting']),
    manager: await t.userWithRoles(['Manager']),
    evaluatorManager: await t.userWithRoles(['TransformerForTesting', 'Manager']),
    teller: await newTeller(t),
    consumerId: consumer.body.id,
    accountNo,
  };
}

export function applicationBody(
  d: Desk,
  over: Partial<BodyOf<typeof createTransformerApplicationEndpoint>> = {},
): BodyOf<typeof createTransformerApplicationEndpoint> {
  return {
    applicationType: 'UpratingOfLoads',
    appliedOn: daysAgo(10),
    accountNo: d.accountNo,
    address: 'Purok 3, Poblacion, San Jose',
    contactNo: '0917 555 0101',
    branchCode: 5,
    requestedKva: '25',
    phase: 'SinglePhase',
    ownership: 'SoleUser',
    purpose: 'Rice mill',
    ...over,
  };
}

export const apply = (d: Desk, over: Partial<BodyOf<typeof createTransformerApplicationEndpoint>> = {}) =>
  d.intake.call(createTransformerApplicationEndpoint, { body: applicationBody(d, over) });

export const inspectionBody = {
  inspectedOn: daysAgo(8),
  result: 'Passed' as const,
  findings: 'Site clear; pole P-12 can carry the unit.',
  feeder: 'F3',
  poleNo: 'P-12',
  latitude: '12.3541',
  longitude: '121.0672',
};

/** A registered unit with a passed data sheet. */
export async function testedUnit(d: Desk) {
  const unit = await registerTransformer(d, { ownership: 'SoleUser' });
  const sheet = await openSheet(d, unit.id, daysAgo(6));
  await d.lab.call(storeTestResultEndpoint, { body: { dataSheetId: sheet.id, ...passingResults } });
  return { unit, sheet };
}

export const standardFees = [
  { item: 'TestingFee' as const, quantity: 1 },
  { item: 'InspectionFee' as const, quantity: 1 },
  { item: 'UpdatedGuaranteeDeposit' as const, quantity: 1 },
];

/** Intake, inspection passed, evaluation with a tested unit: waiting for approval. */
export async function applicationForApproval(d: Desk, evaluator: User = d.evaluator) {
  const a = await apply(d);
  await d.inspector.call(inspectTransformerApplicationEndpoint, { params: { id: a.id }, body: inspectionBody });
  const { unit, sheet } = await testedUnit(d);
  const evaluated = await evaluator.call(evaluateTransformerApplicationEndpoint, {
    params: { id: a.id },
    body: { evaluatedOn: daysAgo(5), transformerId: unit.id, dataSheetId: sheet.id, fees: standardFees },
  });
  return { application: evaluated, unit, sheet };
}

export function approve(d: Desk, a: TransformerApplication, approveIt = true) {
  assert.ok(a.approval, 'the application has an approval request');
  return d.manager.call(decideApprovalEndpoint, {
    params: { id: a.approval.requestId },
    body: { approve: approveIt, remarks: approveIt ? null : 'Load study needed.' },
  });
}
