import type { Breach } from '@ilaw/contracts/privacy/agreement';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { breachDeadline, manilaLocal, notifyBy } from './breach-rules.ts';

export function breachRows(db: Kysely<Database>) {
  return db
    .selectFrom('privacy_breaches as b')
    .innerJoin('users as u', 'u.id', 'b.recorded_by')
    .selectAll('b')
    .select('u.full_name as recorded_by_name');
}

type BreachRow = Awaited<ReturnType<ReturnType<typeof breachRows>['executeTakeFirstOrThrow']>>;

export function toBreach(r: BreachRow, now: Date): Breach {
  return {
    id: r.id,
    breachNo: r.breach_no,
    discoveredAt: manilaLocal(r.discovered_at),
    description: r.description,
    dataInvolved: r.data_involved,
    subjectsAffected: r.subjects_affected,
    measures: r.measures,
    commissionNotifiedAt: r.commission_notified_at ? manilaLocal(r.commission_notified_at) : null,
    subjectsNotifiedAt: r.subjects_notified_at ? manilaLocal(r.subjects_notified_at) : null,
    status: r.status,
    notifyBy: manilaLocal(notifyBy(r.discovered_at)),
    deadline: breachDeadline(r.discovered_at, r.commission_notified_at, r.subjects_notified_at, now),
    recordedBy: r.recorded_by_name,
  };
}
