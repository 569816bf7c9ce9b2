// Kysely row types of the travel order tables (migrations/0900_travel_orders.sql).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as an exact decimal string. */
type Decimal = ColumnType<string, string | undefined, string>;

export interface TravelTables {
  travel_orders: {
    id: Generated<number>;
    to_year: number;
    to_seq: number;
    to_number: string;
    destination: string;
    purpose: string;
    date_from: string;
    date_to: string;
    funding: string;
    estimated_expenses: Decimal;
    transportation: string | null;
    remarks: string | null;
    status: Generated<number>;
    created_by: number;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    submitted_at: NullableInstant;
    decided_at: NullableInstant;
    cancelled_at: NullableInstant;
    cancel_reason: string | null;
  };
  travel_order_attachments: {
    id: Generated<number>;
    travel_order_id: number;
    file_id: string;
    created_by: number;
    created_at: CreatedAt;
  };
  travel_order_travellers: {
    travel_order_id: number;
    employee_id: number;
    seq: number;
  };
}
