// Rates per bill month and consumer class, unbundled (docs/decisions/040): entered on screen or
// imported from .xlsx; read back as RateMonthlyHeader.
import type { RateHeader } from '@ilaw/contracts/billing/rates/rate';
import { importRatesEndpoint } from '@ilaw/contracts/billing/rates/import-rates';
import { listRateHeadersEndpoint } from '@ilaw/contracts/billing/rates/list-rates';
import { ratesTemplateEndpoint } from '@ilaw/contracts/billing/rates/download-rate-template';
import { saveRatesEndpoint } from '@ilaw/contracts/billing/rates/save-rates';
import { CONSUMER_CLASS_CODES, RATE_UNITS, type RateUnit } from '@ilaw/contracts/billing/enums';
import ExcelJS from 'exceljs';
import { cellText, readWorkbook } from '../../platform/files/workbook.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/http/context.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { badRequest, fieldError, validationFailed } from '../../platform/http/errors.ts';
import { XLSX_TYPE } from '../../platform/files/file-store.ts';
import { BILLING_MASTER, BILLING_VIEW } from './access.ts';
import { openMonthForChange } from './bill-months.ts';
import { DEFAULT_COMPONENTS } from './rate-defaults.ts';

export interface ComponentInput {
  code: string;
  name: string;
  unit: RateUnit;
  rate: string;
  vatable: boolean;
  discountable: boolean;
  lifelineSubsidy: boolean;
}

function headerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_rate_headers as h')
    .innerJoin('billing_bill_months as m', 'm.id', 'h.bill_month_id')
    .select([
      'h.id',
      'h.bill_month_id',
      'm.period',
      'h.consumer_class',
      'h.remarks',
      'h.updated_at',
      sql<
        {
          code: string;
          name: string;
          unit: string;
          rate: string;
          vatable: boolean;
          discountable: boolean;
          lifeline_subsidy: boolean;
        }[]
      >`coalesce((
        SELECT json_agg(json_build_object('code', c.code, 'name', c.name, 'unit', c.unit, 'rate', c.rate::text,
          'vatable', c.vatable, 'discountable', c.discountable, 'lifeline_subsidy', c.lifeline_subsidy) ORDER BY c.sort_order)
        FROM billing_rate_components c WHERE c.header_id = h.id), '[]')`.as('components'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof headerQuery>['executeTakeFirstOrThrow']>>;
function toHeader(r: Row): RateHeader {
  return {
    id: r.id,
    billMonthId: r.bill_month_id,
    period: r.period,
    consumerClass: r.consumer_class as RateHeader['consumerClass'],
    remarks: r.remarks,
    updatedAt: r.updated_at.toISOString(),
    components: r.components.map((c) => ({
      code: c.code,
      name: c.name,
      unit: c.unit as RateUnit,
      rate: c.rate,
      vatable: c.vatable,
      discountable: c.discountable,
      lifelineSubsidy: c.lifeline_subsidy,
    })),
  };
}

export const listRateHeaders = defineRoute({
  endpoint: listRateHeadersEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = headerQuery(db);
    if (query.billMonthId !== undefined) q = q.where('h.bill_month_id', '=', query.billMonthId);
    if (query.consumerClass) q = q.where('h.consumer_class', '=', query.consumerClass);
    return (await q.orderBy('m.period', 'desc').orderBy('h.consumer_class').execute()).map(toHeader);
  },
});

/** Writes one class's rate sheet (replacing its components). The month must be open. */
export async function writeRates(
  trx: Transaction<Database>,
  actor: Actor,
  input: { billMonthId: number; consumerClass: string; remarks: string | null; components: ComponentInput[] },
): Promise<number> {
  const codes = new Set<string>();
  for (const c of input.components) {
    if (codes.has(c.code)) throw fieldError('components', `Component ${c.code} is listed twice.`);
    codes.add(c.code);
    if (c.unit !== 'percent' && c.rate.startsWith('-') && !c.code.endsWith('_ADJ')) {
      throw fieldError('components', `The rate of ${c.code} cannot be negative.`);
    }
  }
  const existing = await trx
    .selectFrom('billing_rate_headers')
    .select('id')
    .where('bill_month_id', '=', input.billMonthId)
    .where('consumer_class', '=', input.consumerClass)
    .executeTakeFirst();
  const before = existing
    ? await trx
        .selectFrom('billing_rate_components')
        .select(['code', 'unit', 'rate', 'vatable', 'discountable', 'lifeline_subsidy'])
        .where('header_id', '=', existing.id)
        .orderBy('sort_order')
        .execute()
    : null;
  let headerId: number;
  if (existing) {
    headerId = existing.id;
    await trx
      .updateTable('billing_rate_headers')
      .set({ remarks: input.remarks, updated_at: new Date() })
      .where('id', '=', headerId)
      .execute();
    await trx.deleteFrom('billing_rate_components').where('header_id', '=', headerId).execute();
  } else {
    headerId = (
      await trx
        .insertInto('billing_rate_headers')
        .values({
          bill_month_id: input.billMonthId,
          consumer_class: input.consumerClass,
          remarks: input.remarks,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await trx
    .insertInto('billing_rate_components')
    .values(
      input.components.map((c, i) => ({
        header_id: headerId,
        code: c.code,
        name: c.name,
        unit: c.unit,
        rate: c.rate,
        vatable: c.vatable,
        discountable: c.discountable,
        lifeline_subsidy: c.lifelineSubsidy,
        sort_order: i + 1,
      })),
    )
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-rates',
    entityId: headerId,
    action: existing ? 'updated' : 'created',
    oldValues: before ? { components: before } : null,
    newValues: { billMonthId: input.billMonthId, consumerClass: input.consumerClass, components: input.components },
  });
  return headerId;
}

export const saveRates = defineRoute({
  endpoint: saveRatesEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor }) {
    const id = await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, body.billMonthId);
      await refuseIfBilled(trx, body.billMonthId, body.consumerClass);
      return writeRates(trx, actor, body);
    });
    return toHeader(await headerQuery(db).where('h.id', '=', id).executeTakeFirstOrThrow());
  },
});

