// Rate import through the one import pipeline, all or nothing: every class listed in the file
// replaces that class's rate sheet for the bill month, unless a row is bad (then nothing posts).
// A class whose sheet equals the file's rows is unchanged, so the same rates post once.
import { type RateImportRow, importRatesEndpoint, rateImportSpec } from '@ilaw/contracts/billing/rates/import-rates';
import { Decimal } from 'decimal.js';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { BILLING_MASTER } from '../access.ts';
import { openMonthForChange } from '../bill-months.ts';
import { writeRates } from '../rates.ts';

export const RATE_IMPORT: ImportDefinition<RateImportRow> = {
  kind: 'billing-rates',
  spec: rateImportSpec,
  mode: 'all-or-nothing',
  what: 'rate template',
  maxRows: 2000,
  auditType: 'billing-bill-month',
};

type Component = Omit<RateImportRow, 'consumerClass'>;

function sameSheet(
  before: {
    code: string;
    name: string;
    unit: string;
    rate: string;
    vatable: boolean;
    discountable: boolean;
    lifeline_subsidy: boolean;
  }[],
  after: Component[],
): boolean {
  return (
    before.length === after.length &&
    before.every((b, i) => {
      const a = after[i]!;
      return (
        b.code === a.code &&
        b.name === a.name &&
        b.unit === a.unit &&
        new Decimal(b.rate).eq(a.rate) &&
        b.vatable === a.vatable &&
        b.discountable === a.discountable &&
        b.lifeline_subsidy === a.lifelineSubsidy
      );
    })
  );
}

export const importRates = defineRoute({
  endpoint: importRatesEndpoint,
  access: BILLING_MASTER,
  handler: (ctx) =>
    runImport(ctx, RATE_IMPORT, {
      target: ctx.body.billMonthId,
      async post(trx, rows, out, file) {
        const month = await openMonthForChange(trx, ctx.body.billMonthId);
        const byClass = new Map<string, { row: number; component: Component }[]>();
        for (const { row, value } of rows) {
          const { consumerClass, ...component } = value;
          const list = byClass.get(consumerClass) ?? [];
          const earlier = list.find((c) => c.component.code === component.code);
          if (earlier) {
            out.fail(
              row,
              'Code',
              `Row ${earlier.row} already lists ${component.code} for class ${consumerClass}.`,
              component.code,
            );
            continue;
          }
          list.push({ row, component });
          byClass.set(consumerClass, list);
        }
        const classes = [...byClass.keys()].sort();
        const billed = await trx
          .selectFrom('billing_bills')
          .select('consumer_class')
          .distinct()
          .where('bill_month_id', '=', month.id)
          .where('consumer_class', 'in', classes)
          .where('status', '=', 'Posted')
          .execute();
        for (const { consumer_class: cls } of billed) {
          for (const { row } of byClass.get(cls) ?? []) {
            out.fail(
              row,
              'Class',
              `Bills of class ${cls} are already posted for this month; its rates can no longer change.`,
              cls,
            );
          }
        }
        // All or nothing: the pipeline posts nothing once a row failed.
        if (out.failedRows.size > 0) return;

        const written: string[] = [];
        for (const cls of classes) {
          const list = byClass.get(cls)!;
          const before = await trx
            .selectFrom('billing_rate_components as c')
            .innerJoin('billing_rate_headers as h', 'h.id', 'c.header_id')
            .select(['c.code', 'c.name', 'c.unit', 'c.rate', 'c.vatable', 'c.discountable', 'c.lifeline_subsidy'])
            .where('h.bill_month_id', '=', month.id)
            .where('h.consumer_class', '=', cls)
            .orderBy('c.sort_order')
            .execute();
          const components = list.map((c) => c.component);
          if (sameSheet(before, components)) {
            for (const { row } of list) out.unchanged(row);
            continue;
          }
          await writeRates(trx, ctx.actor, {
            billMonthId: month.id,
            consumerClass: cls,
            remarks: `Imported from ${file.name}`,
            components,
          });
          written.push(cls);
          for (const { row } of list) out.posted(row);
        }
        return { period: month.period, classes: written };
      },
    }),
});
