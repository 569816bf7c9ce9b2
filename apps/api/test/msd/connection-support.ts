// New connections through the API: the clerks (two, so one evaluates what the other filed), an
// inspector, a seminar of today and an application taken to a chosen stage.
import { billConnectionFeesEndpoint } from '@ilaw/contracts/msd/connection-applications/bill-connection-fees';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { moveConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { createPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/create-pms-seminar';
import { recordPmsAttendanceEndpoint } from '@ilaw/contracts/msd/pms-seminars/record-pms-attendance';
import type { BodyOf } from '@ilaw/contracts/http';
import { manilaToday } from '../../src/platform/time/manila.ts';
import { uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

type Client = TestClient & { userId: number };
export interface Nca {
  clerk: Client;
  officer: Client;
  inspector: Client;
  inspectionsViewer: Client;
  outsider: Client;
  seminarId: number;
  tag: string;
}

export const SINGLE_OWNER_DOCUMENTS = ['ValidId', 'LandTitle', 'ElectricalPermit', 'WiringPlan', 'Sketch'] as const;

export async function setUpNca(t: TestApp): Promise<Nca> {
  const clerk = await t.userWithRoles(['ConsumerPms']);
  const seminar = await clerk.call(createPmsSeminarEndpoint, {
    body: { seminarDate: manilaToday(), startTime: '09:00', venue: 'Main office hall', branchCode: 5, seats: 200 },
  });
  return {
    clerk,
    officer: await t.userWithRoles(['ConsumerPms']),
    inspector: await t.userWithRoles(['ConnectionInspector']),
    inspectionsViewer: await t.userWithRoles(['ConnectionInspections']),
    outsider: await t.userWithRoles(['ServiceRequest']),
    seminarId: seminar.id,
    tag: uniqueTag(),
  };
}

export function application(
  n: Nca,
  fields: Partial<BodyOf<typeof createConnectionApplicationEndpoint>> = {},
): BodyOf<typeof createConnectionApplicationEndpoint> {
  return {
    applicantType: 'Single',
    capacity: 'Owner',
    applicantName: `DELA CRUZ ${n.tag}, JUAN`,
    contactNo: '0917 111 2222',
    branchCode: 5,
    town: 'San Jose',
    barangay: 'Poblacion',
    address: 'Purok 3, near the chapel',
    locationType: 'Residential',
    loadKw: '3.50',
    documents: [...SINGLE_OWNER_DOCUMENTS],
    ...fields,
  };
}

export function passedInspection(applicationId: number): BodyOf<typeof createConnectionInspectionEndpoint> {
  return {
    applicationId,
    inspectedOn: manilaToday(),
    result: 'Passed',
    mainBreakerAmperes: 60,
    branchCircuits: 4,
    serviceEntrance: 'Metal conduit, weatherhead',
    poleType: 'Concrete',
    poleCount: 1,
    poleHeightFt: '25',
    poleNumber: 'P-1021',
    wireSize: '#6 duplex',
    wireLengthM: '28.5',
    buildingLatitude: '12.3456789',
    buildingLongitude: '121.1234567',
    poleLatitude: '12.3457000',
    poleLongitude: '121.1234000',
    sealReason: 'WithPlasticSeal',
    electricianName: 'Ramon Bautista',
    electricianLicenceNo: 'PEE-004512',
    electricianLicenceValidUntil: '2028-06-30',
  };
}

/** Files an application, seats the applicant at today's seminar and passes the inspection: For Evaluation. */
export async function toEvaluation(n: Nca) {
  const a = await n.clerk.call(createConnectionApplicationEndpoint, { body: application(n) });
  const attendance = recordPmsAttendanceEndpoint;
  await n.clerk.call(attendance, { params: { id: n.seminarId }, body: { applicationId: a.id, action: 'Enrol' } });
  await n.clerk.call(attendance, { params: { id: n.seminarId }, body: { applicationId: a.id, action: 'Attended' } });
  return n.inspector.call(createConnectionInspectionEndpoint, { body: passedInspection(a.id) });
}

/** ... and evaluated by another officer: For Payment. */
export async function toPayment(n: Nca) {
  const a = await toEvaluation(n);
  return n.officer.call(moveConnectionApplicationEndpoint, { params: { id: a.id }, body: { to: 'ForPayment' } });
}

/** ... with its fees billed (a non-power bill of type CO): still For Payment. */
export async function toFeesBilled(n: Nca, amount = '2500.00') {
  const a = await toPayment(n);
  return n.clerk.call(billConnectionFeesEndpoint, {
    params: { id: a.id },
    body: { amount, description: 'Connection fee and meter deposit' },
  });
}
