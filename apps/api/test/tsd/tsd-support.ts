// A small technical-services set-up through the API: the staff of each role, a brand, and
// transformers with unique serial numbers.
import type { BodyOf } from '@ilaw/contracts/http';
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { createDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/create-data-sheet';
import { uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient, TestResponse } from '../support/test-app.ts';

export interface Tsd {
  registrar: TestClient & { userId: number };
  lab: TestClient & { userId: number };
  installer: TestClient & { userId: number };
  loads: TestClient & { userId: number };
  brandId: number;
}

export async function setUpTsd(t: TestApp): Promise<Tsd> {
  const registrar = await t.userWithRoles(['DistributionTransformer']);
  const brand = await registrar.call(createTransformerBrandEndpoint, { body: { name: `Brand ${uniqueTag()}` } });
  return {
    registrar,
    lab: await t.userWithRoles(['MeterLab']),
    installer: await t.userWithRoles(['TransformerInstallation']),
    loads: await t.userWithRoles(['TransformerLoadManagement']),
    brandId: brand.id,
  };
}

export function transformerBody(
  s: Tsd,
  over: Partial<BodyOf<typeof createTransformerEndpoint>> = {},
): BodyOf<typeof createTransformerEndpoint> {
  return {
    serialNo: `DT-${uniqueTag()}`,
    brandId: s.brandId,
    kva: '25',
    phase: 'SinglePhase',
    primaryVoltage: 7620,
    secondaryVoltage: 240,
    core: 'SiliconSteelCore',
    bushing: 'DoubleBushing',
    coolingClass: 'OA',
    temperatureRise: 65,
    ownership: 'Cooperative',
    branchCode: 5,
    feeder: 'F2',
    poleNo: `P-${uniqueTag()}`,
    ...over,
  };
}

export function registerTransformer(s: Tsd, over: Partial<BodyOf<typeof createTransformerEndpoint>> = {}) {
  return s.registrar.call(createTransformerEndpoint, { body: transformerBody(s, over) });
}

/** A day before today (Manila), so the starting limits judge it. */
export function daysAgo(n: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
}

export function openSheet(s: Tsd, transformerId: number, testDate = daysAgo(1)) {
  return s.lab.call(createDataSheetEndpoint, {
    body: {
      transformerId,
      testDate,
      purpose: 'Acceptance',
      testerName: 'Noel C. Manalo',
      witnessName: 'Pedro Reyes',
      checkedByName: 'Engr. Victor E. Panganiban',
      instrument: 'Megger TTR300',
      instrumentSerial: 'TTR-0042',
      instrumentCalibratedOn: '2026-01-15',
    },
  });
}

/** Results that pass at the starting limits for a 25 kVA 7,620/240 V single-phase unit. */
export const passingResults = {
  turnsRatio: [
    { tap: 3, phase: 'A' as const, hvTapVolts: 7620, measuredRatio: '31.76' },
    { tap: 1, phase: 'A' as const, hvTapVolts: 8001, measuredRatio: '33.30' },
  ],
  measuredPolarity: 'Additive' as const,
  irTestVoltage: 2500,
  irTempC: '30',
  irHvLv: '8000',
  irHvG: '9000',
  irLvG: '500',
  irHvLv10: '16000',
  hvWindingOhms: '12.5',
  lvWindingOhms: '0.012',
  noLoadLossW: '80',
  loadLossW: '310',
};

export function meterBody(
  over: Partial<BodyOf<typeof createMeterReceiptEndpoint>> = {},
): BodyOf<typeof createMeterReceiptEndpoint> {
  return {
    serialNo: `KWH-${uniqueTag()}`,
    brand: 'Landis+Gyr',
    meterClass: 'Class 100',
    meterType: 'SecondarySelfContained',
    shape: 'Round',
    reason: 'New',
    receivedOn: daysAgo(3),
    ...over,
  };
}

const errors = { light: '0.2', full: '0.1', pf: '0.3' };
export function calibrationBody(receiptId: number, e = errors) {
  return {
    receiptId,
    batchNo: 'B-01',
    testedOn: daysAgo(1),
    lightLoadError: e.light,
    fullLoadError: e.full,
    powerFactorError: e.pf,
    sealNo: 'S-123',
    ercSealNo: 'ERC-77',
    testerName: 'Noel C. Manalo',
  };
}

/** A multipart upload of one file with text fields (the import endpoints). */
export function uploadFile<T = unknown>(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
): Promise<TestResponse<T>> {
  const boundary = `----ilawtsd${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return client.request<T>('POST', url, {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
