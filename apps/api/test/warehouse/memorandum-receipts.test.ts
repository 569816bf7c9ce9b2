// Memorandum receipts (decision 091): equipment issued to an employee, transferred to another (a
// new receipt naming the first), returned; signed once on screen; listed by employee and item for
// the prints; refusals in the error contract; an ended or signed receipt cannot change underneath.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/create-memorandum-receipt';
import { listMemorandumReceiptsEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/list-memorandum-receipts';
import { MEMORANDUM_ENDED } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import { returnMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/return-memorandum-receipt';
import { signMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/sign-memorandum-receipt';
import { transferMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/transfer-memorandum-receipt';
import { sql } from 'kysely';
import { contractUrl } from '../support/contract-client.ts';
import { newEmployee } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { setUpWarehouse, type Warehouse } from './warehouse-support.ts';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

describe('memorandum receipts', () => {
  let t: TestApp;
  let w: Warehouse;
  before(async () => {
    t = await createTestApp();
    w = await setUpWarehouse(t);
  });
  after(() => t.close());

  test('issued, signed, transferred to another employee, returned; listed by employee and item', async () => {
    const hr = await t.userWithRoles(['Employee']);
    const ana = await newEmployee(hr, { firstName: 'Ana' });
    const ben = await newEmployee(hr, { firstName: 'Ben' });
    const m = await w.material('Laptop computer');
    const mr = await w.clerk.call(createMemorandumReceiptEndpoint, {
      body: {
        issuedOn: '2026-11-02',
        employeeId: ana.id,
        materialId: m,
        description: 'Laptop computer, 14 in.',
        serialNo: 'SN-1001',
        quantity: '1',
        unitCost: '45999.5',
      },
    });
    assert.match(mr.controlNo, /^MR-2026-\d{6}$/);
    assert.deepEqual([mr.status, mr.amount, mr.employeeName], ['Active', '45999.50', `${ana.lastName}, Ana`]);
    const signed = await w.clerk.call(signMemorandumReceiptEndpoint, {
      params: { id: mr.id },
      body: { signedByName: 'Ana', signature: SIGNATURE },
    });
    assert.equal(signed.signature, SIGNATURE);
    const twice = await w.clerk.post(contractUrl(signMemorandumReceiptEndpoint, { id: mr.id }), {
      signedByName: 'Ana',
      signature: SIGNATURE,
    });
    assert.equal(twice.status, 409);
    const moved = await w.clerk.call(transferMemorandumReceiptEndpoint, {
      params: { id: mr.id },
      body: { employeeId: ben.id, transferredOn: '2026-11-10' },
    });
    assert.deepEqual(
      [moved.employeeId, moved.transferredFromControlNo, moved.serialNo, moved.status, moved.signature],
      [ben.id, mr.controlNo, 'SN-1001', 'Active', null],
    );
    const byAna = await w.viewer.call(listMemorandumReceiptsEndpoint, { query: { employeeId: ana.id } });
    assert.deepEqual(
      byAna.data.map((r) => [r.status, r.endedOn, r.transferredToControlNo]),
      [['Transferred', '2026-11-10', moved.controlNo]],
    );
    const again = await w.clerk.post(contractUrl(transferMemorandumReceiptEndpoint, { id: mr.id }), {
      employeeId: ben.id,
      transferredOn: '2026-11-11',
    });
    assert.deepEqual([again.status, errorsOf(again.body)], [409, [MEMORANDUM_ENDED]]);
    const returned = await w.clerk.call(returnMemorandumReceiptEndpoint, {
      params: { id: moved.id },
      body: { returnedOn: '2026-11-20', remarks: 'Resigned' },
    });
    assert.equal(returned.status, 'Returned');
    const byItem = await w.viewer.call(listMemorandumReceiptsEndpoint, { query: { materialId: m } });
    assert.equal(byItem.total, 2);
    const signedOnly = await w.viewer.call(listMemorandumReceiptsEndpoint, {
      query: { materialId: m, signed: 'true' },
    });
    assert.deepEqual(
      signedOnly.data.map((r) => r.id),
      [mr.id],
    );
    await assert.rejects(
      sql`UPDATE wh_memorandum_receipts SET description = 'X' WHERE id = ${mr.id}`.execute(t.running.database.db),
      /cannot be changed/,
    );
  });

  test('refusals: no employee, the same employee, before issue, a viewer, a stranger signing', async () => {
    const hr = await t.userWithRoles(['Employee']);
    const ana = await newEmployee(hr, { firstName: 'Ana' });
    const body = {
      issuedOn: '2026-11-02',
      employeeId: ana.id,
      description: 'Two-way radio',
      quantity: '1',
      unitCost: '8000',
    };
    const missing = await w.clerk.post(contractUrl(createMemorandumReceiptEndpoint), { ...body, employeeId: 999999 });
    assert.deepEqual([missing.status, Object.keys((missing.body as { errors: object }).errors)], [400, ['employeeId']]);
    const viewer = await w.viewer.post(contractUrl(createMemorandumReceiptEndpoint), body);
    assert.equal(viewer.status, 403, JSON.stringify(viewer.body));
    const mr = await w.clerk.call(createMemorandumReceiptEndpoint, { body });
    const same = await w.clerk.post(contractUrl(transferMemorandumReceiptEndpoint, { id: mr.id }), {
      employeeId: ana.id,
      transferredOn: '2026-11-05',
    });
    assert.equal(same.status, 400);
    const early = await w.clerk.post(contractUrl(returnMemorandumReceiptEndpoint, { id: mr.id }), {
      returnedOn: '2026-11-01',
    });
    assert.equal(early.status, 400);
    const stranger = await t.userWithRoles(['Employee']);
    const notTheirs = await stranger.post(contractUrl(signMemorandumReceiptEndpoint, { id: mr.id }), {
      signedByName: 'Xavier',
      signature: SIGNATURE,
    });
    assert.equal(notTheirs.status, 403);
    const unknown = await w.clerk.post(contractUrl(returnMemorandumReceiptEndpoint, { id: 999999 }), {
      returnedOn: '2026-11-05',
    });
    assert.equal(unknown.status, 404);
  });
});
