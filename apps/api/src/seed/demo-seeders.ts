// Modules contribute demo data (employees, consumers, bills ...) through this list, run in
// order after the demo users exist. Each seeder must be safe to run on a database that has it.
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

export interface DemoSeeder {
  name: string;
  run(db: Kysely<Database>, log: (msg: string) => void): Promise<void>;
}

const seeders: DemoSeeder[] = [];

export function registerDemoSeeder(seeder: DemoSeeder): void {
  if (!seeders.some((s) => s.name === seeder.name)) seeders.push(seeder);
}

export async function runDemoSeeders(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.run(db, log);
    log(`demo seeder ${seeder.name} done in ${Date.now() - started} ms`);
  }
}
