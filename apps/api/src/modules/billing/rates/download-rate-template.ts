import { CONSUMER_CLASS_CODES } from '@ilaw/contracts/billing/enums';
import { ratesTemplateEndpoint } from '@ilaw/contracts/billing/rates/download-rate-template';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { BILLING_MASTER } from '../access.ts';
import { DEFAULT_COMPONENTS } from './rate-defaults.ts';
import { TEMPLATE_COLUMNS } from './rate-template.ts';

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
