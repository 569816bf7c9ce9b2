// Help desk postings under concurrency (PostgreSQL): twenty resolutions at once resolve once,
// twenty confirmations close once, twenty transfers of one piece of equipment leave one owner.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/create-equipment';
import { transferEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/transfer-equipment';
import { confirmTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/confirm-ticket';
import { createTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/create-ticket';
import { updateTicketStatusEndpoint } from '@ilaw/contracts/helpdesk/tickets/update-ticket-status';
import { contractUrl } from '../support/contract-client.ts';
import { NEEDS_POSTGRES, TIMES, assertPostedOnce, together } from '../support/concurrency.ts';
import { newEmployee, uniqueTag } from '../support/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

describe('help desk under concurrency', { skip: NEEDS_POSTGRES }, () => {
  let t: TestApp;
  let it: TestClient & { userId: number };
  let staff: TestClient & { userId: number };
  before(async () => {
    t = await createTestApp();
    it = await t.userWithRoles(['ITPersonnel']);
    staff = await t.userWithRoles([]);
  });
  after(() => t?.close());

  test('twenty resolutions, then twenty confirmations: one each', async () => {
    const filed = await staff.call(createTicketEndpoint, {
      body: {
        category: 'Email',
        priority: 'Normal',
        subject: 'Mailbox full',
        description: 'Cannot receive mail.',
        equipmentId: null,
      },
    });
    const resolve = contractUrl(updateTicketStatusEndpoint, { id: filed.id });
    assertPostedOnce(
      await together(TIMES, () =>
        it.post(resolve, { action: 'Resolve', assigneeId: null, note: 'Archived old mail.' }),
      ),
      200,
    );
    const confirm = contractUrl(confirmTicketEndpoint, { id: filed.id });
    assertPostedOnce(await together(TIMES, () => staff.post(confirm, { accept: true, note: null })), 200);
    const events = await t.running.services.db
      .selectFrom('it_ticket_comments')
      .select('body')
      .where('ticket_id', '=', filed.id)
      .where('kind', '=', 'Event')
      .execute();
    assert.equal(events.length, 2);
  });

  test('twenty transfers of one piece of equipment on one date: one owner', async () => {
    const hr = await t.userWithRoles(['Employee']);
    const owner = await newEmployee(hr);
    const pc = await it.call(createEquipmentEndpoint, {
      body: {
        propertyNo: `IT-${uniqueTag()}`,
        kind: 'Desktop',
        brandModel: 'Acer',
        specs: null,
        serialNo: null,
        acquisitionDate: null,
        acquisitionCost: '0',
        condition: 'Good',
        location: null,
      },
    });
    const url = contractUrl(transferEquipmentEndpoint, { id: pc.id });
    const answers = await together(TIMES, () =>
      it.post(url, { employeeId: owner.id, fromDate: '2026-01-05', remarks: null }),
    );
    assertPostedOnce(answers, 200, { otherStatus: 400 });
    const owners = await t.running.services.db
      .selectFrom('it_equipment_owners')
      .select('id')
      .where('equipment_id', '=', pc.id)
      .execute();
    assert.equal(owners.length, 1);
  });
});
