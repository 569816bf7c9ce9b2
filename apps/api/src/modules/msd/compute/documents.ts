// The documents checklist of a new connection: what the applicant type (who applies) and the
// capacity (their right to the premises) each call for. The cooperative's own list (SPEC.md names
// the types and capacities, not the papers; DOMAIN.md 3.2 and peer checklists): docs/decisions/071.
import {
  CONNECTION_DOCUMENTS,
  type ApplicantCapacity,
  type ApplicantType,
  type ConnectionDocument,
} from '@ilaw/contracts/msd/enums';

const BY_TYPE: Record<ApplicantType, ConnectionDocument[]> = {
  Single: ['ValidId'],
  Joint: ['ValidId', 'SpouseId', 'MarriageContract'],
  Juridical: ['ValidId', 'Registration', 'BoardResolution'],
};

const BY_CAPACITY: Record<ApplicantCapacity, ConnectionDocument[]> = {
  Owner: ['LandTitle'],
  Successor: ['ExtrajudicialSettlement'],
  AuthorizedRepresentative: ['SpecialPowerOfAttorney', 'LandTitle'],
  Tenant: ['LeaseContract'],
  InformalSettler: ['BarangayCertification'],
  Other: ['BarangayCertification'],
};

const EVERY_CONNECTION: ConnectionDocument[] = ['ElectricalPermit', 'WiringPlan', 'Sketch'];

/** The documents an application of this type and capacity needs, in checklist order. */
export function requiredDocuments(type: ApplicantType, capacity: ApplicantCapacity): ConnectionDocument[] {
  return [...new Set([...BY_TYPE[type], ...BY_CAPACITY[capacity], ...EVERY_CONNECTION])];
}

/** The names of the required documents not yet received. */
export function missingDocuments(
  type: ApplicantType,
  capacity: ApplicantCapacity,
  received: readonly string[],
): string[] {
  return requiredDocuments(type, capacity)
    .filter((d) => !received.includes(d))
    .map((d) => CONNECTION_DOCUMENTS[d]);
}
