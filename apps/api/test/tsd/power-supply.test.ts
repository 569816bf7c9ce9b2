// Power bought: suppliers and contracts, days entered on the form, a month of 15-minute interval
// data imported (all or nothing, the same file answered with its first import), and the month's
// report reconciled with billing's kWh and company use into the system loss against the cap.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ImportResult } from '@ilaw/contracts/platform/imports';
import { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { getPowerSupplyReportEndpoint } from '@ilaw/contracts/tsd/power-supplies/get-power-supply-report';
import { importPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { listPowerSuppliesEndpoint } from '@ilaw/contracts/tsd/power-supplies/list-power-supplies';
import { SUPPLY_TAKEN } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import { setCompanyUseEndpoint } from '@ilaw/contracts/tsd/power-supplies/set-company-use';
import { updatePowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/update-power-supply';
import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import { SUPPLIER_TAKEN } from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import { updatePowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/update-power-supplier';
import { contractUrl } from '../support/contract-client.ts';
import { uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { uploadFile } from './tsd-support.ts';

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

/** Two metering points, 15-minute intervals for `days` days of March 2026: 1 kWh and 4 kW each, a 9 kW peak at noon. */
function intervalCsv(days: number): string {
  const lines = ['MeteringPoint,Date,Time,kWh,kW'];
  for (const point of ['MP-1', 'MP-2'])
    for (let d = 1; d <= days; d++)
      for (let q = 0; q < 96; q++) {
        const time = `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
        lines.push(`${point},2026-03-${String(d).padStart(2, '0')},${time},1,${q === 48 ? 9 : 4}`);
      }
  return lines.join('\n');
}

describe('power suppliers and supplies', () => {
  let t: TestApp;
  let keeper: TestClient;
  before(async () => {
    t = await createTestApp();
    keeper = await t.userWithRoles(['PowerMonitoring']);
  });
  after(() => t.close());

  test('suppliers: added with their contract, renamed; duplicates refused', async () => {
    const name = `NPC ${uniqueTag()}`;
    const s = await keeper.call(createPowerSupplierEndpoint, {
      body: {
        name,
        contractNo: 'PSA-2026-01',
        contractStart: '2026-01-01',
        contractEnd: '2030-12-31',
        contractedDemandKw: '12000',
      },
    });
    assert.equal(s.contractedDemandKw, '12000.000');
    const dup = await keeper.send(createPowerSupplierEndpoint, { body: { name: name.toLowerCase() } });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(SUPPLIER_TAKEN));
    const backwards = await keeper.send(createPowerSupplierEndpoint, {
      body: { name: `X ${uniqueTag()}`, contractStart: '2026-01-01', contractEnd: '2025-01-01' },
    });
    assert.equal(backwards.status, 400);
    const renamed = await keeper.call(updatePowerSupplierEndpoint, {
      params: { id: s.id },
      body: { name: `${name} Mindoro` },
    });
    assert.equal(renamed.name, `${name} Mindoro`);
    assert.ok((await keeper.call(listPowerSuppliersEndpoint)).some((x) => x.id === s.id));
    const teller = await t.userWithRoles(['Teller']);
    assert.equal((await teller.send(listPowerSuppliersEndpoint)).status, 403);
  });

  test('a month imported from interval data, a day on the form, reconciled into the system loss', async () => {
    const s = await keeper.call(createPowerSupplierEndpoint, { body: { name: `PSALM ${uniqueTag()}` } });
    const url = contractUrl(importPowerSuppliesEndpoint);
    const file = { name: 'march.csv', bytes: Buffer.from(intervalCsv(31)) };
    const imported = await uploadFile<ImportResult>(keeper, url, { supplierId: String(s.id) }, file);
    assert.equal(imported.status, 200, JSON.stringify(imported.body).slice(0, 300));
    assert.equal(imported.body.posted, 2 * 31 * 96);
    const again = await uploadFile<ImportResult>(keeper, url, { supplierId: String(s.id) }, file);
    assert.ok(again.body.replay, 'the same file is answered with its first import');
    const days = await keeper.call(listPowerSuppliesEndpoint, {
      query: { month: '2026-03', supplierId: s.id, itemsPerPage: 100 },
    });
    assert.equal(days.total, 62);
    assert.deepEqual(
      [days.data[0]?.energyKwh, days.data[0]?.peakDemandKw, days.data[0]?.intervals],
      ['96.000', '9.000', 96],
    );
    const bad = await uploadFile<ImportResult>(
      keeper,
      url,
      { supplierId: String(s.id) },
      {
        name: 'bad.csv',
        bytes: Buffer.from('MeteringPoint,Date,Time,kWh,kW\nMP-1,2026-03-01,00:00,-1,4\nMP-1,2026-03-01,25:00,1,4\n'),
      },
    );
    assert.equal(bad.body.posted, 0);
    assert.equal(bad.body.errors.length, 2);

    const day = await keeper.call(createPowerSupplyEndpoint, {
      body: {
        supplierId: s.id,
        meteringPoint: 'MP-3',
        supplyDate: '2026-03-15',
        energyKwh: '1000',
        peakDemandKw: '80',
      },
    });
    const dup = await keeper.send(createPowerSupplyEndpoint, {
      body: { supplierId: s.id, meteringPoint: 'MP-3', supplyDate: '2026-03-15', energyKwh: '1', peakDemandKw: '1' },
    });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(SUPPLY_TAKEN));
    await keeper.call(updatePowerSupplyEndpoint, {
      params: { id: day.id },
      body: { supplierId: s.id, meteringPoint: 'MP-3', supplyDate: '2026-03-15', energyKwh: '48', peakDemandKw: '80' },
    });
    await keeper.call(setCompanyUseEndpoint, { body: { period: '2026-03', kwh: '120' } });
    const r = await keeper.call(getPowerSupplyReportEndpoint, { query: { month: '2026-03' } });
    const mine = r.suppliers.find((x) => x.supplierId === s.id);
    assert.deepEqual([mine?.energyKwh, mine?.peakDemandKw], ['6000.000', '80.000']);
    assert.equal(r.days.length, 31);
    // Nothing billed in this test database: the loss is all but company use.
    assert.equal(r.billedKwh, '0');
    assert.equal(r.companyUseKwh, '120.000');
    assert.equal(r.capPct, '8.50');
    assert.equal(r.overCap, true);
    assert.equal(
      r.systemLossPct,
      new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
        ((Number(r.purchasedKwh) - 120) / Number(r.purchasedKwh)) * 100,
      ),
    );
  });

  test("one supplier's day (the day's record screen): only that day and supplier; a bad day refused", async () => {
    const s = await keeper.call(createPowerSupplierEndpoint, { body: { name: `Day ${uniqueTag()}` } });
    const other = await keeper.call(createPowerSupplierEndpoint, { body: { name: `Other ${uniqueTag()}` } });
    const enter = (supplierId: number, meteringPoint: string, supplyDate: string) =>
      keeper.call(createPowerSupplyEndpoint, {
        body: { supplierId, meteringPoint, supplyDate, energyKwh: '10.5', peakDemandKw: '2' },
      });
    await enter(s.id, 'MP-A', '2025-07-04');
    await enter(s.id, 'MP-B', '2025-07-04');
    await enter(s.id, 'MP-A', '2025-07-05');
    await enter(other.id, 'MP-A', '2025-07-04');
    const day = await keeper.call(listPowerSuppliesEndpoint, { query: { supplierId: s.id, date: '2025-07-04' } });
    assert.deepEqual(
      day.data.map((p) => [p.supplierName, p.meteringPoint, p.supplyDate]),
      [
        [s.name, 'MP-A', '2025-07-04'],
        [s.name, 'MP-B', '2025-07-04'],
      ],
    );
    const bad = await keeper.send(listPowerSuppliesEndpoint, { query: { supplierId: s.id, date: '2025-02-30' } });
    assert.equal(bad.status, 400);
    const stranger = await t.userWithRoles(['MeterLab']);
    assert.equal((await stranger.send(listPowerSuppliesEndpoint, { query: { date: '2025-07-04' } })).status, 403);
  });
});
