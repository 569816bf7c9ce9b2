// A small member-services set-up through the API: the staff of each role, a team, a consumer in
// billing, and the starting catalogue's types by code.
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { changeServiceRequestStatusTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import type { BodyOf } from '@ilaw/contracts/http';
import { createTeamEndpoint } from '@ilaw/contracts/reference/teams/create-team';
import { uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

export interface Msd {
  clerk: TestClient & { userId: number };
  approver1: TestClient & { userId: number };
  approver2: TestClient & { userId: number };
  assigner: TestClient & { userId: number };
  lineman: TestClient & { userId: number };
  reporter: TestClient & { userId: number };
  teamId: number;
  consumerId: number;
  accountNo: string;
  types: Map<string, number>;
}

export async function setUpMsd(t: TestApp): Promise<Msd> {
  const tag = uniqueTag();
  const billing = await t.userWithRoles(['BillingReport']);
  const consumer = await billing.call(createConsumerEndpoint, {
    body: {
      accountNo: `05-${tag}`,
      branchCode: 5,
      name: `SANTOS ${tag}, MARIA`,
      town: 'San Jose',
      barangay: 'Poblacion',
      consumerClass: 'R',
      meterSerial: `MS-${tag}`,
    },
  });
  const team = await t.admin.call(createTeamEndpoint, {
    body: { name: `Line Crew ${tag}`, branchCode: 5, leaderName: 'Pedro Reyes', members: ['Pedro Reyes', 'Jose Cruz'] },
  });
  const clerk = await t.userWithRoles(['ServiceRequest', 'ServiceRequestCreate']);
  const types = await clerk.call(listServiceRequestTypesEndpoint, { query: {} });
  return {
    clerk,
    approver1: await t.userWithRoles(['ServiceRequestApprover']),
    approver2: await t.userWithRoles(['ServiceRequestApprover']),
    assigner: await t.userWithRoles(['ServiceRequestAssigner']),
    lineman: await t.userWithRoles(['ServiceRequestLineman']),
    reporter: await t.userWithRoles(['ServiceRequestReport']),
    teamId: team.id,
    consumerId: consumer.id,
    accountNo: consumer.accountNo,
    types: new Map(types.map((x) => [x.code, x.id])),
  };
}

export function complaint(
  m: Msd,
  code: string,
  fields: Partial<BodyOf<typeof createServiceRequestEndpoint>> = {},
): BodyOf<typeof createServiceRequestEndpoint> {
  const typeId = m.types.get(code.split('-')[0]!)!;
  const subtypeId = code.includes('-') ? m.types.get(code)! : null;
  return {
    typeId,
    subtypeId,
    consumerId: m.consumerId,
    locationType: 'Residential',
    requesterName: 'Maria Santos',
    contactNo: '0917 000 0000',
    description: 'Leaning pole beside the house.',
    ...fields,
  };
}

/** Files a request and takes it through both approvals, assignment, dispatch and arrival. */
export async function toArrived(m: Msd, code = 'POLE-LEAN') {
  const status = changeServiceRequestStatusEndpoint;
  const crew = changeServiceRequestStatusTsdEndpoint;
  const sr = await m.clerk.call(createServiceRequestEndpoint, { body: complaint(m, code) });
  if (sr.approvalState === 'Pending') {
    await m.approver1.call(status, { body: { serviceRequestId: sr.id, action: 'Approve' } });
    await m.approver2.call(status, { body: { serviceRequestId: sr.id, action: 'Approve' } });
  }
  await m.assigner.call(status, {
    body: { serviceRequestId: sr.id, action: 'Assign', teamId: m.teamId, scheduleDate: '2026-11-23' },
  });
  await m.lineman.call(crew, { body: { serviceRequestId: sr.id, action: 'Dispatch' } });
  return m.lineman.call(crew, { body: { serviceRequestId: sr.id, action: 'Arrive' } });
}
