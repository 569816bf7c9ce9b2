// Kysely row types of the IT help desk and inventory tables (migrations/0920_it_helpdesk.sql).
import type { TicketPriority, TicketStatus } from '@ilaw/contracts/helpdesk/tickets/ticket';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Decimal = ColumnType<string, string | undefined, string>;

export interface HelpdeskTables {
  it_equipment: {
    id: Generated<number>;
    property_no: string;
    kind: string;
    brand_model: string;
    specs: string | null;
    serial_no: string | null;
    acquisition_date: string | null;
    acquisition_cost: Decimal;
    condition: 'Good' | 'Fair' | 'Poor' | 'ForRepair';
    location: string | null;
    accountable_employee_id: number | null;
    status: 'InUse' | 'Spare' | 'Disposed';
    disposed_at: string | null;
    disposal_reason: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  it_equipment_owners: {
    id: Generated<number>;
    equipment_id: number;
    employee_id: number;
    from_date: string;
    to_date: string | null;
    remarks: string | null;
    assigned_by: number;
    created_at: CreatedAt;
  };
  it_helpdesk_targets: {
    priority: TicketPriority;
    response_minutes: number;
    resolution_minutes: number;
    updated_at: UpdatedAt;
  };
  it_tickets: {
    id: Generated<number>;
    ticket_no: string;
    requester_id: number;
    category: string;
    priority: TicketPriority;
    subject: string;
    description: string;
    equipment_id: number | null;
    status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
    assigned_to: number | null;
    resolution: string | null;
    created_at: CreatedAt;
    first_response_at: NullableInstant;
    resolved_at: NullableInstant;
    closed_at: NullableInstant;
  };
  it_ticket_attachments: {
    id: Generated<number>;
    ticket_id: number;
    file_id: string;
    created_by: number;
    created_at: CreatedAt;
  };
  it_ticket_comments: {
    id: Generated<number>;
    ticket_id: number;
    author_id: number;
    kind: 'Comment' | 'Event';
    body: string;
    created_at: CreatedAt;
  };
}
