// The rate import on the one import pipeline: all or nothing (a class's rate sheet is whole or
// not at all); the answer is the one import result.
import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { cellNumberText, defineImportSpec, importResultSchema, requiredCell } from '../../platform/imports.ts';
import { MESSAGES } from '../../validation.ts';
import { CONSUMER_CLASS_CODES, RATE_UNITS } from '../enums.ts';

export const RATE_TEMPLATE_FILE = 'RateTemplate.xlsx';
export const RATE_TEMPLATE_SHEET = 'Rates';

const RATE = /^-?\d{1,12}(\.\d{1,6})?$/;
const YES = ['Y', 'YES', 'TRUE', '1'];
const NO = ['N', 'NO', 'FALSE', '0'];

/** A closed list of codes, typed in any case; anything else answers 'Choose one of ...'. */
function choiceCell<const T extends string>(choices: readonly T[]) {
  const message = `Choose one of ${choices.join(', ')}.`;
  return z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const found = choices.find((c) => c.toLowerCase() === (v ?? '').trim().toLowerCase());
      if (v === null || v.trim() === '') ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      else if (!found) ctx.addIssue({ code: 'custom', message });
      return found ?? z.NEVER;
    });
}

/** Y or N (also Yes/No, True/False, 1/0); empty is N. */
function yesNoCell() {
  return z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = (v ?? '').trim().toUpperCase();
      if (t === '' || NO.includes(t)) return false;
      if (YES.includes(t)) return true;
      ctx.addIssue({ code: 'custom', message: 'Enter Y or N.' });
      return z.NEVER;
    });
}

export const rateImportSpec = defineImportSpec({
  templateFile: RATE_TEMPLATE_FILE,
  sheet: RATE_TEMPLATE_SHEET,
  columns: [
    { header: 'Class', key: 'consumerClass', required: true },
    { header: 'Code', key: 'code', required: true },
    { header: 'Name', key: 'name', required: true },
    { header: 'Unit', key: 'unit', required: true },
    { header: 'Rate', key: 'rate', required: true },
    { header: 'Vatable', key: 'vatable', required: true },
    { header: 'Discountable', key: 'discountable', required: true },
    { header: 'LifelineSubsidy', key: 'lifelineSubsidy', required: true },
  ],
  rowSchema: z
    .object({
      consumerClass: choiceCell(CONSUMER_CLASS_CODES),
      code: requiredCell(30).pipe(z.string().regex(/^[A-Z0-9_]+$/, 'Use capital letters, digits and underscores.')),
      name: requiredCell(100).refine((v) => v.length >= 2, MESSAGES.length(2, 100)),
      unit: choiceCell(RATE_UNITS),
      // Pesos per unit with up to 6 places: typed as text keeps every digit.
      rate: z
        .string()
        .nullable()
        .transform((v) => cellNumberText(v) ?? '')
        .pipe(
          z
            .string()
            .refine((v) => v !== '', MESSAGES.required)
            .refine((v) => v === '' || RATE.test(v), 'Enter a number with at most 6 decimal places.'),
        ),
      vatable: yesNoCell(),
      discountable: yesNoCell(),
      lifelineSubsidy: yesNoCell(),
    })
    .superRefine((r, ctx) => {
      if (r.unit !== 'percent' && r.rate.startsWith('-') && !r.code.endsWith('_ADJ')) {
        ctx.addIssue({ code: 'custom', path: ['rate'], message: `The rate of ${r.code} cannot be negative.` });
      }
    }),
});
export type RateImportRow = z.infer<typeof rateImportSpec.rowSchema>;

export const importRatesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/rates/import',
  summary:
    'Import a bill month’s rates (.xlsx or .csv; columns: Class, Code, Name, Unit, Rate, Vatable, Discountable, LifelineSubsidy). All or nothing: each class listed replaces that class’s rate sheet, unless one row is bad (then nothing is posted and every bad row is answered with its row, column and reason). A class whose sheet equals the file is unchanged; the same file imported completely is answered with that import.',
  multipart: true,
  body: z.object({ billMonthId: id() }),
  response: importResultSchema,
});
