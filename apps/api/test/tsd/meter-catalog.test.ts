// The kWh meter lists by brand, class and type (issue 15 item 4): counted from the meters received,
// brands and classes grouped without regard to case, every SPEC.md type listed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getMeterCatalogEndpoint } from '@ilaw/contracts/tsd/meter-catalog/get-meter-catalog';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { calibrationBody, meterBody, setUpTsd, type Tsd } from './tsd-support.ts';

describe('kWh meter brand, class and type lists', () => {
  let t: TestApp;
  let s: Tsd;
  before(async () => {
    t = await createTestApp();
    s = await setUpTsd(t);
  });
  after(() => t.close());

  test('brands, classes and types with received, tested and failed counts', async () => {
    const brand = `Elster ${uniqueTag()}`;
    const a = await s.lab.call(createMeterReceiptEndpoint, { body: meterBody({ brand, meterClass: 'Class 200' }) });
    await s.lab.call(createMeterReceiptEndpoint, {
      body: meterBody({ brand: ` ${brand.toLowerCase()} `, meterType: 'Primary' }),
    });
    await s.lab.call(createMeterCalibrationEndpoint, {
      body: calibrationBody(a.id, { light: '1', full: '1', pf: '0' }),
    });
    const brands = await s.lab.call(getMeterCatalogEndpoint, { query: { by: 'brand' } });
    const row = brands.find((b) => b.name === brand.toUpperCase());
    assert.deepEqual([row?.received, row?.tested, row?.failed], [2, 1, 1]);
    const classes = await s.lab.call(getMeterCatalogEndpoint, { query: { by: 'class' } });
    assert.ok((classes.find((c) => c.name === 'CLASS 200')?.received ?? 0) >= 1);
    const types = await s.lab.call(getMeterCatalogEndpoint, { query: { by: 'type' } });
    assert.deepEqual(
      types.map((x) => x.name),
      ['Primary', 'SecondaryCtRated', 'SecondarySelfContained'],
    );
    assert.ok((types.find((x) => x.name === 'Primary')?.received ?? 0) >= 1);
    assert.equal((await s.registrar.send(getMeterCatalogEndpoint, { query: { by: 'brand' } })).status, 403);
    assert.equal((await s.lab.send(getMeterCatalogEndpoint, { query: { by: 'colour' as never } })).status, 400);
  });
});
