// A reading is posted once per transformer and time (the unique key decides between twenty
// identical posts); the figures are computed against the thresholds of the reading's day.
import { createLoadReadingEndpoint } from '@ilaw/contracts/tsd/load-readings/create-load-reading';
import { READING_TAKEN, VOLTAGE_WITHOUT_CURRENT } from '@ilaw/contracts/tsd/load-readings/load-reading';
import { TRANSFORMER_NOT_FOUND } from '@ilaw/contracts/tsd/transformers/transformer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaDate } from '../../../platform/time/manila.ts';
import { LOAD_RECORDERS } from '../access.ts';
import { loadFigures, type PhaseReading } from '../compute/load-rules.ts';
import { limitsOn } from '../limits/limits-queries.ts';
import { readingQuery, toLoadReading } from './load-reading-queries.ts';

const readingTaken = duplicateToConflict({
  constraint: 'tsd_load_readings_transformer_id_read_at_key',
  message: READING_TAKEN,
  field: 'readAt',
});

export const createLoadReading = defineRoute({
  endpoint: createLoadReadingEndpoint,
  access: anyRole(...LOAD_RECORDERS),
  async handler({ body, db, actor, user, reply }) {
    const readAt = new Date(body.readAt);
    if (readAt.getTime() > Date.now() + 5 * 60_000) throw fieldError('readAt', 'The reading cannot be in the future.');
    const phases: PhaseReading[] = [{ current: body.currentA, voltage: body.voltageA }];
    for (const [c, v, field] of [
      [body.currentB, body.voltageB, 'currentB'],
      [body.currentC, body.voltageC, 'currentC'],
    ] as const) {
      if ((c === null) !== (v === null)) throw fieldError(field, VOLTAGE_WITHOUT_CURRENT);
      if (c !== null && v !== null) phases.push({ current: c, voltage: v });
    }
    const id = await db.transaction().execute(async (trx) => {
      const t = await trx
        .selectFrom('tsd_transformers')
        .select(['id', 'kva'])
        .where('id', '=', body.transformerId)
        .executeTakeFirst();
      if (!t) throw fieldError('transformerId', TRANSFORMER_NOT_FOUND);
      const limits = await limitsOn(trx, manilaDate(readAt));
      const figures = loadFigures(phases, t.kva, limits);
      const row = await trx
        .insertInto('tsd_load_readings')
        .values({
          transformer_id: body.transformerId,
          read_at: readAt,
          tap_position: body.tapPosition,
          current_a: body.currentA,
          current_b: body.currentB,
          current_c: body.currentC,
          current_n: body.currentN,
          voltage_a: body.voltageA,
          voltage_b: body.voltageB,
          voltage_c: body.voltageC,
          kva: figures.kva,
          loading_pct: figures.loadingPct,
          imbalance_pct: figures.imbalancePct,
          imbalanced: figures.imbalanced,
          flag: figures.flag,
          reader_name: body.readerName,
          remarks: body.remarks,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(readingTaken);
      await recordAudit(trx, actor, {
        entityType: 'tsd-load-reading',
        entityId: row.id,
        action: 'created',
        newValues: { ...body, ...figures },
      });
      return row.id;
    });
    reply.code(201);
    return toLoadReading(await readingQuery(db).where('l.id', '=', id).executeTakeFirstOrThrow());
  },
});
