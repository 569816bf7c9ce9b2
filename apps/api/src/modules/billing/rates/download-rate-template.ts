// The rate template: every consumer class with the default unbundled components, rates at zero.
import { RATE_TEMPLATE_FILE, RATE_TEMPLATE_SHEET } from '@ilaw/contracts/billing/rates/import-rates';
import { ratesTemplateEndpoint } from '@ilaw/contracts/billing/rates/download-rate-template';
import { CONSUMER_CLASS_CODES, RATE_UNITS } from '@ilaw/contracts/billing/enums';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { BILLING_MASTER } from '../access.ts';
import { DEFAULT_COMPONENTS } from '../rate-defaults.ts';

const YN = ['Y', 'N'];

export const ratesTemplate = defineRoute({
  endpoint: ratesTemplateEndpoint,
  access: BILLING_MASTER,
  async handler() {
    const bytes = await buildImportTemplate({
      sheet: RATE_TEMPLATE_SHEET,
      columns: [
        { header: 'Class', width: 10, list: CONSUMER_CLASS_CODES },
        { header: 'Code', width: 14 },
        { header: 'Name', width: 36 },
        { header: 'Unit', width: 12, list: RATE_UNITS },
        { header: 'Rate', width: 14 },
        { header: 'Vatable', width: 12, list: YN },
        { header: 'Discountable', width: 14, list: YN },
        { header: 'LifelineSubsidy', width: 16, list: YN },
      ],
      rows: CONSUMER_CLASS_CODES.flatMap((cls) =>
        DEFAULT_COMPONENTS.map((c) => ({
          Class: cls,
          Code: c.code,
          Name: c.name,
          Unit: c.unit,
          Rate: '0.000000',
          Vatable: c.vatable ? 'Y' : 'N',
          Discountable: c.discountable ? 'Y' : 'N',
          LifelineSubsidy: c.lifelineSubsidy ? 'Y' : 'N',
        })),
      ),
      instructions: [
        'Rates of a bill month, per consumer class',
        'Class: R, C, I, P, S or L. Unit: kWh, customer, meter, kW or percent (percent of the non-percent charges).',
        'Rate: pesos per unit with up to 6 decimal places (type it as text to keep every digit). Vatable, Discountable, LifelineSubsidy: Y or N.',
        'Each class listed replaces that class’s whole rate sheet for the chosen bill month; classes not listed are left as they are.',
        ...importInstructions('all-or-nothing'),
      ],
    });
    return fileResponse(RATE_TEMPLATE_FILE, XLSX_TYPE, bytes);
  },
});
