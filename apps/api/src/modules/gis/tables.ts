// Kysely row types of GIS's tables (0380_gis.sql).
import type { PoleType } from '@ilaw/contracts/gis/enums';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string, string>;

export interface GisTables {
  gis_poles: {
    id: Generated<number>;
    pole_no: string;
    pole_type: PoleType;
    height_ft: Numeric;
    branch_code: number;
    latitude: Numeric;
    longitude: Numeric;
    transformer_id: number | null;
    photo_file_id: string | null;
    remarks: string | null;
    gathered_on: ColumnType<string, string, string>;
    gathered_by: number;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}
