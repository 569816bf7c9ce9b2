// A module says everything it contributes in one explicit descriptor (its module.ts), listed once
// in apps/api/src/modules.ts. Nothing registers itself as an import side effect, so the order of
// demo seeders, jobs and cards is the order of that list, not of imports (decision 006).
import type { Role } from '@ilaw/contracts/roles';
import type { FileStore } from '../files/file-store.ts';
import type { Kysely } from 'kysely';
import type { ApprovalHandler } from '../approvals/engine.ts';
import type { DashboardCardSource, WorkCardSource } from '../dashboard/dashboard-cards.ts';
import type { Database } from '../db/schema.ts';
import type { RouteDef } from '../http/define-route.ts';
import type { AppServices } from '../http/context.ts';

/** What a demo seeder may use besides the database: the file store (demo documents' files). */
export interface DemoContext {
  files: FileStore;
}

export interface DemoSeeder {
  name: string;
  run(db: Kysely<Database>, log: (msg: string) => void, context?: DemoContext): Promise<void>;
}

export interface ModuleDescriptor {
  /** Short name, as in apps/api/src/modules/<name>. */
  name: string;
  /** Its HTTP endpoints (one file each: <resource>/<verb>-<resource>.ts). */
  endpoints: readonly RouteDef[];
  /** Audited record types and the roles that may read their history. */
  auditedTypes?: Readonly<Record<string, readonly Role[]>>;
  /** Registers its background job handlers (they may use the app's services: files, mail). */
  registerJobs?: (services: AppServices) => void;
  /** Demo data; seeders run in the order of the modules list, after the demo users exist. */
  demoSeeder?: DemoSeeder;
  /** Counts on the dashboard. */
  dashboardCards?: readonly DashboardCardSource[];
  /** My work counters: what waits for the user (approvals at their step come from the engine). */
  workCards?: readonly WorkCardSource[];
  /** Its document types' callbacks for the approval engine (decision 014). */
  approvalHandlers?: readonly ApprovalHandler[];
}

export function defineModule(descriptor: ModuleDescriptor): ModuleDescriptor {
  return descriptor;
}
