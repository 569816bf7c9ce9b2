// Interval data (15-minute kWh and kW per metering point) on the one import pipeline, all or
// nothing: each day of each point is summed (energy) and its peak taken (demand).
import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import {
  cellDateText,
  cellNumberText,
  defineImportSpec,
  importResultSchema,
  requiredCell,
} from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';
import { isValidIsoDate } from '../../primitives.ts';

const NUMBER = /^\d{1,9}(\.\d{1,4})?$/;
const numberCell = () =>
  z
    .string()
    .nullable()
    .transform((v) => cellNumberText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', MESSAGES.required)
        .refine((v) => v === '' || NUMBER.test(v), 'Enter a number of at most 4 decimal places, not negative.'),
    );

export const supplyImportSpec = defineImportSpec({
  templateFile: 'PowerSupplyIntervals.xlsx',
  sheet: 'Intervals',
  columns: [
    { header: 'MeteringPoint', key: 'meteringPoint', required: true },
    { header: 'Date', key: 'date', required: true },
    { header: 'Time', key: 'time', required: true },
    { header: 'kWh', key: 'kwh', required: true },
    { header: 'kW', key: 'kw', required: true },
  ],
  rowSchema: z.object({
    meteringPoint: requiredCell(40),
    date: z
      .string()
      .nullable()
      .transform((v) => cellDateText(v) ?? '')
      .refine((v) => isValidIsoDate(v), 'Enter a date like 2026-01-31.'),
    time: requiredCell(8).refine((v) => /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), 'Enter the time like 13:45.'),
    kwh: numberCell(),
    kw: numberCell(),
  }),
});
export type SupplyImportRow = z.output<typeof supplyImportSpec.rowSchema>;

export const importPowerSuppliesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/power-supplies/import',
  summary:
    "Imports a supplier's interval data (.xlsx or .csv; columns MeteringPoint, Date, Time, kWh, kW). All or nothing; each day of each metering point becomes that day's energy (sum) and peak demand (maximum), replacing the day's figures; the same file again is answered with its first import.",
  multipart: true,
  body: z.object({ supplierId: id() }),
  response: importResultSchema,
});
