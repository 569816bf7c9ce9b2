// IT help desk tickets: category, priority, description; assigned to IT personnel, worked,
// resolved, and closed when the requester confirms (or reopened); comments both ways; response
// and resolution times against the targets of the ticket's priority.
import { z } from 'zod';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';

export const TICKET_CATEGORIES = ['Hardware', 'Software', 'Network', 'Email', 'Printer', 'Account', 'Other'] as const;
export const TICKET_PRIORITIES = ['Critical', 'High', 'Normal', 'Low'] as const;
export const TICKET_STATUSES = ['Open', 'Assigned', 'InProgress', 'Resolved', 'Closed', 'Cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  Open: 'Open',
  Assigned: 'Assigned',
  InProgress: 'In progress',
  Resolved: 'Resolved',
  Closed: 'Closed',
  Cancelled: 'Cancelled',
};

/** What IT does to a ticket. */
export const TICKET_ACTIONS = ['Assign', 'Start', 'Resolve', 'Cancel'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const TICKET_MESSAGES = {
  notFound: 'The IT service request was not found.',
  notItPersonnel: 'Assign the request to one of the IT personnel.',
  notAllowed: (action: string, status: string) => `A request that is ${status} cannot be given "${action}".`,
  onlyRequesterConfirms: 'Only the requester confirms the resolution.',
  notResolved: 'Only a resolved request is confirmed or reopened.',
  closed: 'This request is closed; file a new one.',
  resolutionRequired: 'Say how the problem was resolved.',
  reasonRequired: 'Say why the request is reopened.',
} as const;

export const ticketFieldsSchema = z.object({
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  subject: requiredText(1, 150),
  description: requiredText(1, 4000),
  equipmentId: id().nullable(),
});

export type TicketFields = z.input<typeof ticketFieldsSchema>;

export const ticketActionBody = z.object({
  action: z.enum(TICKET_ACTIONS),
  assigneeId: id().nullable(),
  note: optionalText(2000),
});

export const confirmTicketBody = z.object({ accept: z.boolean(), note: optionalText(2000) });

export const ticketCommentBody = z.object({ body: requiredText(1, 4000) });

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['Comment', 'Event']),
  author: z.string(),
  fromIt: z.boolean(),
  body: z.string(),
  at: z.string(),
});

/** Against the priority's targets: met, missed, or still running (and whether it is overdue now). */
export const slaClockSchema = z.object({
  targetMinutes: z.number().int(),
  dueAt: z.string(),
  tookMinutes: z.number().int().nullable(),
  state: z.enum(['Running', 'Overdue', 'Met', 'Missed']),
});

export type SlaClock = z.infer<typeof slaClockSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  ticketNo: z.string(),
  requesterId: z.number().int(),
  requester: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  subject: z.string(),
  description: z.string(),
  equipmentId: z.number().int().nullable(),
  equipment: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  assignedToId: z.number().int().nullable(),
  assignedTo: z.string().nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  response: slaClockSchema,
  resolutionClock: slaClockSchema,
});

export type Ticket = z.infer<typeof ticketSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  isImage: z.boolean(),
  by: z.string(),
  at: z.string(),
});

export const ticketDetailSchema = ticketSchema.extend({
  comments: z.array(ticketCommentSchema),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
