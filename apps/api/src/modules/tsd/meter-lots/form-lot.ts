// Forms a sampling lot: its plan from the standard's tables (data) at its size and kind's AQL in
// force on the day it is formed, at the severity the switching rules give its kind (decision 117).
// The plan is posted with the lot and never changes under it. Shared by the route and the demo.
import type { MeterLotKind } from '@ilaw/contracts/tsd/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { codeLetterFor, fitToLot } from '../compute/aql.ts';
import { lotSwitching } from './meter-lot-queries.ts';

export interface LotInput {
  kind: MeterLotKind;
  lotSize: number;
  description: string;
  formedOn: string;
}

export async function formLot(trx: Transaction<Database>, userId: number | null, body: LotInput) {
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
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: inserted.id, lotNo, aql, severity, codeLetter: letter, ...plan };
}
