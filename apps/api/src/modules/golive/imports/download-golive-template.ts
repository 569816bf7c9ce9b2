import { downloadGoLiveTemplateEndpoint } from '@ilaw/contracts/golive/imports/download-golive-template';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { GOLIVE_IMPORTS } from '../golive-imports.ts';

export const downloadGoLiveTemplate = defineRoute({
  endpoint: downloadGoLiveTemplateEndpoint,
  access: anyRole('Admin'),
  async handler({ params }) {
    const gi = GOLIVE_IMPORTS[params.kind];
    const spec = gi.definition.spec;
    const bytes = await buildImportTemplate({
      sheet: spec.sheet,
      columns: spec.columns.map((c) => ({ header: c.header, width: Math.max(14, c.header.length + 4) })),
      rows: [],
      instructions: [
        'How to fill this template',
        ...gi.instructions,
        `Columns the file must have: ${spec.columns
          .filter((c) => c.required)
          .map((c) => c.header)
          .join(
            ', ',
          )}. Do not rename the "${spec.sheet}" sheet or its column headers; a CSV file with the same headers is read too.`,
        'Check the file first with Dry run: every row is checked as if posting, and nothing is kept. Compare the reconciliation (rows and totals) with the old system.',
        'A posted file is one batch; it can be undone as a whole on the Go-live screen until records depend on it (a bill, a reading, a payment).',
        ...importInstructions('good-rows-only'),
      ],
    });
    return fileResponse(spec.templateFile, XLSX_TYPE, bytes);
  },
});
