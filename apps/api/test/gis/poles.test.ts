// Data Gathering/Poles (issue 17, item 4; docs/decisions/112): a pole with number, type, height,
// GPS, photo and the transformer it carries; its number once per branch; corrections audited;
// list filters, .xlsx export and the refusals.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Pole } from '@ilaw/contracts/gis/poles/pole';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { upload } from '../billing/billing-support.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { registerTransformer, setUpTsd } from '../tsd/tsd-support.ts';

const POLES = '/api/v2/gis/poles';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let gatherer: TestClient;
let reader: TestClient;
let serial: string;

const body = (over: Record<string, unknown> = {}) => ({
  poleNo: 'P-0101',
  poleType: 'Concrete',
  heightFt: '40',
  branchCode: 5,
  latitude: '12.401234',
  longitude: '121.101234',
  transformerSerialNo: null,
  remarks: 'Leaning a little',
  gatheredOn: '2026-02-03',
  ...over,
});

before(async () => {
  t = await createTestApp();
  gatherer = await t.userWithRoles(['DataGatherer']);
  reader = await t.userWithRoles(['DistributionTransformer']);
  const tsd = await setUpTsd(t);
  serial = (await registerTransformer(tsd)).serialNo;
});
after(async () => t.close());

test('a pole is recorded with the transformer it carries; its number is once per branch', async () => {
  const created = await gatherer.post<Pole>(POLES, body({ transformerSerialNo: serial.toLowerCase() }));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.deepEqual(
    { ...created.body, id: 0, updatedAt: '', gatheredBy: '' },
    {
      id: 0,
      poleNo: 'P-0101',
      poleType: 'Concrete',
      heightFt: '40.0',
      branchCode: 5,
      latitude: '12.401234',
      longitude: '121.101234',
      transformerId: created.body.transformerId,
      transformerSerialNo: serial,
      hasPhoto: false,
      remarks: 'Leaning a little',
      gatheredOn: '2026-02-03',
      gatheredBy: '',
      updatedAt: '',
    },
  );
  assert.ok(created.body.transformerId !== null);
  const again = await gatherer.post(POLES, body({ poleNo: 'p-0101' }));
  assert.equal(again.status, 409);
  assert.deepEqual((again.body as { errors: Record<string, string[]> }).errors['poleNo'], [
    'This pole number is already recorded in the branch.',
  ]);
  // The same number in another branch is another pole.
  assert.equal((await gatherer.post(POLES, body({ branchCode: 10 }))).status, 201);
  const got = await reader.get<Pole>(`${POLES}/${created.body.id}`);
  assert.equal(got.body.poleNo, 'P-0101');
  assert.equal((await reader.get(`${POLES}/999999`)).status, 404);
});

