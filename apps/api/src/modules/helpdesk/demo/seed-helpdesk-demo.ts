// IT demo (issue 18 item 8): the cooperative's PCs, printers and network gear with their
// accountable employees (one transferred, one disposed), and requests from the demo staff at every
// step: new, assigned to it.staff, in progress, resolved waiting for the requester, closed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

const EQUIPMENT = [
  {
    no: 'IT-PC-0001',
    kind: 'Desktop',
    model: 'Lenovo ThinkCentre M70s',
    specs: 'i5-12400, 16 GB, 512 GB SSD',
    cost: '42500.00',
  },
  {
    no: 'IT-PC-0002',
    kind: 'Desktop',
    model: 'Lenovo ThinkCentre M70s',
    specs: 'i5-12400, 16 GB, 512 GB SSD',
    cost: '42500.00',
  },
  {
    no: 'IT-LT-0001',
    kind: 'Laptop',
    model: 'Dell Latitude 5440',
    specs: 'i7-1355U, 16 GB, 512 GB SSD',
    cost: '68900.00',
  },
  { no: 'IT-PR-0001', kind: 'Printer', model: 'Epson L6290', specs: 'Ink tank, duplex, Wi-Fi', cost: '17990.00' },
  { no: 'IT-PR-0002', kind: 'Printer', model: 'Epson LX-310', specs: 'Dot matrix (receipts)', cost: '11500.00' },
  { no: 'IT-NW-0001', kind: 'Switch', model: 'TP-Link TL-SG1024D', specs: '24-port gigabit', cost: '6800.00' },
  { no: 'IT-UP-0001', kind: 'UPS', model: 'APC BX1100', specs: '1100 VA', cost: '5400.00' },
];

const TICKETS = [
  {
    cat: 'Printer',
    pri: 'High',
    subject: 'Receipt printer jams at the teller window',
    status: 'Open',
    eq: 4,
    hoursAgo: 2,
  },
  {
    cat: 'Software',
    pri: 'Normal',
    subject: 'Cannot open the billing report in Excel',
    status: 'Assigned',
    eq: null,
    hoursAgo: 20,
  },
  {
    cat: 'Network',
    pri: 'Critical',
    subject: 'No internet in the Magsaysay office',
    status: 'InProgress',
    eq: 5,
    hoursAgo: 5,
  },
  { cat: 'Hardware', pri: 'Normal', subject: 'PC restarts by itself', status: 'Resolved', eq: 0, hoursAgo: 50 },
  { cat: 'Account', pri: 'Low', subject: 'Forgot my email password', status: 'Closed', eq: null, hoursAgo: 200 },
  { cat: 'Hardware', pri: 'High', subject: 'Laptop screen flickers', status: 'Closed', eq: 2, hoursAgo: 400 },
] as const;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function seedHelpdeskDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  if (await db.selectFrom('it_equipment').select('id').limit(1).executeTakeFirst()) return;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const it = users.find((u) => u.username === 'it.staff')?.id;
  const requesters = ['staff', 'teller', 'billing.clerk', 'hr.officer', 'cashier', 'accountant']
    .map((n) => users.find((u) => u.username === n)?.id)
    .filter((x): x is number => x !== undefined);
  if (!it || requesters.length === 0) return;
  const employees = await db
    .selectFrom('employees')
    .select('id')
    .orderBy('id')
    .limit(EQUIPMENT.length + 1)
    .execute();
  const today = manilaToday();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [i, q] of EQUIPMENT.entries()) {
      const owner = employees[i]?.id ?? null;
      const disposed = i === EQUIPMENT.length - 1;
      const e = await trx
        .insertInto('it_equipment')
        .values({
          property_no: q.no,
          kind: q.kind,
          brand_model: q.model,
          specs: q.specs,
          serial_no: `SN${(987_000 + i * 131).toString()}`,
          acquisition_date: addDays(today, -400 - i * 60),
          acquisition_cost: q.cost,
          condition: i === 1 ? 'Fair' : 'Good',
          location: i < 3 ? 'Main office, San Jose' : 'Teller area',
          accountable_employee_id: disposed ? null : owner,
          status: disposed ? 'Disposed' : owner === null ? 'Spare' : 'InUse',
          disposed_at: disposed ? addDays(today, -30) : null,
          disposal_reason: disposed ? 'Battery swollen; beyond repair.' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(e.id);
      if (owner !== null) {
        // The first PC changed hands: an earlier owner, then the current one.
        if (i === 0 && employees[EQUIPMENT.length]) {
          await trx
            .insertInto('it_equipment_owners')
            .values({
              equipment_id: e.id,
              employee_id: employees[EQUIPMENT.length]!.id,
              from_date: addDays(today, -400),
              to_date: addDays(today, -181),
              assigned_by: it,
            })
            .execute();
        }
        await trx
          .insertInto('it_equipment_owners')
          .values({
            equipment_id: e.id,
            employee_id: owner,
            from_date: addDays(today, i === 0 ? -180 : -400 - i * 60),
            to_date: disposed ? addDays(today, -30) : null,
            assigned_by: it,
          })
          .execute();
      }
    }
    for (const [i, t] of TICKETS.entries()) {
      const created = new Date(now - t.hoursAgo * 3_600_000);
      const year = today.slice(0, 4);
      const requester = requesters[i % requesters.length]!;
      const responded = t.status === 'Open' ? null : new Date(created.getTime() + 25 * 60_000);
      const resolved =
        t.status === 'Resolved' || t.status === 'Closed' ? new Date(created.getTime() + 3 * 3_600_000) : null;
      const row = await trx
        .insertInto('it_tickets')
        .values({
          ticket_no: formatDocumentNumber('IT', year, await nextDocumentNumber(trx, 'it-ticket', year)),
          requester_id: requester,
          category: t.cat,
          priority: t.pri,
          subject: t.subject,
          description: `${t.subject}. Please check as soon as you can.`,
          equipment_id: t.eq === null ? null : (ids[t.eq] ?? null),
          status: t.status,
          assigned_to: t.status === 'Open' ? null : it,
          resolution: resolved ? 'Replaced the faulty part and tested.' : null,
          created_at: created,
          first_response_at: responded,
          resolved_at: resolved,
          closed_at: t.status === 'Closed' ? new Date(created.getTime() + 5 * 3_600_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (responded) {
        await trx
          .insertInto('it_ticket_comments')
          .values([
            {
              ticket_id: row.id,
              author_id: it,
              kind: 'Event',
              body: 'Assigned to Paolo N. Jimenez.',
              created_at: responded,
            },
            {
              ticket_id: row.id,
              author_id: it,
              kind: 'Comment',
              body: 'On it; I will drop by your desk.',
              created_at: responded,
            },
          ])
          .execute();
      }
      if (resolved) {
        await trx
          .insertInto('it_ticket_comments')
          .values({
            ticket_id: row.id,
            author_id: it,
            kind: 'Event',
            body: 'Resolved: Replaced the faulty part and tested.',
            created_at: resolved,
          })
          .execute();
      }
    }
  });
  log(`helpdesk: ${EQUIPMENT.length} pieces of equipment, ${TICKETS.length} requests`);
}
