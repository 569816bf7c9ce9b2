// Demo data for GIS: a pole under every mounted transformer with coordinates (carrying it), and
// two line poles beside each (concrete and wood, 35 to 45 ft) gathered over the last year.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { mountedTransformerPlaces } from '../../tsd/public.ts';

export async function seedGisDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('gis_poles').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const gatherer = await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!gatherer) return;
  const places = await mountedTransformerPlaces(db);
  const rows = places.flatMap((t, i) => {
    const lat = Number(t.latitude);
    const lng = Number(t.longitude);
    const poleNo = t.pole_no ?? `P-${String(t.id).padStart(5, '0')}`;
    return [
      { no: `${poleNo}-T${t.id}`, lat, lng, transformer: t.id as number | null, branch: t.branch_code, i },
      { no: `${poleNo}-A${t.id}`, lat: lat + 0.0004, lng: lng + 0.0003, transformer: null, branch: t.branch_code, i },
      { no: `${poleNo}-B${t.id}`, lat: lat - 0.0004, lng: lng - 0.0003, transformer: null, branch: t.branch_code, i },
    ];
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000);
      await sql`
        INSERT INTO gis_poles (pole_no, pole_type, height_ft, branch_code, latitude, longitude, transformer_id,
          remarks, gathered_on, gathered_by)
        SELECT n, (ARRAY['Concrete', 'Concrete', 'Wood', 'Steel'])[1 + k % 4], 35 + (k % 3) * 5, b,
          round(la::numeric, 6), round(lo::numeric, 6), t, NULL, current_date - (k % 365), ${gatherer.id}
        FROM unnest(${chunk.map((r) => r.no)}::text[], ${chunk.map((r) => r.branch)}::int[],
          ${chunk.map((r) => r.lat)}::float8[], ${chunk.map((r) => r.lng)}::float8[],
          ${chunk.map((r) => r.transformer)}::int[], ${chunk.map((r) => r.i)}::int[]) AS x(n, b, la, lo, t, k)
        ON CONFLICT DO NOTHING`.execute(trx);
    }
  });
  log(`gis demo: ${rows.length} poles, ${places.length} carrying a transformer`);
}
