import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { STATUTORY_SAME_ENTRY } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadStatutoryEntry } from './statutory-table-queries.ts';

/** Canonical JSON (sorted keys) to compare figures. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
    .join(',')}}`;
}

export const createStatutoryTable = defineRoute({
  endpoint: createStatutoryTableEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      // One entry at a time per kind, so the same figures sent twice at once post once.
      await lockSubject(trx, 'payroll-statutory-table', body.kind);
      const latest = await trx
        .selectFrom('payroll_statutory_tables')
        .select(['body'])
        .where('kind', '=', body.kind)
        .where('effective_from', '=', body.effectiveFrom)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && canonical(latest.body) === canonical(body.body)) throw conflict(STATUTORY_SAME_ENTRY, 'body');
      const row = await trx
        .insertInto('payroll_statutory_tables')
        .values({
          kind: body.kind,
          effective_from: body.effectiveFrom,
          body: JSON.stringify(body.body),
          source: body.source,
          remarks: body.remarks,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'payroll-statutory-table',
        entityId: row.id,
        action: 'created',
        newValues: { kind: body.kind, effectiveFrom: body.effectiveFrom, source: body.source, body: body.body },
      });
      return row.id;
    });
    const entry = await loadStatutoryEntry(db, id, manilaToday());
    if (!entry) throw new Error('created statutory entry vanished');
    reply.code(201);
    return entry;
  },
});
