// The IT personnel roster (/admin/it-personnel): the administrator adds users to the IT personnel
// (assignable at once) and removes them, not while requests are assigned to them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getCurrentUserEndpoint } from '@ilaw/contracts/auth/get-current-user';
import { addItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/add-it-person';
import { listItPersonnelEndpoint } from '@ilaw/contracts/helpdesk/personnel/list-it-personnel';
import { PERSONNEL_MESSAGES } from '@ilaw/contracts/helpdesk/personnel/personnel';
import { removeItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/remove-it-person';
import { createTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/create-ticket';
import { updateTicketStatusEndpoint } from '@ilaw/contracts/helpdesk/tickets/update-ticket-status';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };
let t: TestApp;
let it: User;
let newcomer: User;
let staff: User;
before(async () => {
  t = await createTestApp();
  it = await t.userWithRoles(['ITPersonnel']);
  newcomer = await t.userWithRoles([]);
  staff = await t.userWithRoles([]);
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();

test('the administrator adds and removes IT personnel; requests assigned to one hold the removal', async () => {
  const username = (await newcomer.call(getCurrentUserEndpoint)).username;
  assert.equal((await it.send(listItPersonnelEndpoint)).status, 403);
  assert.equal((await it.send(addItPersonEndpoint, { body: { username } })).status, 403);
  const unknown = await t.admin.send(addItPersonEndpoint, { body: { username: 'nobody.here' } });
  assert.deepEqual(errorsOf(unknown.body), [PERSONNEL_MESSAGES.userNotFound]);

  const added = await t.admin.call(addItPersonEndpoint, { body: { username: username.toUpperCase() } });
  assert.equal(added.userId, newcomer.userId);
  const twice = await t.admin.send(addItPersonEndpoint, { body: { username } });
  assert.equal(twice.status, 409);
  assert.deepEqual(errorsOf(twice.body), [PERSONNEL_MESSAGES.already]);
  assert.ok((await t.admin.call(listItPersonnelEndpoint)).items.some((p) => p.userId === newcomer.userId));

  // Assignable at once; while the request is open the removal is refused.
  const ticket = await staff.call(createTicketEndpoint, {
    body: { category: 'Printer', priority: 'High', subject: 'Jam', description: 'It jams.', equipmentId: null },
  });
  await it.call(updateTicketStatusEndpoint, {
    params: { id: ticket.id },
    body: { action: 'Assign', assigneeId: newcomer.userId, note: null },
  });
  const roster = await t.admin.call(listItPersonnelEndpoint);
  assert.equal(roster.items.find((p) => p.userId === newcomer.userId)?.openRequests, 1);
  const held = await t.admin.send(removeItPersonEndpoint, { params: { userId: newcomer.userId } });
  assert.equal(held.status, 409);
  assert.deepEqual(errorsOf(held.body), [PERSONNEL_MESSAGES.openRequests(1)]);
  await it.call(updateTicketStatusEndpoint, {
    params: { id: ticket.id },
    body: { action: 'Assign', assigneeId: it.userId, note: null },
  });

  assert.deepEqual(await t.admin.call(removeItPersonEndpoint, { params: { userId: newcomer.userId } }), { ok: true });
  assert.equal((await t.admin.send(removeItPersonEndpoint, { params: { userId: newcomer.userId } })).status, 404);
  const reassign = await it.send(updateTicketStatusEndpoint, {
    params: { id: ticket.id },
    body: { action: 'Assign', assigneeId: newcomer.userId, note: null },
  });
  assert.equal(reassign.status, 400);
});
