// The 4Ps list lines (decision 116): read with their candidate accounts, filtered and paged.
import { FOURPS_MESSAGES, type FourPsLine } from '@ilaw/contracts/msd/lifeliners/fourps';
import type { listFourPsLinesQuery } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { likePrefix } from '../service-requests/service-request-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type FourPsFilter = Omit<z.output<typeof listFourPsLinesQuery>, 'page' | 'itemsPerPage'>;

function lineQuery(db: Db) {
  return db
    .selectFrom('msd_fourps_lines as f')
    .leftJoin('billing_consumers as c', 'c.id', 'f.consumer_id')
    .leftJoin('msd_lifeliner_applications as l', 'l.id', 'f.lifeliner_id')
    .leftJoin('users as ru', 'ru.id', 'f.reviewed_by')
    .leftJoin('users as iu', 'iu.id', 'f.created_by')
    .selectAll('f')
    .select(['c.account_no', 'l.application_no', 'ru.full_name as reviewed_by_name', 'iu.full_name as imported_by']);
}
type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

/** The lines with their candidates' accounts (one read for the page). */
async function toLines(db: Db, rows: LineRow[]): Promise<FourPsLine[]> {
  const ids = [...new Set(rows.flatMap((r) => r.candidates.map((c) => c.consumerId)))];
  const accounts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('billing_consumers as c')
          .select([
            'c.id',
            'c.account_no',
            'c.name',
            'c.barangay',
            'c.address',
            sql<boolean>`EXISTS (SELECT 1 FROM msd_lifeliner_applications x WHERE x.consumer_id = c.id AND x.status IN ('Pending', 'Approved'))`.as(
              'taken',
            ),
          ])
          .where('c.id', 'in', ids)
          .execute();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    rowNo: r.row_no,
    householdId: r.household_id,
    lastName: r.last_name,
    firstName: r.first_name,
    middleName: r.middle_name,
    barangay: r.barangay,
    address: r.address,
    birthDate: r.birth_date,
    match: r.match,
    outcome: r.outcome,
    candidates: r.candidates.flatMap((c) => {
      const a = byId.get(c.consumerId);
      return a
        ? [
            {
              consumerId: a.id,
              accountNo: a.account_no,
              name: a.name,
              barangay: a.barangay,
              address: a.address,
              score: c.score,
              samePlace: c.samePlace,
              accountTaken: a.taken,
            },
          ]
        : [];
    }),
    accountNo: r.account_no,
    lifelinerId: r.lifeliner_id,
    applicationNo: r.application_no,
    note: r.note,
    reviewedBy: r.reviewed_by_name,
    reviewedAt: r.reviewed_at === null ? null : r.reviewed_at.toISOString(),
    importedBy: r.imported_by,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function loadFourPsLine(db: Db, id: number): Promise<FourPsLine> {
  const r = await lineQuery(db).where('f.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(FOURPS_MESSAGES.lineNotFound);
  const [line] = await toLines(db, [r]);
  return line!;
}

export async function fourPsLinePage(db: Kysely<Database>, q: FourPsFilter, limit: number, offset: number) {
  let rows = lineQuery(db);
  let count = db.selectFrom('msd_fourps_lines as f').select((eb) => eb.fn.countAll<number>().as('n'));
  const search = q.search?.trim();
  const conditions = [
    ...(search
      ? [
          sql<boolean>`(lower(f.household_id) LIKE ${likePrefix(search)} OR lower(f.last_name) LIKE ${likePrefix(search)} OR lower(f.first_name) LIKE ${likePrefix(search)} OR lower(f.file_name) LIKE ${likePrefix(search)})`,
        ]
      : []),
    ...(q.outcome !== undefined ? [sql<boolean>`f.outcome = ${q.outcome}`] : []),
    ...(q.match !== undefined ? [sql<boolean>`f.match = ${q.match}`] : []),
  ];
  for (const c of conditions) {
    rows = rows.where(c);
    count = count.where(c);
  }
  const data = await rows.orderBy('f.id', 'desc').limit(limit).offset(offset).execute();
  return { data: await toLines(db, data), total: Number((await count.executeTakeFirstOrThrow()).n) };
}
