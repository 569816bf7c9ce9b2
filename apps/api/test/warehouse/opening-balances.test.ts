// Opening balances through the import pipeline: good rows post as one receiving report per
// location at the cost given; unknown codes, repeats and bins with movements are refused per row;
// the same file again is answered as a replay.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { getBinCardEndpoint } from '@ilaw/contracts/warehouse/bin-cards/get-bin-card';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { downloadWarehouseOpeningTemplateEndpoint } from '@ilaw/contracts/warehouse/opening-balances/download-opening-balance-template';
import { importWarehouseOpeningBalancesEndpoint } from '@ilaw/contracts/warehouse/opening-balances/import-opening-balances';
import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { uploadBytes } from '../leave/leave-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse } from './warehouse-support.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('opening balances post per location at the cost given; bad rows are refused one by one; a repeat is a replay', async () => {
  const w = await setUpWarehouse(t);
  const balancer = await t.userWithRoles(['MaterialBalancer']);
  const locs = await w.viewer.call(listLocationsEndpoint, {});
  const main = locs.find((l) => l.id === w.main)!.code;
  const branch = locs.find((l) => l.id === w.branch)!.code;
  const [a, b, moved] = [await w.material(), await w.material(), await w.material()];
  const code = async (id: number) => (await w.viewer.call(getMaterialEndpoint, { params: { id } })).itemCode;
  await w.receive(w.main, moved, '1', '1');
  const template = await balancer.request('GET', contractUrl(downloadWarehouseOpeningTemplateEndpoint));
  assert.equal(template.status, 200);
  const csv = Buffer.from(
    [
      'Item Code,Location,Quantity,Unit Cost',
      `${await code(a)},${main},100,12.5`,
      `${await code(a)},${branch},40.5,13`,
      `${await code(b)},${main},7,250`,
      `${await code(b)},${main},8,250`,
      `${await code(moved)},${main},5,1`,
      `NOPE-1,${main},5,1`,
      `${await code(b)},${branch},0,1`,
    ].join('\n'),
  );
  const url = contractUrl(importWarehouseOpeningBalancesEndpoint);
  const res = await uploadBytes<ImportResult>(balancer, url, csv, 'opening.csv', 'text/csv');
  assert.equal(res.status, 200);
  assert.equal(res.body.posted, 3);
  assert.deepEqual(
    res.body.errors.map((e) => [e.row, e.field]),
    [
      [5, 'Item Code'],
      [6, 'Item Code'],
      [7, 'Item Code'],
      [8, 'Quantity'],
    ].sort((x, y) => Number(x[0]) - Number(y[0])),
  );
  const card = await w.viewer.call(getBinCardEndpoint, { query: { materialId: a, locationId: w.branch } });
  assert.deepEqual(card.closing, { quantity: '40.50', unitCost: '13.0000', value: '526.50' });
  assert.match(card.lines[0]!.reference, /^MRR-/);
  const again = await uploadBytes<ImportResult>(balancer, url, csv, 'opening.csv', 'text/csv');
  assert.equal(again.body.posted, 0);
  const clerk = await uploadBytes<ImportResult>(w.clerk, url, csv, 'opening.csv', 'text/csv');
  assert.equal(clerk.status, 403);
});
