import { CONSUMER_CLASS_CODES, RATE_UNITS, type RateUnit } from '@ilaw/contracts/billing/enums';
import { importRatesEndpoint } from '@ilaw/contracts/billing/rates/import-rates';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { cellText, readWorkbook } from '../../../platform/files/workbook.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, fieldError, validationFailed } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { type ComponentInput, headerQuery, refuseIfBilled, toHeader, writeRates } from './rate-queries.ts';
import { TEMPLATE_COLUMNS } from './rate-template.ts';

const text = (v: ExcelJS.CellValue): string => cellText(v) ?? '';

const yes = (v: string) => ['Y', 'YES', 'TRUE', '1'].includes(v.toUpperCase());

const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;

export async function parseRateWorkbook(bytes: Buffer): Promise<Map<string, ComponentInput[]>> {
  const wb = await readWorkbook(bytes);
  const ws = wb.getWorksheet('Rates') ?? wb.worksheets[0];
  if (!ws) throw badRequest('The workbook has no sheet.');
  const header = TEMPLATE_COLUMNS.map((_, i) => text(ws.getRow(1).getCell(i + 1).value));
  if (header.join('|').toLowerCase() !== TEMPLATE_COLUMNS.join('|').toLowerCase()) {
    throw badRequest(`The first row must be the headers ${TEMPLATE_COLUMNS.join(', ')}.`);
  }
  const errors: string[] = [];
  const byClass = new Map<string, ComponentInput[]>();
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const v = TEMPLATE_COLUMNS.map((_, i) => text(row.getCell(i + 1).value));
    if (v.every((x) => x === '')) return;
    const [cls, code, name, unit, rateRaw, vat, disc, sub] = v as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // A number cell read by exceljs is a JS number: keep at most 6 places, from its shortest text.
    const rate = rateRaw;
    if (!(CONSUMER_CLASS_CODES as readonly string[]).includes(cls))
      errors.push(`Row ${n}: class must be one of R, C, I, P, S, L.`);
    else if (!/^[A-Z0-9_]+$/.test(code)) errors.push(`Row ${n}: code must be capital letters, digits and underscores.`);
    else if (name.length < 2) errors.push(`Row ${n}: name is required.`);
    else if (!(RATE_UNITS as readonly string[]).includes(unit))
      errors.push(`Row ${n}: unit must be one of ${RATE_UNITS.join(', ')}.`);
    else if (!DECIMAL.test(rate)) errors.push(`Row ${n}: rate must be a number with at most 6 decimal places.`);
    else {
      const list = byClass.get(cls) ?? [];
      list.push({
        code,
        name,
        unit: unit as RateUnit,
        rate,
        vatable: yes(vat),
        discountable: yes(disc),
        lifelineSubsidy: yes(sub),
      });
      byClass.set(cls, list);
    }
  });
  if (errors.length > 0) throw validationFailed({ file: errors.slice(0, 50) });
  if (byClass.size === 0) throw badRequest('The workbook has no rate rows.');
  return byClass;
}

export const importRates = defineRoute({
  endpoint: importRatesEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, request, services }) {
    const upload = request.uploadedFiles[0];
    if (!upload || upload.bytes.length === 0) throw fieldError('file', 'Choose the .xlsx file to import.');
    await services.files.check(upload.bytes, {
      contentTypes: [XLSX_TYPE, 'application/zip'],
      typeMessage: 'Upload the rates as an .xlsx workbook.',
    });
    const byClass = await parseRateWorkbook(upload.bytes);
    const ids = await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, body.billMonthId);
      const out: number[] = [];
      for (const [cls, components] of byClass) {
        await refuseIfBilled(trx, body.billMonthId, cls);
        out.push(
          await writeRates(trx, actor, {
            billMonthId: body.billMonthId,
            consumerClass: cls,
            remarks: `Imported from ${upload.fileName}`,
            components,
          }),
        );
      }
      return out;
    });
    return (await headerQuery(db).where('h.id', 'in', ids).orderBy('h.consumer_class').execute()).map(toHeader);
  },
});
