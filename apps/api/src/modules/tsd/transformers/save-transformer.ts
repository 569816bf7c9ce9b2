// Create and update share the checks and the column mapping.
import type { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { BRAND_NOT_FOUND } from '@ilaw/contracts/tsd/transformer-brands/transformer-brand';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

export type TransformerFields = InputOf<typeof createTransformerEndpoint>['body'];

export async function checkTransformerFields(
  trx: Transaction<Database>,
  f: TransformerFields,
  currentBrandId: number | null,
) {
  const brand = await trx
    .selectFrom('tsd_transformer_brands')
    .select(['id', 'is_active'])
    .where('id', '=', f.brandId)
    .executeTakeFirst();
  // A retired brand stays on the transformers that carry it, but new ones cannot take it.
  if (!brand || (!brand.is_active && brand.id !== currentBrandId)) throw fieldError('brandId', BRAND_NOT_FOUND);
  if (f.secondaryVoltage >= f.primaryVoltage)
    throw fieldError('secondaryVoltage', 'The secondary voltage is lower than the primary voltage.');
}

export function transformerColumns(f: TransformerFields) {
  return {
    serial_no: f.serialNo,
    brand_id: f.brandId,
    kva: f.kva,
    phase: f.phase,
    primary_voltage: f.primaryVoltage,
    secondary_voltage: f.secondaryVoltage,
    polarity: f.polarity,
    core: f.core,
    bushing: f.bushing,
    cooling_class: f.coolingClass,
    temperature_rise: f.temperatureRise,
    ownership: f.ownership,
    branch_code: f.branchCode,
    feeder: f.feeder,
    pole_no: f.poleNo,
    latitude: f.latitude,
    longitude: f.longitude,
    remarks: f.remarks,
  };
}
