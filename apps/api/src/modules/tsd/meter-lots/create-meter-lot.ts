// A sampling lot takes its plan from the standard's tables (data) at its size and kind's AQL in
// force on the day it is formed, at the severity the switching rules give its kind (decision
// 117); the plan is posted with the lot and never changes under it.
import { createMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/create-meter-lot';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { METER_LAB } from '../access.ts';
import { codeLetterFor, fitToLot } from '../compute/aql.ts';
import { loadLot, lotSwitching } from './meter-lot-queries.ts';

export const createMeterLot = defineRoute({
  endpoint: createMeterLotEndpoint,
  access: anyRole(...METER_LAB),
  async handler({ body, db, actor, user, reply }) {
    if (body.formedOn > manilaToday()) throw fieldError('formedOn', 'The date cannot be in the future.');
    const id = await db.transaction().execute(async (trx) => {
      const letters = await trx.selectFrom('tsd_aql_code_letters').selectAll().orderBy('lot_min').execute();
      const letter = codeLetterFor(
        body.lotSize,
        letters.map((l) => ({ lotMin: l.lot_min, lotMax: l.lot_max, codeLetter: l.code_letter })),
      );
      if (letter === null) throw fieldError('lotSize', 'The sampling table has no row for this lot size.');
      const settings = await trx
        .selectFrom('tsd_sampling_settings')
        .selectAll()
        .where('effective_from', '<=', body.formedOn)
        .orderBy('effective_from', 'desc')
        .executeTakeFirstOrThrow();
      const aql = body.kind === 'Acceptance' ? settings.acceptance_aql : settings.in_service_aql;
      // The switching rules over the kind's lots decided so far give this lot's severity.
      const { severity } = await lotSwitching(trx, body.kind);
      const row = await trx
        .selectFrom('tsd_aql_plans')
        .selectAll()
        .where('aql', '=', aql)
        .where('severity', '=', severity)
        .where('code_letter', '=', letter)
        .executeTakeFirst();
      if (!row)
        throw fieldError(
          'kind',
          `The sampling table has no ${severity.toLowerCase()} plan for AQL ${aql} and code letter ${letter}.`,
        );
      const plan = fitToLot(
        { sampleSize: row.sample_size, acceptNo: row.accept_no, rejectNo: row.reject_no },
        body.lotSize,
      );
      const year = body.formedOn.slice(0, 4);
      const lotNo = formatDocumentNumber('ML', year, await nextDocumentNumber(trx, 'tsd.meter-lot', year));
      const inserted = await trx
        .insertInto('tsd_meter_lots')
        .values({
          lot_no: lotNo,
          kind: body.kind,
          lot_size: body.lotSize,
          description: body.description,
          formed_on: body.formedOn,
          aql,
          code_letter: letter,
          sample_size: plan.sampleSize,
          accept_no: plan.acceptNo,
          reject_no: plan.rejectNo,
          severity,
          score_accept_no: row.score_accept_no,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'tsd-meter',
        entityId: `lot-${inserted.id}`,
        action: 'lot-formed',
        newValues: { lotNo, ...body, aql, severity, codeLetter: letter, ...plan },
      });
      return inserted.id;
    });
    reply.code(201);
    return loadLot(db, id);
  },
});
