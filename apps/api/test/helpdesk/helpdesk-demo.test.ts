// The IT demo: equipment with owners (one transferred, one disposed) and requests at every step,
// the new one on the IT staff's My work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { listTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-tickets';
import { seedHelpdeskDemo } from '../../src/modules/helpdesk/demo/seed-helpdesk-demo.ts';
import { newEmployee } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('equipment with owners and requests at every step', async () => {
  // The shared test password is refused for a name with 'staff' in it: renamed after sign-in.
  const it = await t.userWithRoles(['ITPersonnel'], { username: 'it.person' });
  await t.running.services.db.updateTable('users').set({ username: 'it.staff' }).where('id', '=', it.userId).execute();
  await t.userWithRoles([], { username: 'teller' });
  const hr = await t.userWithRoles(['Employee']);
  for (let i = 0; i < 8; i += 1) await newEmployee(hr);
  await seedHelpdeskDemo(t.running.services.db, () => {});
  await seedHelpdeskDemo(t.running.services.db, () => {});

  const equipment = await it.call(listEquipmentEndpoint, { query: {} });
  assert.equal(equipment.total, 7);
  assert.equal(equipment.data.filter((e) => e.status === 'Disposed').length, 1);
  const pc = equipment.data.find((e) => e.propertyNo === 'IT-PC-0001')!;
  const detail = await it.call(getEquipmentEndpoint, { params: { id: pc.id } });
  assert.equal(detail.owners.length, 2);
  const tickets = await it.call(listTicketsEndpoint, { query: { itemsPerPage: 50 } });
  assert.deepEqual([...new Set(tickets.data.map((x) => x.status))].sort(), [
    'Assigned',
    'Closed',
    'InProgress',
    'Open',
    'Resolved',
  ]);
  const work = await it.call(myWorkEndpoint);
  assert.ok(work.items.some((w) => w.key === 'helpdesk.unassigned' && w.count === 1));
});
