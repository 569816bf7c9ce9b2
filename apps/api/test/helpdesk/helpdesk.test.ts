// The IT help desk and inventory through the API: a staff member's request assigned, worked,
// resolved and confirmed (or reopened), comments both ways, the clocks against the targets, My
// work's notifications, who sees what; equipment with its ownership history and disposal.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { createEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/create-equipment';
import { disposeEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/dispose-equipment';
import { EQUIPMENT_MESSAGES, type EquipmentFields } from '@ilaw/contracts/helpdesk/equipment/equipment';
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import { transferEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/transfer-equipment';
import { updateEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/update-equipment';
import { listTargetsEndpoint } from '@ilaw/contracts/helpdesk/targets/list-targets';
import { updateTargetEndpoint } from '@ilaw/contracts/helpdesk/targets/update-target';
import { addTicketCommentEndpoint } from '@ilaw/contracts/helpdesk/tickets/add-ticket-comment';
import { confirmTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/confirm-ticket';
import { createTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/create-ticket';
import { getTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/get-ticket';
import { listMyTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-my-tickets';
import { listTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-tickets';
import { TICKET_MESSAGES, type TicketFields } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { updateTicketStatusEndpoint } from '@ilaw/contracts/helpdesk/tickets/update-ticket-status';
import { downloadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/download-ticket-attachment';
import { uploadTicketAttachmentEndpoint } from '@ilaw/contracts/helpdesk/tickets/upload-ticket-attachment';
import { upload } from '../billing/billing-support.ts';
import { contractUrl } from '../support/contract-client.ts';
import { newEmployee, uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };
let t: TestApp;
let it: User;
let it2: User;
let staff: User;
let other: User;
let hr: User;
before(async () => {
  t = await createTestApp();
  it = await t.userWithRoles(['ITPersonnel']);
  it2 = await t.userWithRoles(['ITPersonnel']);
  staff = await t.userWithRoles([]);
  other = await t.userWithRoles([]);
  hr = await t.userWithRoles(['Employee']);
});
after(() => t?.close());

const errorsOf = (body: unknown) => Object.values((body as { errors: Record<string, string[]> }).errors).flat();
const ticket = (fields: Partial<TicketFields> = {}): TicketFields => ({
  category: 'Printer',
  priority: 'High',
  subject: 'Printer jams',
  description: 'The receipt printer jams on every second receipt.',
  equipmentId: null,
  ...fields,
});
const act = (
  who: User,
  id: number,
  action: 'Assign' | 'Start' | 'Resolve' | 'Cancel',
  extra: { assigneeId?: number; note?: string } = {},
) =>
  who.send(updateTicketStatusEndpoint, {
    params: { id },
    body: { action, assigneeId: extra.assigneeId ?? null, note: extra.note ?? null },
  });

describe('help desk', () => {
  test('from the requester to resolution: assigned, worked, commented both ways, resolved, reopened, confirmed', async () => {
    const filed = await staff.call(createTicketEndpoint, { body: ticket() });
    assert.match(filed.ticketNo, /^IT-\d{4}-\d{6}$/);
    assert.equal(filed.status, 'Open');
    assert.equal(filed.response.targetMinutes, 60);
    assert.equal(filed.response.state, 'Running');
    // Others do not see it; the IT personnel do.
    assert.equal((await other.send(getTicketEndpoint, { params: { id: filed.id } })).status, 404);
    assert.equal((await staff.send(listTicketsEndpoint, { query: {} })).status, 403);
    const listed = await it.call(listTicketsEndpoint, { query: { search: filed.ticketNo } });
    assert.deepEqual(
      listed.data.map((x) => x.id),
      [filed.id],
    );
    // Only IT personnel are assigned.
    const wrong = await act(it, filed.id, 'Assign', { assigneeId: staff.userId });
    assert.equal(wrong.status, 400);
    assert.ok(errorsOf(wrong.body).includes(TICKET_MESSAGES.notItPersonnel));
    assert.equal((await act(staff, filed.id, 'Start')).status, 403);
    assert.equal((await act(it, filed.id, 'Assign', { assigneeId: it2.userId })).status, 200);
    const work = await it2.call(myWorkEndpoint);
    assert.ok(
      work.items.some((c) => c.key === 'helpdesk.assigned-to-me' && c.count >= 1),
      JSON.stringify(work.items),
    );
    const started = await act(it2, filed.id, 'Start');
    assert.equal(started.status, 200);
    await staff.call(addTicketCommentEndpoint, {
      params: { id: filed.id },
      body: { body: 'It happens after lunch too.' },
    });
    const withComments = await it2.call(addTicketCommentEndpoint, {
      params: { id: filed.id },
      body: { body: 'Cleaning the rollers now.' },
    });
    assert.deepEqual(
      withComments.comments.filter((c) => c.kind === 'Comment').map((c) => [c.body, c.fromIt]),
      [
        ['It happens after lunch too.', false],
        ['Cleaning the rollers now.', true],
      ],
    );
    assert.equal(withComments.response.state, 'Met');
    assert.equal(withComments.assignedToId, it2.userId);
    // Resolving needs the resolution; the requester may not resolve.
    const bare = await act(it2, filed.id, 'Resolve');
    assert.equal(bare.status, 400);
    assert.equal((await act(it2, filed.id, 'Resolve', { note: 'Cleaned the rollers.' })).status, 200);
    assert.equal((await act(it2, filed.id, 'Start')).status, 409);
    // The requester is told on My work, and reopens with a reason.
    const mine = await staff.call(myWorkEndpoint);
    assert.ok(mine.items.some((c) => c.key === 'helpdesk.to-confirm' && c.count === 1));
    assert.equal(
      (await it2.send(confirmTicketEndpoint, { params: { id: filed.id }, body: { accept: true, note: null } })).status,
      403,
    );
    const noReason = await staff.send(confirmTicketEndpoint, {
      params: { id: filed.id },
      body: { accept: false, note: null },
    });
    assert.equal(noReason.status, 400);
    const reopened = await staff.call(confirmTicketEndpoint, {
      params: { id: filed.id },
      body: { accept: false, note: 'Still jams.' },
    });
    assert.equal(reopened.status, 'InProgress');
    assert.equal(reopened.resolvedAt, null);
    await act(it2, filed.id, 'Resolve', { note: 'Replaced the roller.' });
    const closed = await staff.call(confirmTicketEndpoint, {
      params: { id: filed.id },
      body: { accept: true, note: null },
    });
    assert.equal(closed.status, 'Closed');
    assert.equal(closed.resolution, 'Replaced the roller.');
    assert.equal(closed.resolutionClock.state, 'Met');
    const again = await staff.send(confirmTicketEndpoint, {
      params: { id: filed.id },
      body: { accept: true, note: null },
    });
    assert.equal(again.status, 409);
    assert.ok(errorsOf(again.body).includes(TICKET_MESSAGES.closed));
    const comment = await staff.send(addTicketCommentEndpoint, { params: { id: filed.id }, body: { body: 'Thanks' } });
    assert.equal(comment.status, 409);
    const own = await staff.call(listMyTicketsEndpoint, { query: {} });
    assert.ok(own.data.some((x) => x.id === filed.id));
    assert.ok(!(await other.call(listMyTicketsEndpoint, { query: {} })).data.some((x) => x.id === filed.id));
  });

  test('screenshots attached by the requester, shown inline to IT, hidden from others', async () => {
    const filed = await staff.call(createTicketEndpoint, { body: ticket({ category: 'Software' }) });
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await upload(
      staff,
      contractUrl(uploadTicketAttachmentEndpoint),
      { ticketId: String(filed.id) },
      { name: 'error.png', bytes: png },
    );
    assert.equal(up.status, 201, JSON.stringify(up.body));
    const detail = await it.call(getTicketEndpoint, { params: { id: filed.id } });
    assert.deepEqual(
      detail.attachments.map((a) => [a.fileName, a.isImage]),
      [['error.png', true]],
    );
    assert.match(detail.comments.at(-1)!.body, /Attached error\.png/);
    const shown = await it.request(
      'GET',
      contractUrl(downloadTicketAttachmentEndpoint, { id: detail.attachments[0]!.id }, { inline: 'true' }),
    );
    assert.equal(shown.status, 200);
    assert.match(String(shown.headers['content-disposition']), /^inline/);
    const hidden = await other.send(downloadTicketAttachmentEndpoint, {
      params: { id: detail.attachments[0]!.id },
      query: {},
    });
    assert.equal(hidden.status, 404);
    const intruder = await upload(
      other,
      contractUrl(uploadTicketAttachmentEndpoint),
      { ticketId: String(filed.id) },
      { name: 'x.png', bytes: png },
    );
    assert.equal(intruder.status, 404);
  });

  test('targets per priority are set by IT and measure the requests', async () => {
    assert.equal(
      (
        await staff.send(updateTargetEndpoint, {
          params: { priority: 'Low' },
          body: { responseMinutes: 10, resolutionMinutes: 20 },
        })
      ).status,
      403,
    );
    const bad = await it.send(updateTargetEndpoint, {
      params: { priority: 'Low' },
      body: { responseMinutes: 100, resolutionMinutes: 20 },
    });
    assert.equal(bad.status, 400);
    await it.call(updateTargetEndpoint, {
      params: { priority: 'Low' },
      body: { responseMinutes: 15, resolutionMinutes: 90 },
    });
    const targets = await staff.call(listTargetsEndpoint);
    assert.deepEqual(
      targets.find((x) => x.priority === 'Low'),
      { priority: 'Low', responseMinutes: 15, resolutionMinutes: 90 },
    );
    const low = await staff.call(createTicketEndpoint, { body: ticket({ priority: 'Low' }) });
    assert.equal(low.response.targetMinutes, 15);
    assert.equal(low.resolutionClock.targetMinutes, 90);
    assert.equal((await act(it, low.id, 'Cancel', { note: 'Duplicate.' })).status, 200);
    assert.equal((await act(it, low.id, 'Resolve', { note: 'x' })).status, 409);
  });
});

describe('IT equipment inventory', () => {
  const equipment = (fields: Partial<EquipmentFields> = {}): EquipmentFields => ({
    propertyNo: `IT-${uniqueTag()}`,
    kind: 'Desktop',
    brandModel: 'Lenovo ThinkCentre',
    specs: 'i5, 16 GB',
    serialNo: `SN-${uniqueTag()}`,
    acquisitionDate: '2024-01-15',
    acquisitionCost: '42500.00',
    condition: 'Good',
    location: 'Main office',
    ...fields,
  });

  test('accountable employees over time, requests linked, disposal kept', async () => {
    const first = await newEmployee(hr);
    const second = await newEmployee(hr);
    const pc = await it.call(createEquipmentEndpoint, { body: equipment() });
    assert.equal(pc.status, 'Spare');
    const dup = await it.send(createEquipmentEndpoint, { body: equipment({ propertyNo: pc.propertyNo }) });
    assert.equal(dup.status, 409);
    assert.ok(errorsOf(dup.body).includes(EQUIPMENT_MESSAGES.duplicate));
    await it.call(transferEquipmentEndpoint, {
      params: { id: pc.id },
      body: { employeeId: first.id, fromDate: '2024-02-01', remarks: null },
    });
    const backwards = await it.send(transferEquipmentEndpoint, {
      params: { id: pc.id },
      body: { employeeId: second.id, fromDate: '2024-01-01', remarks: null },
    });
    assert.equal(backwards.status, 400);
    const moved = await it.call(transferEquipmentEndpoint, {
      params: { id: pc.id },
      body: { employeeId: second.id, fromDate: '2025-07-01', remarks: 'Moved to billing' },
    });
    assert.equal(moved.accountableEmployeeId, second.id);
    assert.equal(moved.status, 'InUse');
    assert.deepEqual(
      moved.owners.map((o) => [o.employeeId, o.fromDate, o.toDate]),
      [
        [second.id, '2025-07-01', null],
        [first.id, '2024-02-01', '2025-06-30'],
      ],
    );
    const request = await staff.call(createTicketEndpoint, {
      body: ticket({ category: 'Hardware', equipmentId: pc.id }),
    });
    assert.equal(request.equipment, `${pc.propertyNo} Lenovo ThinkCentre`);
    const detail = await it.call(getEquipmentEndpoint, { params: { id: pc.id } });
    assert.deepEqual(
      detail.tickets.map((x) => x.ticketNo),
      [request.ticketNo],
    );
    const byOwner = await it.call(listEquipmentEndpoint, { query: { employeeId: second.id } });
    assert.deepEqual(
      byOwner.data.map((x) => x.id),
      [pc.id],
    );
    const gone = await it.call(disposeEquipmentEndpoint, {
      params: { id: pc.id },
      body: { disposedAt: '2026-10-01', reason: 'Motherboard failed.' },
    });
    assert.equal(gone.status, 'Disposed');
    assert.equal(gone.accountableEmployeeId, null);
    assert.equal(gone.owners[0]!.toDate, '2026-10-01');
    const edit = await it.send(updateEquipmentEndpoint, {
      params: { id: pc.id },
      body: equipment({ propertyNo: pc.propertyNo }),
    });
    assert.equal(edit.status, 409);
    assert.ok(errorsOf(edit.body).includes(EQUIPMENT_MESSAGES.disposed));
    const kept = await it.call(listEquipmentEndpoint, { query: { status: 'Disposed', search: pc.propertyNo } });
    assert.equal(kept.total, 1);
    assert.equal((await staff.send(listEquipmentEndpoint, { query: {} })).status, 403);
  });
});
