// Runs the modules' demo seeders (apps/api/src/modules.ts gives the order) after the demo users
// exist. Each seeder must be safe to run on a database that has it.
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { DemoContext, DemoSeeder } from '../platform/modules/define-module.ts';

export async function runDemoSeeders(
  seeders: readonly DemoSeeder[],
  db: Kysely<Database>,
  log: (msg: string) => void,
  context: DemoContext,
): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.run(db, log, context);
    log(`demo seeder ${seeder.name} done in ${Date.now() - started} ms`);
  }
}
