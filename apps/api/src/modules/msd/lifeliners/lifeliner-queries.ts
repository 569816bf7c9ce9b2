// Reads of the lifeliner registry, the eligibility of an application now (the flags, the account
// in billing and the one-account-per-household rule) and the list's filters (decision 072).
import { LIFELINER_NOT_FOUND, type Lifeliner, type LifelinerDetail } from '@ilaw/contracts/msd/lifeliners/lifeliner';
import type { listLifelinersQuery } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import { LifelineStatus } from '@ilaw/contracts/msd/enums';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES, lifelineIneligibility } from '../compute/lifeline.ts';
import { likePrefix } from '../service-requests/service-request-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type LifelinerFilter = Omit<z.output<typeof listLifelinersQuery>, 'page' | 'itemsPerPage'>;
export const LIFELINER_LOCK = 'msd-lifeliner-household';

export function lifelinerQuery(db: Db) {
  return db
    .selectFrom('msd_lifeliner_applications as l')
    .innerJoin('billing_consumers as c', 'c.id', 'l.consumer_id')
    .leftJoin('users as fu', 'fu.id', 'l.created_by')
    .leftJoin('users as du', 'du.id', 'l.decided_by')
    .selectAll('l')
    .select(['c.account_no', 'c.name as consumer_name', 'fu.full_name as filed_by', 'du.full_name as decided_by_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof lifelinerQuery>['executeTakeFirstOrThrow']>>;

export function toLifeliner(r: Row, today: string): Lifeliner {
  return {
    id: r.id,
    applicationNo: r.application_no,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    consumerName: r.consumer_name,
    basis: r.basis,
    householdId: r.household_id,
    beneficiaryName: r.beneficiary_name,
    certificateDate: r.certificate_date,
    netMetering: r.net_metering,
    pilferageViolation: r.pilferage_violation,
    socializedHousing: r.socialized_housing,
    filedOn: r.filed_on,
    decisionDue: r.decision_due,
    overdue: r.status === LifelineStatus.Pending && r.decision_due < today,
    status: r.status,
    decidedBy: r.decided_by_name,
    decidedAt: r.decided_at === null ? null : r.decided_at.toISOString(),
    decisionRemarks: r.decision_remarks,
    effectiveFrom: r.effective_from,
    effectiveTo: r.effective_to,
    filedBy: r.filed_by,
    createdAt: r.created_at.toISOString(),
  };
}

export async function requireLifeliner(db: Db, id: number): Promise<Row> {
  const r = await lifelinerQuery(db).where('l.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(LIFELINER_NOT_FOUND);
  return r;
}

/** Why the application may not be approved now, or null. */
export async function ineligibilityOf(db: Db, r: Row): Promise<string | null> {
  const consumer = await billingConsumerById(db, r.consumer_id);
  if (!consumer) return LIFELINE_MESSAGES.inactive;
  const rule = lifelineIneligibility({
    basis: r.basis,
    consumerClass: consumer.consumerClass,
    accountStatus: consumer.accountStatus,
    filedOn: r.filed_on,
    certificateDate: r.certificate_date,
    netMetering: r.net_metering,
    pilferageViolation: r.pilferage_violation,
    socializedHousing: r.socialized_housing,
  });
  if (rule !== null) return rule;
  const other = await db
    .selectFrom('msd_lifeliner_applications as l')
    .innerJoin('billing_consumers as c', 'c.id', 'l.consumer_id')
    .select('c.account_no')
    .where(sql<boolean>`lower(l.household_id) = ${r.household_id.toLowerCase()}`)
    .where('l.status', '=', LifelineStatus.Approved)
    .where('l.id', '<>', r.id)
    .executeTakeFirst();
  return other ? LIFELINE_MESSAGES.householdTaken(other.account_no) : null;
}

export async function loadLifelinerDetail(db: Db, user: SessionUser, id: number): Promise<LifelinerDetail> {
  const r = await requireLifeliner(db, id);
  const clerk = user.roles.some((x) => LIFELINE_CLERKS.includes(x));
  const open = r.status === LifelineStatus.Pending || r.status === LifelineStatus.Approved;
  const documents = await db
    .selectFrom('msd_lifeliner_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select(['d.id', 'f.original_name', 'f.content_type', 'u.full_name', 'd.created_at'])
    .where('d.lifeliner_id', '=', id)
    .orderBy('d.id')
    .execute();
  const moves = await db
    .selectFrom('msd_lifeliner_moves as m')
    .innerJoin('billing_consumers as a', 'a.id', 'm.from_consumer_id')
    .innerJoin('billing_consumers as b', 'b.id', 'm.to_consumer_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select(['a.account_no as from_no', 'b.account_no as to_no', 'm.moved_on', 'm.remarks', 'u.full_name'])
    .where('m.lifeliner_id', '=', id)
    .orderBy('m.id')
    .execute();
  return {
    ...toLifeliner(r, manilaToday()),
    ineligibility: r.status === LifelineStatus.Pending ? await ineligibilityOf(db, r) : null,
    mayDecide: clerk && r.created_by !== user.id && open,
    documents: documents.map((d) => ({
      id: d.id,
      fileName: d.original_name,
      isImage: d.content_type.startsWith('image/'),
      by: d.full_name,
      at: d.created_at.toISOString(),
    })),
    moves: moves.map((m) => ({
      fromAccountNo: m.from_no,
      toAccountNo: m.to_no,
      movedOn: m.moved_on,
      remarks: m.remarks,
      by: m.full_name,
    })),
    mayChange: clerk && open,
  };
}

function conditions(q: LifelinerFilter, today: string): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = q.search?.trim();
  if (search) {
    const t = likePrefix(search);
    out.push(
      sql<boolean>`(lower(l.application_no) LIKE ${t} OR lower(l.beneficiary_name) LIKE ${t} OR lower(l.household_id) LIKE ${t} OR l.consumer_id IN (SELECT x.id FROM billing_consumers x WHERE lower(x.account_no) LIKE ${t}))`,
    );
  }
  if (q.status !== undefined) out.push(sql<boolean>`l.status = ${q.status}`);
  if (q.basis !== undefined) out.push(sql<boolean>`l.basis = ${q.basis}`);
  if (q.consumerId !== undefined) out.push(sql<boolean>`l.consumer_id = ${q.consumerId}`);
  if (q.overdue === true) out.push(sql<boolean>`(l.status = 'Pending' AND l.decision_due < ${today})`);
  return out;
}

export async function lifelinerPage(db: Kysely<Database>, q: LifelinerFilter, limit: number, offset: number) {
  const today = manilaToday();
  let rows = lifelinerQuery(db);
  let count = db.selectFrom('msd_lifeliner_applications as l').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(q, today)) {
    rows = rows.where(c);
    count = count.where(c);
  }
  const data = await rows.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute();
  return { data: data.map((r) => toLifeliner(r, today)), total: Number((await count.executeTakeFirstOrThrow()).n) };
}
