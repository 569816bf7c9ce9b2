import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { queryBoolean } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { quantityOrZero } from '../enums.ts';

/** A material (stock item) of the catalogue, with its stock on hand over every location. */
export const materialSchema = z.object({
  id: z.number().int(),
  /** Type code, year and a number per type and year: LM-2026-0001. */
  itemCode: z.string(),
  description: z.string(),
  unitId: z.number().int(),
  unitCode: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  accountCode: z.string(),
  criticalLevel: z.string(),
  notForStock: z.boolean(),
  isActive: z.boolean(),
  /** On hand over every location, and what pending charge tickets hold of it. */
  quantityOnHand: z.string(),
  reserved: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialFields = z.object({
  description: requiredText(1, 200),
  unitId: id('Choose the unit.'),
  typeId: id('Choose the material type.'),
  categoryId: id('Choose the material category.'),
  criticalLevel: quantityOrZero.default('0'),
  notForStock: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export const listMaterialsQuery = pagingQuery.extend({
  search: searchText().optional(),
  typeId: id().optional(),
  /** Only materials at or below their critical level. */
  criticalOnly: queryBoolean.optional(),
  notForStock: queryBoolean.optional(),
});

export const MATERIAL_NOT_FOUND = 'The material was not found.';
