// Poles gathered in the field (/cpd/gis, Data Gathering/Poles): number, type, height, GPS, a photo
// and the transformer it carries (docs/decisions/112).
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE, PH_BOUNDS } from '../../billing/meter-locations/meter-location.ts';
import { branchCode, calendarDate, id, searchText } from '../../primitives.ts';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';
import { POLE_TYPES } from '../enums.ts';

export const POLE_MESSAGES = {
  taken: 'This pole number is already recorded in the branch.',
  transformerUnknown: 'No transformer has this serial number.',
  notFound: 'The pole was not found.',
  height: 'Enter a height between 10 and 120 feet (one decimal).',
  noPhoto: 'The pole has no photo.',
} as const;

const DECIMAL = /^\d{1,3}(\.\d{1,6})?$/;
function coordinate(bounds: readonly [number, number], message: string) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || (DECIMAL.test(v) && Number(v) >= bounds[0] && Number(v) <= bounds[1]), message)
    .transform((v) => Number(v).toFixed(6));
}

export const poleFields = z.object({
  poleNo: requiredText(1, 30),
  poleType: z.enum(POLE_TYPES),
  /** Feet, one decimal, as text. */
  heightFt: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,3}(\.\d)?$/.test(v) && Number(v) >= 10 && Number(v) <= 120, POLE_MESSAGES.height)
    .transform((v) => Number(v).toFixed(1)),
  branchCode: branchCode(),
  latitude: coordinate(PH_BOUNDS.latitude, LATITUDE_MESSAGE),
  longitude: coordinate(PH_BOUNDS.longitude, LONGITUDE_MESSAGE),
  /** The transformer the pole carries, by its serial number; none when empty. */
  transformerSerialNo: optionalText(40),
  remarks: optionalText(500),
  gatheredOn: calendarDate(),
});
export type PoleFields = z.input<typeof poleFields>;

export const poleSchema = z.object({
  id: z.number().int(),
  poleNo: z.string(),
  poleType: z.enum(POLE_TYPES),
  heightFt: z.string(),
  branchCode: z.number().int(),
  latitude: z.string(),
  longitude: z.string(),
  transformerId: z.number().int().nullable(),
  transformerSerialNo: z.string().nullable(),
  hasPhoto: z.boolean(),
  remarks: z.string().nullable(),
  gatheredOn: z.string(),
  gatheredBy: z.string(),
  updatedAt: z.string(),
});
export type Pole = z.infer<typeof poleSchema>;

export const poleFilters = z.object({
  /** Start of the pole number. */
  search: searchText(30).optional(),
  branchCode: branchCode().optional(),
  poleType: z.enum(POLE_TYPES).optional(),
  /** Poles carrying a transformer, or not. */
  carrying: z.enum(['transformer', 'none']).optional(),
  transformerId: id().optional(),
});
export const listPolesQuery = pagingQuery.merge(poleFilters);
