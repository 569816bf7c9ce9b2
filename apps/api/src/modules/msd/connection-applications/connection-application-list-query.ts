// The applications list's filters and order, shared by the paged list, its count and the export.
import type { listConnectionApplicationsQuery } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { CONNECTION_STAGES } from '@ilaw/contracts/msd/enums';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { likePrefix } from '../service-requests/service-request-queries.ts';
import { applicationQuery } from './connection-application-queries.ts';

export type ApplicationFilter = Omit<z.output<typeof listConnectionApplicationsQuery>, 'page' | 'itemsPerPage'>;

const manilaStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const manilaEndExclusive = (day: string) => new Date(manilaStart(day).getTime() + 24 * 3_600_000);

function conditions(query: ApplicationFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = query.search?.trim();
  if (search) {
    const term = likePrefix(search);
    out.push(sql<boolean>`(lower(a.application_no) LIKE ${term} OR lower(a.applicant_name) LIKE ${term})`);
  }
  if (query.stage !== undefined) out.push(sql<boolean>`a.stage = ${query.stage}`);
  if (query.applicantType !== undefined) out.push(sql<boolean>`a.applicant_type = ${query.applicantType}`);
  if (query.branchCode !== undefined) out.push(sql<boolean>`a.branch_code = ${query.branchCode}`);
  if (query.dateFrom !== undefined) out.push(sql<boolean>`a.created_at >= ${manilaStart(query.dateFrom)}`);
  if (query.dateTo !== undefined) out.push(sql<boolean>`a.created_at < ${manilaEndExclusive(query.dateTo)}`);
  return out;
}

const stageOrder = sql`array_position(${sql.raw(`ARRAY[${CONNECTION_STAGES.map((s) => `'${s}'`).join(',')}]`)}, a.stage)`;

export function applicationListQuery(db: Kysely<Database>, query: ApplicationFilter) {
  let q = applicationQuery(db);
  for (const c of conditions(query)) q = q.where(c);
  const requested = requestedOrder(query, {
    applicationNo: sql`a.application_no`,
    createdAt: sql`a.created_at`,
    applicant: sql`lower(a.applicant_name)`,
    stage: stageOrder,
    stageSince: sql`a.stage_since`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
}

export async function countApplications(db: Kysely<Database>, query: ApplicationFilter): Promise<number> {
  let q = db.selectFrom('msd_connection_applications as a').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(query)) q = q.where(c);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
