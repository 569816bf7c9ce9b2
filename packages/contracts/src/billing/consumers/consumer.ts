import { z } from 'zod';
import { branchCode, id, integer, MAX_ID } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { consumerClassSchema, decimalString, optionalDecimal } from '../common.ts';
import { TOWNS } from '../enums.ts';

export const consumerSchema = z.object({
  id: z.number().int(),
  accountNo: z.string(),
  branchCode: z.number().int(),
  name: z.string(),
  town: z.string(),
  barangay: z.string(),
  address: z.string().nullable(),
  consumerClass: consumerClassSchema,
  accountStatus: z.number().int(),
  meterSerial: z.string().nullable(),
  meterBrand: z.string().nullable(),
  multiplier: z.string(),
  meterShape: z.number().int().nullable(),
  initialReading: z.string(),
  routeId: z.number().int().nullable(),
  routeCode: z.string().nullable(),
  sequence: z.number().int().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  isLifeliner: z.boolean(),
  isSeniorCitizen: z.boolean(),
  deposit: z.string(),
  updatedAt: z.string(),
});

export type Consumer = z.infer<typeof consumerSchema>;

export const consumerFieldsSchema = z.object({
  accountNo: requiredText(4, 30).pipe(z.string().regex(/^[0-9A-Za-z-]+$/, 'Use digits, letters and dashes only.')),
  branchCode: branchCode(),
  name: requiredText(2, 150),
  town: z.enum(TOWNS, { error: 'Choose a town from the list.' }),
  barangay: requiredText(2, 100),
  address: optionalText(255),
  consumerClass: consumerClassSchema,
  accountStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  meterSerial: optionalText(50),
  meterBrand: optionalText(50),
  multiplier: decimalString
    .refine((v) => Number(v) > 0, { message: 'The multiplier must be above zero.' })
    .default('1'),
  meterShape: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  initialReading: optionalDecimal,
  routeId: id().nullable().default(null),
  sequence: integer(0, MAX_ID).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  isLifeliner: z.boolean().default(false),
  isSeniorCitizen: z.boolean().default(false),
  deposit: optionalDecimal,
});

export type ConsumerFields = z.input<typeof consumerFieldsSchema>;
