// The database as Kysely sees it: the platform's tables and every module's, assembled here beside
// modules.ts (the one place modules meet). A module that adds tables writes its own tables.ts and
// adds it to this interface.
import type { BillingTables } from './modules/billing/tables.ts';
import type { CollectionTables } from './modules/collection/tables.ts';
import type { DtrTables } from './modules/dtr/tables.ts';
import type { GisTables } from './modules/gis/tables.ts';
import type { HelpdeskTables } from './modules/helpdesk/tables.ts';
import type { HrTables } from './modules/hr/tables.ts';
import type { LeaveTables } from './modules/leave/tables.ts';
import type { MotorpoolTables } from './modules/motorpool/tables.ts';
import type { MsdTables } from './modules/msd/tables.ts';
import type { PayrollTables } from './modules/payroll/tables.ts';
import type { ReferenceTables } from './modules/reference/tables.ts';
import type { WarehouseTables } from './modules/warehouse/tables.ts';
import type { TravelTables } from './modules/travel/tables.ts';
import type { TsdTables } from './modules/tsd/tables.ts';
import type { ApprovalTables } from './platform/approvals/tables.ts';
import type { PlatformTables } from './platform/db/platform-tables.ts';

export interface Database
  extends
    PlatformTables,
    ApprovalTables,
    HrTables,
    DtrTables,
    LeaveTables,
    BillingTables,
    CollectionTables,
    ReferenceTables,
    PayrollTables,
    MsdTables,
    WarehouseTables,
    TravelTables,
    MotorpoolTables,
    HelpdeskTables,
    TsdTables,
    GisTables {}
