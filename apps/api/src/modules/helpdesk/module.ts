// IT help desk and IT equipment inventory (CPD): every staff member's service requests to the IT
// personnel with comments both ways, resolution confirmed by the requester, response and
// resolution clocks against configurable targets; equipment with its ownership history
// (docs/decisions/100).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedHelpdeskDemo } from './demo/seed-helpdesk-demo.ts';
import { createEquipment } from './equipment/create-equipment.ts';
import { disposeEquipment } from './equipment/dispose-equipment.ts';
import { getEquipment } from './equipment/get-equipment.ts';
import { listEquipment } from './equipment/list-equipment.ts';
import { transferEquipment } from './equipment/transfer-equipment.ts';
import { updateEquipment } from './equipment/update-equipment.ts';
import { addItPerson } from './personnel/add-it-person.ts';
import { listItPersonnel } from './personnel/list-it-personnel.ts';
import { removeItPerson } from './personnel/remove-it-person.ts';
import { listTargets } from './targets/list-targets.ts';
import { updateTarget } from './targets/update-target.ts';
import { addTicketComment } from './tickets/add-ticket-comment.ts';
import { confirmTicket } from './tickets/confirm-ticket.ts';
import { createTicket } from './tickets/create-ticket.ts';
import { downloadTicketAttachment } from './tickets/download-ticket-attachment.ts';
import { getTicket } from './tickets/get-ticket.ts';
import { listMyTickets } from './tickets/list-my-tickets.ts';
import { listTickets } from './tickets/list-tickets.ts';
import { updateTicketStatus } from './tickets/update-ticket-status.ts';
import { uploadTicketAttachment } from './tickets/upload-ticket-attachment.ts';
import { myAssignedTickets, ticketsToConfirm, unassignedTickets } from './work-cards.ts';

export const helpdeskModule = defineModule({
  name: 'helpdesk',
  endpoints: [
    createTicket,
    listMyTickets,
    listTickets,
    getTicket,
    updateTicketStatus,
    confirmTicket,
    addTicketComment,
    uploadTicketAttachment,
    downloadTicketAttachment,
    listTargets,
    updateTarget,
    listEquipment,
    getEquipment,
    createEquipment,
    updateEquipment,
    transferEquipment,
    disposeEquipment,
    listItPersonnel,
    addItPerson,
    removeItPerson,
  ],
  auditedTypes: {
    'it-ticket': ['ITPersonnel'],
    'it-helpdesk-target': ['ITPersonnel'],
    'it-equipment': ['ITPersonnel'],
  },
  workCards: [unassignedTickets, myAssignedTickets, ticketsToConfirm],
  demoSeeder: { name: 'helpdesk', run: seedHelpdeskDemo },
});
