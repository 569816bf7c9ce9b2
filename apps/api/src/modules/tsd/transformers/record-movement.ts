// An installation or removal posted into a transformer's history, under the transformer's lock:
// shared by the registry's own endpoint and a transformer application's installation.
import { Mounting, MovementAction } from '@ilaw/contracts/tsd/enums';
import { ALREADY_DISMOUNTED, ALREADY_MOUNTED } from '@ilaw/contracts/tsd/transformers/transformer';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { loadTransformer } from './transformer-queries.ts';

export interface MovementInput {
  action: MovementAction;
  actionDate: string;
  branchCode?: number | undefined;
  feeder: string | null;
  poleNo: string | null;
  latitude: string | null;
  longitude: string | null;
  remarks: string | null;
}

/** Posts the movement and sets the mounting; returns the movement's id. */
export async function recordMovement(
  trx: Transaction<Database>,
  userId: number,
  transformerId: number,
  body: MovementInput,
  dateField = 'actionDate',
): Promise<number> {
  await lockSubject(trx, 'tsd-transformer', transformerId);
  const t = await loadTransformer(trx, transformerId);
  const installing = body.action === MovementAction.Installed;
  if (installing && t.mounting === Mounting.Mounted) throw conflict(ALREADY_MOUNTED, 'action');
  if (!installing && t.mounting === Mounting.Dismounted) throw conflict(ALREADY_DISMOUNTED, 'action');
  const last = await trx
    .selectFrom('tsd_transformer_movements')
    .select('action_date')
    .where('transformer_id', '=', transformerId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last && body.actionDate < last.action_date)
    throw fieldError(dateField, `The date cannot be before the last movement (${last.action_date}).`);
  // A removal records where it left; an installation where it now stands.
  const place = installing
    ? {
        branch_code: body.branchCode ?? t.branchCode,
        feeder: body.feeder,
        pole_no: body.poleNo,
        latitude: body.latitude,
        longitude: body.longitude,
      }
    : {
        branch_code: t.branchCode,
        feeder: t.feeder,
        pole_no: t.poleNo,
        latitude: t.latitude,
        longitude: t.longitude,
      };
  if (installing && place.pole_no === null) throw fieldError('poleNo', 'Enter the pole where it is installed.');
  const row = await trx
    .insertInto('tsd_transformer_movements')
    .values({
      transformer_id: transformerId,
      action: body.action,
      action_date: body.actionDate,
      ...place,
      remarks: body.remarks,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('tsd_transformers')
    .set({
      mounting: installing ? Mounting.Mounted : Mounting.Dismounted,
      ...(installing ? place : {}),
      updated_at: new Date(),
    })
    .where('id', '=', transformerId)
    .execute();
  return row.id;
}
