import { z } from 'zod';
import { requiredText } from '../../validation.ts';

/** A unit of measure of materials (piece, meter, roll). */
export const unitSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Unit = z.infer<typeof unitSchema>;

export const unitFields = z.object({ code: requiredText(1, 10), name: requiredText(1, 50) });

export const UNIT_CODE_TAKEN = 'There is already a unit with this code.';