async function refuseIfBilled(trx: Transaction<Database>, billMonthId: number, consumerClass: string): Promise<void> {
  const billed = await trx
    .selectFrom('billing_bills')
    .select('id')
    .where('bill_month_id', '=', billMonthId)
    .where('consumer_class', '=', consumerClass)
    .where('status', '=', 'Posted')
    .limit(1)
    .executeTakeFirst();
  if (billed)
    throw fieldError(
      'consumerClass',
      `Bills of class ${consumerClass} are already posted for this month; its rates can no longer change.`,
    );
}

const TEMPLATE_COLUMNS = [
  'Class',
  'Code',
  'Name',
  'Unit',
  'Rate',
  'Vatable',
  'Discountable',
  'LifelineSubsidy',
] as const;

export const ratesTemplate = defineRoute({
  endpoint: ratesTemplateEndpoint,
  access: BILLING_MASTER,
  async handler() {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const ws = wb.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = TEMPLATE_COLUMNS.map((h) => ({ header: h, key: h, width: h === 'Name' ? 36 : 14 }));
    ws.getRow(1).font = { bold: true };
    for (const cls of CONSUMER_CLASS_CODES) {
      for (const c of DEFAULT_COMPONENTS) {
        ws.addRow({
          Class: cls,
          Code: c.code,
          Name: c.name,
          Unit: c.unit,
          Rate: '0.000000',
          Vatable: c.vatable ? 'Y' : 'N',
          Discountable: c.discountable ? 'Y' : 'N',
          LifelineSubsidy: c.lifelineSubsidy ? 'Y' : 'N',
        });
      }
    }
    const help = wb.addWorksheet('Instructions');
    help.getColumn(1).width = 110;
    [
      'Class: R, C, I, P, S or L. Unit: kWh, customer, meter, kW or percent (percent of the non-percent charges).',
      'Rate: pesos per unit with up to 6 decimal places (type it as text to keep every digit). Vatable, Discountable, LifelineSubsidy: Y or N.',
      'Each class listed replaces that class’s whole rate sheet for the chosen bill month; classes not listed are left as they are.',
    ].forEach((t) => help.addRow([t]));
    const out = await wb.xlsx.writeBuffer();
    return fileResponse('RateTemplate.xlsx', XLSX_TYPE, Buffer.from(out as ArrayBuffer));
  },
});

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
