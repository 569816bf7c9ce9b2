// Opening balances per material and location from the template (.xlsx or .csv) through the one
// import pipeline: good rows only, per-row errors, the one import result.
import { z } from 'zod';
import { cellNumberText, defineImportSpec, requiredCell } from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';

export const WAREHOUSE_OPENING_TEMPLATE_FILE = 'WarehouseOpeningBalanceTemplate.xlsx';
export const WAREHOUSE_OPENING_TEMPLATE_SHEET = 'Opening Balances';

const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;
const COST = /^\d{1,10}(\.\d{1,4})?$/;

const numberCell = (pattern: RegExp, message: string) =>
  z
    .string()
    .nullable()
    .transform((v) => cellNumberText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', MESSAGES.required)
        .refine((v) => v === '' || pattern.test(v), message),
    );

export const warehouseOpeningImportSpec = defineImportSpec({
  templateFile: WAREHOUSE_OPENING_TEMPLATE_FILE,
  sheet: WAREHOUSE_OPENING_TEMPLATE_SHEET,
  columns: [
    { header: 'Item Code', key: 'itemCode', required: true },
    { header: 'Location', key: 'location', required: true },
    { header: 'Quantity', key: 'quantity', required: true },
    { header: 'Unit Cost', key: 'unitCost', required: true },
  ],
  rowSchema: z.object({
    itemCode: requiredCell(40),
    location: requiredCell(40),
    quantity: numberCell(QUANTITY, 'Enter a quantity with at most two decimals.').refine(
      (v) => v === '' || /[1-9]/.test(v),
      'The quantity must be more than zero.',
    ),
    unitCost: numberCell(COST, 'Enter a unit cost with at most four decimals.'),
  }),
  // Rows left as the template gave them (no quantity) change nothing.
  isBlank: (c) => c['quantity'] === null,
});

export type WarehouseOpeningRow = z.infer<typeof warehouseOpeningImportSpec.rowSchema>;
