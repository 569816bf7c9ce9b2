import { uploadReadingsEndpoint } from '@ilaw/contracts/billing/readings/upload-readings';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, unsupportedMediaType } from '../../../platform/http/errors.ts';
import { READING_FILES } from '../access.ts';
import { postReadingFile } from './post-reading-file.ts';
import { toUpload, uploadQuery } from './reading-queries.ts';

export const uploadReadings = defineRoute({
  endpoint: uploadReadingsEndpoint,
  access: READING_FILES,
  async handler({ body, db, actor, request, services }) {
    const file = request.uploadedFiles[0];
    if (!file || file.bytes.length === 0) throw fieldError('file', 'Choose the reading file to upload.');
    // Reading files are text (CSV): anything that declares a binary type is refused.
    const sniffed = await services.files.check(file.bytes);
    if (sniffed !== 'application/octet-stream')
      throw unsupportedMediaType('Upload the reading file as CSV text (the extract file’s format).');
    const { uploadId, replayed } = await db
      .transaction()
      .execute((trx) =>
        postReadingFile(trx, actor, { billMonthId: body.billMonthId, fileName: file.fileName, bytes: file.bytes }),
      );
    const row = await uploadQuery(db).where('u.id', '=', uploadId).executeTakeFirstOrThrow();
    return toUpload(row, replayed);
  },
});
