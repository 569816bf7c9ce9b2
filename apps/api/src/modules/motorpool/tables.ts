// Kysely row types of the motor pool tables (migrations/0910_motorpool.sql).
import type { FuelType, MaintenanceKind, VehicleStatus } from '@ilaw/contracts/motorpool/common';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as an exact decimal string. */
type Decimal = ColumnType<string, string | undefined, string>;

export interface MotorpoolTables {
  motorpool_vehicles: {
    id: Generated<number>;
    vehicle_no: string;
    plate_no: string;
    name: string;
    classification: string;
    rfid: string | null;
    assigned_driver_id: number | null;
    date_acquired: string | null;
    status: ColumnType<VehicleStatus, VehicleStatus | undefined, VehicleStatus>;
    odometer: Generated<number>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  motorpool_trip_tickets: {
    id: Generated<number>;
    trip_no: string;
    vehicle_id: number;
    driver_id: number;
    passengers: string | null;
    destination: string;
    purpose: string;
    scheduled_start: Instant;
    scheduled_end: Instant;
    actual_start: NullableInstant;
    actual_end: NullableInstant;
    odometer_out: number | null;
    odometer_in: number | null;
    is_operation: Generated<boolean>;
    is_out_of_coverage: Generated<boolean>;
    status: Generated<number>;
    created_by: number;
    created_at: CreatedAt;
    decided_at: NullableInstant;
    closed_at: NullableInstant;
    cancel_reason: string | null;
  };
  motorpool_gas_slips: {
    id: Generated<number>;
    slip_no: string;
    slip_date: string;
    vehicle_id: number;
    driver_id: number;
    trip_ticket_id: number | null;
    gas_station: string;
    fuel_type: FuelType;
    liters: Decimal;
    price_per_liter: Decimal;
    with_container: Generated<boolean>;
    purpose: string;
    print_count: Generated<number>;
    created_by: number;
    created_at: CreatedAt;
  };
  motorpool_maintenance: {
    id: Generated<number>;
    ref_no: string;
    vehicle_id: number;
    kind: MaintenanceKind;
    service_date: string;
    mileage: number;
    next_service_date: string | null;
    next_service_mileage: number | null;
    cost: Decimal;
    service_center: string | null;
    services_performed: string;
    performed_by: string | null;
    created_by: number;
    created_at: CreatedAt;
  };
}
