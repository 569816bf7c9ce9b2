// Meter Locations (menu: List, Upload Coordinates, Route): where each consumer's meter stands, as
// captured in the field or uploaded from a coordinates file. A location is the consumer's own
// latitude and longitude (billing_consumers), so the list answers consumers.
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { cellNumberText, defineImportSpec, requiredCell } from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';

/** Consumers with a location, without one, or both. */
export const LOCATED_FILTERS = ['located', 'missing'] as const;
export type LocatedFilter = (typeof LOCATED_FILTERS)[number];

export const listMeterLocationsQuery = pagingQuery.extend({
  /** Start of the account number or the name. */
  search: searchText(100).optional(),
  branchCode: branchCode().optional(),
  /** One route's consumers, in reading sequence. */
  routeId: id().optional(),
  located: z.enum(LOCATED_FILTERS).optional(),
});

/**
 * The coordinates an upload accepts: inside the Philippines (latitude 4.5 to 21.5, longitude 116 to
 * 127), so swapped columns or a lost minus sign are caught; six decimals (about 10 cm) are kept.
 */
export const PH_BOUNDS = { latitude: [4.5, 21.5], longitude: [116, 127] } as const;
export const LATITUDE_MESSAGE = 'Enter a latitude between 4.5 and 21.5 (the Philippines), e.g. 7.0731.';
export const LONGITUDE_MESSAGE = 'Enter a longitude between 116 and 127 (the Philippines), e.g. 125.6128.';
const DECIMAL = /^\d{1,3}(\.\d{1,12})?$/;

function coordinateCell(bounds: readonly [number, number], message: string) {
  return z
    .string()
    .nullable()
    .transform((v) => cellNumberText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', MESSAGES.required)
        .refine((v) => v === '' || (DECIMAL.test(v) && Number(v) >= bounds[0] && Number(v) <= bounds[1]), message)
        // numeric(9, 6): rounded half away from zero to six places, as text.
        .transform((v) => Number(v).toFixed(6)),
    );
}

export const METER_LOCATION_TEMPLATE_FILE = 'MeterLocationTemplate.xlsx';

export const meterLocationImportSpec = defineImportSpec({
  templateFile: METER_LOCATION_TEMPLATE_FILE,
  sheet: 'Coordinates',
  columns: [
    { header: 'Account No.', key: 'accountNo', required: true },
    { header: 'Latitude', key: 'latitude', required: true },
    { header: 'Longitude', key: 'longitude', required: true },
  ],
  rowSchema: z.object({
    accountNo: requiredCell(20),
    latitude: coordinateCell(PH_BOUNDS.latitude, LATITUDE_MESSAGE),
    longitude: coordinateCell(PH_BOUNDS.longitude, LONGITUDE_MESSAGE),
  }),
  // A template row of a consumer not yet visited (no coordinates) changes nothing.
  isBlank: (c) => c['latitude'] === null && c['longitude'] === null,
});
export type MeterLocationImportRow = z.infer<typeof meterLocationImportSpec.rowSchema>;
