// A pole's columns from the form: the transformer is named by serial number (tsd's lookup).
import type { poleFields } from '@ilaw/contracts/gis/poles/pole';
import { POLE_MESSAGES } from '@ilaw/contracts/gis/poles/pole';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { transformerIdBySerial } from '../../tsd/public.ts';

export async function poleColumns(db: Kysely<Database>, body: z.output<typeof poleFields>) {
  let transformerId: number | null = null;
  if (body.transformerSerialNo !== null) {
    transformerId = await transformerIdBySerial(db, body.transformerSerialNo);
    if (transformerId === null) throw fieldError('transformerSerialNo', POLE_MESSAGES.transformerUnknown);
  }
  return {
    pole_no: body.poleNo,
    pole_type: body.poleType,
    height_ft: body.heightFt,
    branch_code: body.branchCode,
    latitude: body.latitude,
    longitude: body.longitude,
    transformer_id: transformerId,
    remarks: body.remarks,
    gathered_on: body.gatheredOn,
  };
}
