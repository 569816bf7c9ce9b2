// The words of an import's summary (ImportPanel): what was posted, and only when rows failed,
// what to do about them.
import { formatDateTime } from '@ilaw/contracts/format';
import type { ImportResult } from '@ilaw/contracts/platform/imports';

export type SummarySeverity = 'success' | 'info' | 'warning' | 'error';

const rows = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'row' : 'rows'}`;

export function importSummary(r: ImportResult): { severity: SummarySeverity; text: string } {
  const parts = [`${r.posted.toLocaleString('en-PH')} posted`];
  if (r.unchanged > 0) parts.push(`${r.unchanged.toLocaleString('en-PH')} already recorded (unchanged)`);
  if (r.blank > 0) parts.push(`${r.blank.toLocaleString('en-PH')} blank`);
  if (r.failed > 0) parts.push(`${r.failed.toLocaleString('en-PH')} with errors`);
  const counts = `${r.fileName}: ${parts.join(', ')}.`;
  if (r.replay) {
    return {
      severity: 'info',
      text: `${r.fileName} was already imported on ${formatDateTime(r.replay.importedAt)}${r.replay.importedBy ? ` by ${r.replay.importedBy}` : ''}; nothing was posted again. That import: ${parts.join(', ')}.`,
    };
  }
  if (r.read === 0) return { severity: 'info', text: `${r.fileName}: the file has no rows to import.` };
  if (r.dryRun) {
    const would = [`${r.posted.toLocaleString('en-PH')} would be posted`, ...parts.slice(1)];
    return {
      severity: r.failed > 0 ? 'warning' : 'info',
      text: `Dry run of ${r.fileName}, nothing was posted: ${would.join(', ')}.${r.failed > 0 ? ' Fix the rows with errors before importing.' : ''}`,
    };
  }
  if (r.mode === 'all-or-nothing' && r.failed > 0) {
    return {
      severity: 'error',
      text: `${r.fileName}: nothing was imported; ${rows(r.failed)} of ${rows(r.read)} have errors. Fix them and import the file again.`,
    };
  }
  if (r.failed > 0) {
    return {
      severity: 'warning',
      text: `${counts} Good rows were posted; rows with errors posted nothing: fix them and import the file again.`,
    };
  }
  return { severity: 'success', text: counts };
}
