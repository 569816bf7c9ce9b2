// Periods, due dates and the state of a report's submission, pure (decision 101).
import type { FileKind, ReportPeriod, SubmissionState } from '@ilaw/contracts/reports/report';

export interface Period {
  key: string;
  label: string;
  start: string;
  end: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

function lastDay(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function periodsOfYear(period: ReportPeriod, year: number): Period[] {
  if (period === 'Annual')
    return [{ key: String(year), label: String(year), start: `${year}-01-01`, end: `${year}-12-31` }];
  if (period === 'Quarterly') {
    return [1, 2, 3, 4].map((q) => ({
      key: `${year}-Q${q}`,
      label: `Q${q} ${year}`,
      start: `${year}-${pad(q * 3 - 2)}-01`,
      end: lastDay(year, q * 3),
    }));
  }
  return MONTHS.map((name, i) => ({
    key: `${year}-${pad(i + 1)}`,
    label: `${name} ${year}`,
    start: `${year}-${pad(i + 1)}-01`,
    end: lastDay(year, i + 1),
  }));
}

/** The period a key names, if it is one of this kind of period. */
export function periodOf(period: ReportPeriod, key: string): Period | null {
  const year = Number(key.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  return periodsOfYear(period, year).find((p) => p.key === key) ?? null;
}

export function dueDate(p: Period, dueDays: number): string {
  return addDays(p.end, dueDays);
}

/**
 * Submitted on or before the due date: Submitted; after it: Late. Not submitted: Missing once the
 * due date has passed, Due once the period is over, Upcoming before.
 */
export function submissionState(
  p: Period,
  due: string,
  firstSubmittedOn: string | null,
  today: string,
): SubmissionState {
  if (firstSubmittedOn !== null) return firstSubmittedOn <= due ? 'Submitted' : 'Late';
  if (today > due) return 'Missing';
  if (today > p.end) return 'Due';
  return 'Upcoming';
}

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'Pdf',
  txt: 'TextFile',
  doc: 'Word',
  docx: 'Word',
  odt: 'Word',
  rtf: 'Word',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  odp: 'PowerPoint',
  png: 'Image',
  jpg: 'Image',
  jpeg: 'Image',
  gif: 'Image',
  webp: 'Image',
  tif: 'Image',
  tiff: 'Image',
  xls: 'Excel',
  xlsx: 'Excel',
  ods: 'Excel',
  csv: 'Excel',
  zip: 'Zip',
};

/** SPEC.md's file kind of an upload, by its name (the store checks its content). */
export function fileKindOf(fileName: string): FileKind {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? (KIND_BY_EXTENSION[ext] ?? 'Other') : 'Other';
}
