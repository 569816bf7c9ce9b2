// The help desk's notifications on My work: new requests for IT, the requests assigned to an IT
// person, and a requester's resolved requests waiting for their confirmation.
import type { WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';

export const unassignedTickets: WorkCardSource = {
  key: 'helpdesk.unassigned',
  label: 'IT service requests to assign',
  link: '/cpd/it-service-request-admin?status=Open',
  roles: ['ITPersonnel'],
  async count(db) {
    const row = await db
      .selectFrom('it_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'Open')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

export const myAssignedTickets: WorkCardSource = {
  key: 'helpdesk.assigned-to-me',
  label: 'IT service requests assigned to you',
  link: '/cpd/it-service-request-admin?mine=1',
  roles: ['ITPersonnel'],
  async count(db, user) {
    const row = await db
      .selectFrom('it_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('assigned_to', '=', user.id)
      .where('status', 'in', ['Assigned', 'InProgress'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

export const ticketsToConfirm: WorkCardSource = {
  key: 'helpdesk.to-confirm',
  label: 'IT requests resolved: confirm',
  link: '/cpd/it-service-request-end-user',
  roles: [],
  async count(db, user) {
    const row = await db
      .selectFrom('it_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('requester_id', '=', user.id)
      .where('status', '=', 'Resolved')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
