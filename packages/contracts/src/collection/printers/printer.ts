// A receipt (sales invoice) printer of a teller's window: the local printer service reaches it by
// USB, serial port or network address.
import { z } from 'zod';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';

export const PRINTER_CONNECTIONS = ['USB', 'Serial', 'Network'] as const;

export const printerFields = z.object({
  name: requiredText(1, 100),
  tellerId: id().nullable().optional(),
  connection: z.enum(PRINTER_CONNECTIONS, { error: 'Choose USB, Serial or Network.' }),
  address: optionalText(200),
  paperWidthMm: z.union([z.literal(58), z.literal(80)], { error: 'Choose 58 or 80 mm paper.' }),
  isActive: z.boolean().optional(),
});

export const printerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tellerId: z.number().int().nullable(),
  tellerName: z.string().nullable(),
  connection: z.enum(PRINTER_CONNECTIONS),
  address: z.string().nullable(),
  paperWidthMm: z.number().int(),
  isActive: z.boolean(),
});
export type Printer = z.infer<typeof printerSchema>;
export const PRINTER_NAME_TAKEN = 'A printer with this name already exists.';
