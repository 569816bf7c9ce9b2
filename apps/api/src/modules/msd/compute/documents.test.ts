import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONNECTION_DOCUMENTS as D } from '@ilaw/contracts/msd/enums';
import { missingDocuments, requiredDocuments } from './documents.ts';

const cases: [string, Parameters<typeof requiredDocuments>, string[]][] = [
  ['single owner', ['Single', 'Owner'], ['ValidId', 'LandTitle', 'ElectricalPermit', 'WiringPlan', 'Sketch']],
  [
    'joint tenant: both spouses and the lease',
    ['Joint', 'Tenant'],
    ['ValidId', 'SpouseId', 'MarriageContract', 'LeaseContract', 'ElectricalPermit', 'WiringPlan', 'Sketch'],
  ],
  [
    'juridical representative: registration, resolution, SPA and title once',
    ['Juridical', 'AuthorizedRepresentative'],
    [
      'ValidId',
      'Registration',
      'BoardResolution',
      'SpecialPowerOfAttorney',
      'LandTitle',
      'ElectricalPermit',
      'WiringPlan',
      'Sketch',
    ],
  ],
  [
    'single successor',
    ['Single', 'Successor'],
    ['ValidId', 'ExtrajudicialSettlement', 'ElectricalPermit', 'WiringPlan', 'Sketch'],
  ],
  [
    'informal settler',
    ['Single', 'InformalSettler'],
    ['ValidId', 'BarangayCertification', 'ElectricalPermit', 'WiringPlan', 'Sketch'],
  ],
  ['other', ['Single', 'Other'], ['ValidId', 'BarangayCertification', 'ElectricalPermit', 'WiringPlan', 'Sketch']],
];
for (const [name, args, expected] of cases) {
  test(`required: ${name}`, () => assert.deepEqual(requiredDocuments(...args), expected));
}

test('missing: names what is not yet received; extra papers do not count', () => {
  assert.deepEqual(missingDocuments('Single', 'Owner', ['ValidId', 'LandTitle', 'ElectricalPermit', 'SpouseId']), [
    D.WiringPlan,
    D.Sketch,
  ]);
  assert.deepEqual(
    missingDocuments('Single', 'Owner', ['ValidId', 'LandTitle', 'ElectricalPermit', 'WiringPlan', 'Sketch']),
    [],
  );
});
