// Reads biometric log lines: the ZKTeco attendance export (tab-separated: user ID, timestamp,
// verify mode, in/out state, work code), the ADMS push ATTLOG body (user ID, timestamp, state,
// verify mode, work code), and CSV with a header row. Every line is either a log or a rejected
// line with its reason; nothing is dropped silently.

export interface ParsedLog {
  line: number;
  biometricUserId: string;
  logDate: string;
  logTime: string;
  verifyMode: number | null;
  inOutState: number | null;
  workCode: string | null;
}

export interface ParseResult {
  logs: ParsedLog[];
  rejected: { line: number; reason: string }[];
  totalLines: number;
}

const USER_ID = /^[A-Za-z0-9_-]{1,32}$/;

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days && y >= 2000 && y <= 2100;
}

/** 'YYYY-MM-DD HH:MM[:SS]' (also '/' and 'T' separators) as date and 'HH:MM:SS'. */
export function parseTimestamp(text: string): { date: string; time: string } | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  if (!validDate(y!, mo!, d!) || h! > 23 || mi! > 59 || s! > 59) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return { date: `${y}-${p(mo!)}-${p(d!)}`, time: `${p(h!)}:${p(mi!)}:${p(s!)}` };
}

function optionalInt(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 0 && n < 32768 ? n : null;
}

function fromFields(
  line: number,
  userId: string | undefined,
  timestamp: string | undefined,
  verify: string | undefined,
  state: string | undefined,
  workCode: string | undefined,
): ParsedLog | { line: number; reason: string } {
  const uid = (userId ?? '').trim();
  if (!uid) return { line, reason: 'The user ID is missing.' };
  if (!USER_ID.test(uid)) return { line, reason: `The user ID '${uid.slice(0, 40)}' is not valid.` };
  const ts = parseTimestamp(timestamp ?? '');
  if (!ts)
    return { line, reason: `The timestamp '${(timestamp ?? '').trim().slice(0, 40)}' is not a valid date and time.` };
  const wc = (workCode ?? '').trim();
  return {
    line,
    biometricUserId: uid,
    logDate: ts.date,
    logTime: ts.time,
    verifyMode: optionalInt(verify),
    inOutState: optionalInt(state),
    workCode: wc === '' || wc === '0' ? null : wc.slice(0, 20),
  };
}

function collect(results: (ParsedLog | { line: number; reason: string })[], totalLines: number): ParseResult {
  const logs: ParsedLog[] = [];
  const rejected: { line: number; reason: string }[] = [];
  for (const r of results) {
    if ('reason' in r) rejected.push(r);
    else logs.push(r);
  }
  return { logs, rejected, totalLines };
}

function lines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/** ZKTeco attendance export: user ID, timestamp, verify mode, in/out state, work code. */
export function parseZkExport(text: string): ParseResult {
  const out: (ParsedLog | { line: number; reason: string })[] = [];
  let total = 0;
  lines(text).forEach((raw, i) => {
    if (raw.trim() === '') return;
    total += 1;
    const f = raw.split('\t');
    if (f.length < 2) {
      out.push({ line: i + 1, reason: 'Expected tab-separated user ID and timestamp.' });
      return;
    }
    out.push(fromFields(i + 1, f[0], f[1], f[2], f[3], f[4]));
  });
  return collect(out, total);
}

/** ADMS push ATTLOG body: user ID (PIN), timestamp, status (in/out), verify mode, work code. */
export function parseAttlogPush(text: string): ParseResult {
  const out: (ParsedLog | { line: number; reason: string })[] = [];
  let total = 0;
  lines(text).forEach((raw, i) => {
    if (raw.trim() === '') return;
    total += 1;
    const f = raw.split('\t');
    out.push(fromFields(i + 1, f[0], f[1], f[3], f[2], f[4]));
  });
  return collect(out, total);
}

/** One CSV record per line (quoted fields may hold commas and doubled quotes). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(cur);
      cur = '';
    } else cur += c;
  }
  fields.push(cur);
  return fields;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADERS = {
  user: ['userid', 'biometricuserid', 'biometricid', 'pin', 'acno', 'enrollnumber', 'enrollno', 'id'],
  timestamp: ['timestamp', 'datetime', 'checktime', 'logtime', 'punchtime'],
  date: ['date', 'logdate'],
  time: ['time'],
  verify: ['verifymode', 'verify', 'verifytype'],
  state: ['inoutstate', 'state', 'status', 'checktype', 'inout'],
  workCode: ['workcode'],
};

export const CSV_HEADER_MESSAGE =
  'The CSV file needs a header row with a user ID column (UserId, PIN or AC-No.) and a Timestamp column (or Date and Time columns).';

export function parseCsv(text: string): ParseResult | { headerError: string } {
  const all = lines(text);
  const headerIndex = all.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { logs: [], rejected: [], totalLines: 0 };
  const header = splitCsvLine(all[headerIndex]!).map(norm);
  const find = (names: string[]) => header.findIndex((h) => names.includes(h));
  const col = {
    user: find(HEADERS.user),
    timestamp: find(HEADERS.timestamp),
    date: find(HEADERS.date),
    time: find(HEADERS.time),
    verify: find(HEADERS.verify),
    state: find(HEADERS.state),
    workCode: find(HEADERS.workCode),
  };
  if (col.user < 0 || (col.timestamp < 0 && (col.date < 0 || col.time < 0))) return { headerError: CSV_HEADER_MESSAGE };
  const out: (ParsedLog | { line: number; reason: string })[] = [];
  let total = 0;
  for (let i = headerIndex + 1; i < all.length; i += 1) {
    const raw = all[i]!;
    if (raw.trim() === '') continue;
    total += 1;
    const f = splitCsvLine(raw);
    const at = (c: number) => (c >= 0 ? f[c] : undefined);
    const timestamp = col.timestamp >= 0 ? at(col.timestamp) : `${at(col.date) ?? ''} ${at(col.time) ?? ''}`;
    out.push(fromFields(i + 1, at(col.user), timestamp, at(col.verify), at(col.state), at(col.workCode)));
  }
  return collect(out, total);
}

/** Picks the layout: a first line with tabs is the ZKTeco export, otherwise CSV. */
export function parseLogFile(text: string): ParseResult | { headerError: string } {
  const first = lines(text).find((l) => l.trim() !== '') ?? '';
  if (first.includes('\t')) return parseZkExport(text);
  return parseCsv(text);
}
