// Reference data every installation needs, written idempotently at every start: the branches
// and their codes (SPEC.md section 3), the six departments, the role catalogue and the current
// fiscal year.
import { ROLES } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { manilaToday } from '../platform/time/manila.ts';

export const BRANCHES = [
  { code: 5, key: 'SanJose', name: 'San Jose' },
  { code: 10, key: 'Magsaysay', name: 'Magsaysay' },
  { code: 15, key: 'Rizal', name: 'Rizal' },
  { code: 20, key: 'Calintaan', name: 'Calintaan' },
  { code: 25, key: 'Sablayan', name: 'Sablayan' },
  { code: 30, key: 'Mamburao', name: 'Mamburao' },
  { code: 35, key: 'Paluan', name: 'Paluan' },
  { code: 40, key: 'StaCruz', name: 'Sta. Cruz' },
  { code: 45, key: 'Abra', name: 'Abra de Ilog' },
] as const;

export const DEPARTMENTS = [
  { code: 'OGM', name: 'Office of the General Manager' },
  { code: 'CPD', name: 'Corporate Planning Department (planning and IT)' },
  { code: 'ISD', name: 'Institutional Services Department (HR, motor pool, warehouse, MSD)' },
  { code: 'FSD', name: 'Finance Services Department (accounting, billing, collection)' },
  { code: 'TSD', name: 'Technical Services Department' },
  { code: 'IAD', name: 'Internal Audit Department' },
] as const;

export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('branches')
      .values(BRANCHES.map((b) => ({ ...b })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({ key: eb.ref('excluded.key'), name: eb.ref('excluded.name') })),
      )
      .execute();
    await trx
      .insertInto('departments')
      .values(DEPARTMENTS.map((d) => ({ ...d })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('roles')
      .values(ROLES.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const year = Number(manilaToday().slice(0, 4));
    const anyActive = await trx
      .selectFrom('fiscal_years')
      .select('id')
      .where('is_active', '=', true)
      .executeTakeFirst();
    await trx
      .insertInto('fiscal_years')
      .values({
        year,
        name: `FY ${year}`,
        start_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
        is_active: !anyActive,
      })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    await sql`SELECT 1`.execute(trx);
  });
}
