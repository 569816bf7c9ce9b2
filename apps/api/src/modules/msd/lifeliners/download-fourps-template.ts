import { downloadFourPsTemplateEndpoint } from '@ilaw/contracts/msd/lifeliners/download-fourps-template';
import { fourPsImportSpec } from '@ilaw/contracts/msd/lifeliners/fourps';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { LIFELINE_CLERKS } from '../access.ts';

export const downloadFourPsTemplate = defineRoute({
  endpoint: downloadFourPsTemplateEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  async handler() {
    const bytes = await buildImportTemplate({
      sheet: fourPsImportSpec.sheet,
      columns: fourPsImportSpec.columns.map((c) => ({
        header: c.header,
        width: c.key === 'address' ? 36 : 18,
        ...(c.key === 'birthDate' ? { numFmt: 'yyyy-mm-dd' } : {}),
      })),
      rows: [
        {
          'Household ID': '160310001-0001-00001',
          'Last Name': 'Dela Cruz',
          'First Name': 'Juan',
          'Middle Name': 'Perez',
          Barangay: 'Poblacion',
          Address: 'Purok 2',
          'Birth Date': '1980-01-31',
        },
      ],
      instructions: [
        '4Ps household list (DSWD)',
        'One row per 4Ps household: its household ID, the grantee’s last, first and middle names, the barangay, and the address and birth date when the list has them.',
        'Each household is matched against the residential accounts: the same name (words in any order, a middle initial agreeing) in the same barangay files a 4Ps lifeline application for the account; a similar name in the barangay, or the same name elsewhere, is listed for a clerk to accept or reject; the rest are reported unmatched.',
        'A household that already has a pending or approved application, or is awaiting review from an earlier list, is left unchanged.',
        ...importInstructions('good-rows-only'),
      ],
    });
    return fileResponse(fourPsImportSpec.templateFile, XLSX_TYPE, bytes);
  },
});
