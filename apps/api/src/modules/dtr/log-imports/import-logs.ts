import { importLogsEndpoint } from '@ilaw/contracts/dtr/log-imports/import-logs';
import { createHash } from 'node:crypto';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, unsupportedMediaType } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { ingestLogs } from './ingest.ts';
import { parseLogFile } from './parse-logs.ts';
import { toImport } from './log-import-queries.ts';

const LOG_FILE_SCOPE = 'dtr-log-file';

/** Logs uploaded without naming a device are kept under this pseudo-device. */
export const FILE_DEVICE = 'FILE-UPLOAD';

const HR = anyRole('Employee');

export const importLogs = defineRoute({
  endpoint: importLogsEndpoint,
  access: HR,
  async handler({ body, db, actor, request, services, reply }) {
    // The platform's multipart reader has parsed the fields (body) and kept the file beside the request.
    const upload = request.uploadedFiles.find((f) => f.fieldName === 'file');
    if (!upload) throw fieldError('file', 'This field is required.');
    const file = { fileName: upload.fileName, bytes: upload.bytes };
    await services.files.check(file.bytes);
    if (file.bytes.includes(0))
      throw unsupportedMediaType('Upload the attendance log as a text file (tab-separated or CSV).');
    const parsed = parseLogFile(file.bytes.toString('utf8'));
    if ('headerError' in parsed) throw fieldError('file', parsed.headerError);
    if (parsed.totalLines === 0) throw fieldError('file', 'The file has no log lines.');
    const deviceSerial = body.deviceSerial || FILE_DEVICE;
    // The same file for the same device again (a double submit, a retry) is a replay: it answers
    // the first import instead of recording another one.
    const replayKey = `${deviceSerial}:${createHash('sha256').update(file.bytes).digest('hex')}`;
    const outcome = await db.transaction().execute(async (trx) => {
      const claim = await claimIdempotencyKey<{ importId: number }>(trx, LOG_FILE_SCOPE, replayKey, actor.userId);
      if (!claim.claimed) {
        if (!claim.previousResult) throw conflict('This file is being imported right now; try again in a moment.');
        return { importId: claim.previousResult.importId, replayed: true };
      }
      const result = await ingestLogs(trx, {
        source: 'file',
        deviceSerial,
        fileName: file.fileName,
        parsed,
        createdBy: actor.userId,
      });
      await recordAudit(trx, actor, {
        entityType: 'biometric-import',
        entityId: result.importId,
        action: 'imported',
        newValues: {
          fileName: file.fileName,
          deviceSerial,
          totalLines: result.totalLines,
          inserted: result.inserted,
          duplicates: result.duplicates,
        },
      });
      await saveIdempotentResult(trx, LOG_FILE_SCOPE, replayKey, { importId: result.importId });
      return { importId: result.importId, replayed: false };
    });
    const row = await db
      .selectFrom('biometric_imports')
      .selectAll()
      .where('id', '=', outcome.importId)
      .executeTakeFirstOrThrow();
    reply.code(outcome.replayed ? 200 : 201);
    return toImport({ ...row, rejected_lines: parsed.rejected });
  },
});
