// Reads of IT service requests and the row -> contract mapper (clocks against the targets).
import {
  TICKET_MESSAGES,
  type Ticket,
  type TicketCategory,
  type TicketDetail,
} from '@ilaw/contracts/helpdesk/tickets/ticket';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { hasRole, type SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { slaClock } from '../compute/ticket-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function ticketRows(db: Db) {
  return db
    .selectFrom('it_tickets as t')
    .innerJoin('users as r', 'r.id', 't.requester_id')
    .innerJoin('it_helpdesk_targets as g', 'g.priority', 't.priority')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .leftJoin('it_equipment as e', 'e.id', 't.equipment_id')
    .selectAll('t')
    .select([
      'r.full_name as requester_name',
      'a.full_name as assignee_name',
      'g.response_minutes',
      'g.resolution_minutes',
      sql<string | null>`e.property_no || ' ' || e.brand_model`.as('equipment_name'),
    ]);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketRows>['executeTakeFirstOrThrow']>>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toTicket(r: TicketRow, now = new Date()): Ticket {
  // The resolution clock stops at the resolution; a closed or cancelled one stops there too.
  const stopped = r.resolved_at ?? (r.status === 'Cancelled' ? r.closed_at : null);
  return {
    id: r.id,
    ticketNo: r.ticket_no,
    requesterId: r.requester_id,
    requester: r.requester_name,
    category: r.category as TicketCategory,
    priority: r.priority,
    subject: r.subject,
    description: r.description,
    equipmentId: r.equipment_id,
    equipment: r.equipment_name,
    status: r.status,
    assignedToId: r.assigned_to,
    assignedTo: r.assignee_name,
    resolution: r.resolution,
    createdAt: r.created_at.toISOString(),
    firstResponseAt: iso(r.first_response_at),
    resolvedAt: iso(r.resolved_at),
    closedAt: iso(r.closed_at),
    response: slaClock(r.created_at, r.response_minutes, r.first_response_at ?? stopped, now),
    resolutionClock: slaClock(r.created_at, r.resolution_minutes, stopped, now),
  };
}

/** The request with its comments; only its requester and the IT personnel see it (others: 404). */
export async function ticketDetail(db: Db, user: SessionUser, id: number): Promise<TicketDetail> {
  const row = await ticketRows(db).where('t.id', '=', id).executeTakeFirst();
  if (!row || (row.requester_id !== user.id && !hasRole(user, 'ITPersonnel'))) throw notFound(TICKET_MESSAGES.notFound);
  const comments = await db
    .selectFrom('it_ticket_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.kind', 'c.body', 'c.created_at', 'c.author_id', 'u.full_name'])
    .where('c.ticket_id', '=', id)
    .orderBy('c.id')
    .execute();
  const files = await db
    .selectFrom('it_ticket_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .innerJoin('users as u', 'u.id', 'a.created_by')
    .select(['a.id', 'a.created_at', 'f.original_name', 'f.content_type', 'f.size_bytes', 'u.full_name'])
    .where('a.ticket_id', '=', id)
    .orderBy('a.id')
    .execute();
  return {
    ...toTicket(row),
    attachments: files.map((f) => ({
      id: f.id,
      fileName: f.original_name,
      contentType: f.content_type,
      sizeBytes: f.size_bytes,
      isImage: f.content_type.startsWith('image/'),
      by: f.full_name,
      at: f.created_at.toISOString(),
    })),
    comments: comments.map((c) => ({
      id: c.id,
      kind: c.kind,
      author: c.full_name,
      fromIt: c.author_id !== row.requester_id,
      body: c.body,
      at: c.created_at.toISOString(),
    })),
  };
}
