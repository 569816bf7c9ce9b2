// The catalogue: item codes per type and year, units, types, accounting categories and locations,
// with their refusals and who may change what.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { LOCATION_CODE_TAKEN } from '@ilaw/contracts/warehouse/locations/location';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { createMaterialCategoryEndpoint } from '@ilaw/contracts/warehouse/material-categories/create-material-category';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { createMaterialTypeEndpoint } from '@ilaw/contracts/warehouse/material-types/create-material-type';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { listStockDocumentsEndpoint } from '@ilaw/contracts/warehouse/stock-documents/list-stock-documents';
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import { updateMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/update-material';
import { createUnitEndpoint } from '@ilaw/contracts/warehouse/units/create-unit';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import { UNIT_CODE_TAKEN } from '@ilaw/contracts/warehouse/units/unit';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('warehouse catalogue', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  test('item codes are numbered per type and year; a material is found by code or description', async () => {
    const tag = uniqueTag();
    const type = await w.clerk.call(createMaterialTypeEndpoint, {
      body: { code: `q${tag}`.slice(0, 6), name: 'Poles' },
    });
    assert.equal(type.code, type.code.toUpperCase());
    const year = new Date().toISOString().slice(0, 4);
    const body = { unitId: w.unitId, typeId: type.id, categoryId: w.categoryId };
    const a = await w.clerk.call(createMaterialEndpoint, {
      body: { ...body, description: `Concrete pole 35 ft ${tag}`, criticalLevel: '4' },
    });
    const b = await w.clerk.call(createMaterialEndpoint, {
      body: { ...body, description: `Concrete pole 40 ft ${tag}` },
    });
    assert.equal(a.itemCode, `${type.code}-${year}-0001`);
    assert.equal(b.itemCode, `${type.code}-${year}-0002`);
    assert.equal(a.accountCode, '154.10');
    assert.equal(a.quantityOnHand, '0.00');
    const found = await w.viewer.call(listMaterialsEndpoint, { query: { search: `pole 35 ft ${tag}` } });
    assert.deepEqual(
      found.data.map((m) => m.id),
      [a.id],
    );
    const critical = await w.viewer.call(listMaterialsEndpoint, { query: { typeId: type.id, criticalOnly: 'true' } });
    assert.deepEqual(critical.data.map((m) => m.id).sort(), [a.id, b.id].sort());
    const changed = await w.clerk.call(updateMaterialEndpoint, {
      params: { id: b.id },
      body: { ...body, description: `Concrete pole 40 ft ${tag}`, notForStock: true },
    });
    assert.equal(changed.notForStock, true);
    assert.equal(changed.itemCode, b.itemCode);
    const nfs = await w.viewer.call(listMaterialsEndpoint, { query: { typeId: type.id, notForStock: 'true' } });
    assert.deepEqual(
      nfs.data.map((m) => m.id),
      [b.id],
    );
  });

  test("a material's type is fixed once it is on a document; unknown references are refused", async () => {
    const m = await w.material();
    await w.receive(w.main, m, '1', '1');
    const other = (await w.clerk.call(listMaterialTypesEndpoint, {})).find((x) => x.code === 'OS')!;
    const res = await w.clerk.send(updateMaterialEndpoint, {
      params: { id: m },
      body: { description: 'Changed', unitId: w.unitId, typeId: other.id, categoryId: w.categoryId },
    });
    assert.equal(res.status, 400);
    const bad = await w.clerk.send(createMaterialEndpoint, {
      body: { description: 'X', unitId: 999999, typeId: w.typeId, categoryId: w.categoryId },
    });
    assert.equal(bad.status, 400);
    assert.ok(errorsOf(bad.body).includes('The unit does not exist.'));
  });

  test('units, types, categories and locations: duplicates refused, each list readable by the viewers', async () => {
    const tag = uniqueTag();
    await w.clerk.call(createUnitEndpoint, { body: { code: `u${tag}`.slice(0, 10), name: 'drum' } });
    const dup = await w.clerk.send(createUnitEndpoint, { body: { code: `U${tag}`.slice(0, 10), name: 'drum' } });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(UNIT_CODE_TAKEN));
    const main = (await w.viewer.call(listLocationsEndpoint, {})).find((l) => l.id === w.main)!;
    const loc = await w.clerk.send(createLocationEndpoint, {
      body: { code: main.code.toLowerCase(), name: 'Again', branchCode: 5 },
    });
    assert.equal(loc.status, 409);
    assert.ok(errorsOf(loc.body).includes(LOCATION_CODE_TAKEN));
    const noBranch = await w.clerk.send(createLocationEndpoint, {
      body: { code: `Z${tag}`.slice(0, 10), name: 'Nowhere', branchCode: 99 },
    });
    assert.equal(noBranch.status, 400);
    assert.ok((await w.viewer.call(listLocationsEndpoint, {})).some((l) => l.id === w.branch));
    assert.ok((await w.viewer.call(listUnitsEndpoint, {})).length >= 8);
    const accountant = await t.userWithRoles(['AccountingMaterialAdmin']);
    const cat = await accountant.call(createMaterialCategoryEndpoint, {
      body: { code: `C${tag}`.slice(0, 10), name: 'Scrap', accountCode: '154.90' },
    });
    assert.ok((await w.viewer.call(listMaterialCategoriesEndpoint, {})).some((c) => c.id === cat.id));
    const clerkCategory = await w.clerk.send(createMaterialCategoryEndpoint, {
      body: { code: `D${tag}`.slice(0, 10), name: 'X', accountCode: '1' },
    });
    assert.equal(clerkCategory.status, 403);
    const viewerMaterial = await w.viewer.send(createMaterialEndpoint, {
      body: { description: 'X', unitId: w.unitId, typeId: w.typeId, categoryId: w.categoryId },
    });
    assert.equal(viewerMaterial.status, 403);
    const stranger = await t.userWithRoles(['Teller']);
    // Any staff member picks materials for a requisition; the stock documents stay the warehouse's.
    assert.equal((await stranger.send(listMaterialsEndpoint, { query: {} })).status, 200);
    assert.equal((await stranger.send(listStockDocumentsEndpoint, { query: {} })).status, 403);
  });
});