test('each field is checked: type, height, GPS in the Philippines, a known transformer', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ poleType: 'Bamboo' }, 'poleType', ''],
    [{ heightFt: '9' }, 'heightFt', 'Enter a height between 10 and 120 feet (one decimal).'],
    [{ heightFt: '40.25' }, 'heightFt', 'Enter a height between 10 and 120 feet (one decimal).'],
    [{ latitude: '121.1' }, 'latitude', 'Enter a latitude between 4.5 and 21.5 (the Philippines), e.g. 7.0731.'],
    [{ longitude: '-121.1' }, 'longitude', 'Enter a longitude between 116 and 127 (the Philippines), e.g. 125.6128.'],
    [{ poleNo: '' }, 'poleNo', ''],
    [{ branchCode: 999 }, 'branchCode', 'The branch does not exist.'],
    [{ transformerSerialNo: 'DT-NOBODY' }, 'transformerSerialNo', 'No transformer has this serial number.'],
  ];
  for (const [over, field, message] of cases) {
    const res = await gatherer.post(POLES, body({ poleNo: 'P-BAD', ...over }));
    assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.body)}`);
    const errors = (res.body as { errors: Record<string, string[]> }).errors[field];
    assert.ok(errors, `${field}: ${JSON.stringify(res.body)}`);
    if (message !== '') assert.deepEqual(errors, [message]);
  }
  const list = await reader.get<{ total: number }>(POLES, { query: { search: 'p-bad' } });
  assert.equal(list.body.total, 0);
});

test('a correction is audited with its old values; readers may not gather', async () => {
  const created = await gatherer.post<Pole>(POLES, body({ poleNo: 'P-0200' }));
  const updated = await gatherer.put<Pole>(
    `${POLES}/${created.body.id}`,
    body({ poleNo: 'P-0200', heightFt: '45.5', transformerSerialNo: serial }),
  );
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.equal(updated.body.heightFt, '45.5');
  assert.equal(updated.body.transformerSerialNo, serial);
  const audit = await sql<{ old_values: Record<string, unknown>; new_values: Record<string, unknown> }>`
    SELECT old_values, new_values FROM audit_log WHERE entity_type = 'gis-pole' AND entity_id = ${String(created.body.id)}
      AND action = 'updated'`.execute(t.running.database.db);
  assert.equal(audit.rows.length, 1);
  assert.equal(audit.rows[0]?.old_values['heightFt'], '40.0');
  assert.equal(audit.rows[0]?.new_values['heightFt'], '45.5');
  // Taking another pole's number is refused.
  assert.equal((await gatherer.put(`${POLES}/${created.body.id}`, body())).status, 409);
  assert.equal((await gatherer.put(`${POLES}/999999`, body({ poleNo: 'P-X' }))).status, 404);
  assert.equal((await reader.post(POLES, body({ poleNo: 'P-0300' }))).status, 403);
  assert.equal((await reader.put(`${POLES}/${created.body.id}`, body({ poleNo: 'P-0200' }))).status, 403);
  const stranger = await t.userWithRoles(['Employee']);
  assert.equal((await stranger.get(POLES)).status, 403);
  assert.equal((await stranger.get(`${POLES}/export`)).status, 403);
});

test('the photo: an image is kept and shown inline; another file is refused', async () => {
  const created = await gatherer.post<Pole>(POLES, body({ poleNo: 'P-PHOTO' }));
  const url = `${POLES}/${created.body.id}/photo`;
  assert.equal((await reader.get(url)).status, 404);
  const bad = await upload(gatherer, url, {}, { name: 'notes.txt', bytes: Buffer.from('hello there') });
  assert.equal(bad.status, 415, JSON.stringify(bad.body));
  const refused = await upload(reader, url, {}, { name: 'pole.png', bytes: PNG });
  assert.equal(refused.status, 403);
  const ok = await upload<Pole>(gatherer, url, {}, { name: 'pole.png', bytes: PNG });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.hasPhoto, true);
  const photo = await reader.request('GET', url);
  assert.equal(photo.status, 200);
  assert.equal(photo.headers['content-type'], 'image/png');
  assert.match(String(photo.headers['content-disposition']), /^inline/);
});

test('the list filters by number, branch, type and transformer; the export has the same rows', async () => {
  const byBranch = await reader.get<{ data: Pole[]; total: number }>(POLES, { query: { branchCode: '10' } });
  assert.deepEqual(
    byBranch.body.data.map((p) => [p.poleNo, p.branchCode]),
    [['P-0101', 10]],
  );
  const carrying = await reader.get<{ data: Pole[] }>(POLES, { query: { carrying: 'transformer' } });
  assert.deepEqual(carrying.body.data.map((p) => p.poleNo).sort(), ['P-0101', 'P-0200']);
  const bare = await reader.get<{ data: Pole[] }>(POLES, { query: { carrying: 'none', poleType: 'Concrete' } });
  assert.ok(bare.body.data.every((p) => p.transformerSerialNo === null && p.poleType === 'Concrete'));
  const wood = await reader.get<{ total: number }>(POLES, { query: { poleType: 'Wood' } });
  assert.equal(wood.body.total, 0);
  const file = await reader.request('GET', `${POLES}/export`, { query: { carrying: 'transformer' } });
  assert.equal(file.status, 200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.raw as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  assert.equal(sheet.getRow(1).getCell(1).value, 'Pole no.');
  assert.deepEqual([sheet.getRow(2).getCell(7).value, sheet.getRow(3).getCell(7).value], [serial, serial]);
  assert.equal(sheet.rowCount, 3);
});
