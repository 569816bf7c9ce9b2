// The database as Kysely sees it: every module's tables, assembled. A module that adds tables
// writes its own `tables.ts` and is added to this one interface.
import type { PlatformTables } from './platform-tables.ts';
import type { ApprovalTables } from '../approvals/tables.ts';
import type { HrTables } from '../../modules/hr/tables.ts';
import type { DtrTables } from '../../modules/dtr/tables.ts';
import type { LeaveTables } from '../../modules/leave/tables.ts';
import type { BillingTables } from '../../modules/billing/tables.ts';
import type { ReferenceTables } from '../../modules/reference/tables.ts';

export interface Database
  extends PlatformTables, ApprovalTables, HrTables, DtrTables, LeaveTables, BillingTables, ReferenceTables {}
