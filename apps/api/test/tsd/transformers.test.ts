// The transformer registry: brands, registration and correction with refusals, list, search and
// lookup, the installation and removal history, and who may do what.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { listTransformerBrandsEndpoint } from '@ilaw/contracts/tsd/transformer-brands/list-transformer-brands';
import { BRAND_TAKEN } from '@ilaw/contracts/tsd/transformer-brands/transformer-brand';
import { updateTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/update-transformer-brand';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { getTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { searchTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/search-transformers';
import { ALREADY_DISMOUNTED, ALREADY_MOUNTED, SERIAL_TAKEN } from '@ilaw/contracts/tsd/transformers/transformer';
import { updateTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/update-transformer';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { daysAgo, registerTransformer, setUpTsd, transformerBody, type Tsd } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('distribution transformer registry', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  test('brands: added, listed with their count, renamed; a duplicate name is refused whatever its case', async () => {
    const name = `Kuhlman ${uniqueTag()}`;
    const b = await s.registrar.call(createTransformerBrandEndpoint, { body: { name } });
    assert.equal(b.transformers, 0);
    const dup = await s.registrar.send(createTransformerBrandEndpoint, { body: { name: name.toUpperCase() } });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(BRAND_TAKEN));
    await registerTransformer({ ...s, brandId: b.id });
    const renamed = await s.registrar.call(updateTransformerBrandEndpoint, {
      params: { id: b.id },
      body: { name: `${name} Inc.`, isActive: false },
    });
    assert.equal(renamed.isActive, false);
    const all = await s.lab.call(listTransformerBrandsEndpoint);
    assert.equal(all.find((x) => x.id === b.id)?.transformers, 1);
    // A retired brand is not offered to new transformers.
    const retired = await s.registrar.send(createTransformerEndpoint, {
      body: transformerBody({ ...s, brandId: b.id }),
    });
    assert.equal(retired.status, 400);
    assert.equal((await s.lab.send(createTransformerBrandEndpoint, { body: { name: 'X' } })).status, 403);
  });

  test('registration: nameplate and location; duplicates and impossible values are refused', async () => {
    const body = transformerBody(s, { kva: '37.5', latitude: '12.354', longitude: '121.067' });
    const tr = await s.registrar.call(createTransformerEndpoint, { body });
    assert.equal(tr.kva, '37.5');
    assert.equal(tr.mounting, 'Dismounted');
    assert.equal(tr.lastTestResult, null);
    assert.equal(tr.movements.length, 0);
    const dup = await s.registrar.send(createTransformerEndpoint, {
      body: { ...body, serialNo: body.serialNo.toLowerCase() },
    });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(SERIAL_TAKEN));
    const badSize = await s.registrar.send(createTransformerEndpoint, {
      body: { ...transformerBody(s), kva: '30' as never },
    });
    assert.equal(badSize.status, 400);
    const badRise = await s.registrar.send(createTransformerEndpoint, {
      body: { ...transformerBody(s), temperatureRise: 60 },
    });
    assert.equal(badRise.status, 400);
    const upsideDown = await s.registrar.send(createTransformerEndpoint, {
      body: { ...transformerBody(s), primaryVoltage: 240, secondaryVoltage: 7620 },
    });
    assert.equal(upsideDown.status, 400);
    const badGps = await s.registrar.send(createTransformerEndpoint, {
      body: { ...transformerBody(s), latitude: '95' },
    });
    assert.equal(badGps.status, 400);
    const fixed = await s.registrar.call(updateTransformerEndpoint, {
      params: { id: tr.id },
      body: { ...body, kva: '50', ownership: 'SoleUser' },
    });
    assert.equal(fixed.kva, '50');
    assert.equal(fixed.ownership, 'SoleUser');
    assert.equal((await s.lab.send(updateTransformerEndpoint, { params: { id: tr.id }, body })).status, 403);
  });

  test('list, search and lookup by id or serial', async () => {
    const feeder = `FX${uniqueTag()}`;
    const a = await registerTransformer(s, { feeder, kva: '15' });
    await registerTransformer(s, { feeder, kva: '100' });
    const page = await s.lab.call(listTransformersEndpoint, { query: { search: feeder, sort: 'kva', order: 'desc' } });
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.data.map((x) => x.kva),
      ['100', '15'],
    );
    const small = await s.lab.call(listTransformersEndpoint, { query: { search: feeder, kva: '15' } });
    assert.deepEqual(
      small.data.map((x) => x.id),
      [a.id],
    );
    const found = await s.installer.call(searchTransformersEndpoint, { query: { search: a.serialNo.slice(0, 8) } });
    assert.ok(found.some((x) => x.id === a.id));
    const bySerial = await s.lab.call(getTransformerEndpoint, { query: { serialNo: a.serialNo.toLowerCase() } });
    assert.equal(bySerial.id, a.id);
    const byId = await s.lab.call(getTransformerEndpoint, { query: { id: a.id } });
    assert.equal(byId.serialNo, a.serialNo);
    assert.equal((await s.lab.send(getTransformerEndpoint, { query: { serialNo: 'NOPE-000' } })).status, 404);
    assert.equal((await s.lab.send(getTransformerEndpoint, { query: {} })).status, 400);
    const anyone = await t.userWithRoles(['Teller']);
    assert.equal((await anyone.send(listTransformersEndpoint, { query: {} })).status, 403);
  });

  test('installation and removal: posted to the history in order; a second installation is refused', async () => {
    const tr = await registerTransformer(s);
    const pole = `P-${uniqueTag()}`;
    const installed = await s.installer.call(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Installed', actionDate: daysAgo(30), branchCode: 10, feeder: 'F4', poleNo: pole },
    });
    assert.equal(installed.mounting, 'Mounted');
    assert.equal(installed.poleNo, pole);
    assert.equal(installed.branchCode, 10);
    const again = await s.installer.send(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Installed', actionDate: daysAgo(29), poleNo: 'P-9' },
    });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(ALREADY_MOUNTED));
    const early = await s.installer.send(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Removed', actionDate: daysAgo(40) },
    });
    assert.equal(early.status, 400);
    const removed = await s.installer.call(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Removed', actionDate: daysAgo(2), remarks: 'Pulled out: overloaded.' },
    });
    assert.equal(removed.mounting, 'Dismounted');
    assert.deepEqual(
      removed.movements.map((m) => [m.action, m.poleNo, m.branchName]),
      [
        ['Installed', pole, 'Magsaysay'],
        ['Removed', pole, 'Magsaysay'],
      ],
    );
    const twice = await s.installer.send(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Removed', actionDate: daysAgo(1) },
    });
    assert.ok(errorsOf(twice.body).includes(ALREADY_DISMOUNTED));
    const noPole = await s.installer.send(moveTransformerEndpoint, {
      params: { id: tr.id },
      body: { action: 'Installed', actionDate: daysAgo(1) },
    });
    assert.equal(noPole.status, 400);
    const detail = await s.lab.call(getTransformerByIdEndpoint, { params: { id: tr.id } });
    assert.equal(detail.movements.length, 2);
    assert.equal(
      (
        await s.loads.send(moveTransformerEndpoint, {
          params: { id: tr.id },
          body: { action: 'Removed', actionDate: daysAgo(1) },
        })
      ).status,
      403,
    );
  });
});
