// The database as Kysely sees it: every module's tables, assembled. A module that adds tables
// writes its own `tables.ts` and is added to this one interface.
import type { PlatformTables } from './platform-tables.ts';
import type { HrTables } from '../../modules/hr/tables.ts';

export interface Database extends PlatformTables, HrTables {}
