import { METER_READING_REMARK, METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import { badRequest } from '../../../platform/http/errors.ts';
import { csvLine, parseCsv } from '../../../platform/files/csv.ts';

export const EXTRACT_COLUMNS = [
  'AccountNo',
  'Sequence',
  'Name',
  'MeterSerial',
  'Multiplier',
  'PreviousReading',
  'PresentReading',
  'Remark',
  'NewMeterInitial',
  'OldMeterFinal',
  'DemandKw',
  'ReadDate',
] as const;

const REMARK_BY_NAME = new Map<string, number>();
for (const [key, e] of Object.entries(METER_READING_REMARK)) {
  REMARK_BY_NAME.set(key.toLowerCase(), e.value);
  REMARK_BY_NAME.set(e.label.toLowerCase(), e.value);
  REMARK_BY_NAME.set(String(e.value), e.value);
}

const RESTART_NAMES = 'New Connection, Change Meter or Transfer Meter';

const NUM = /^\d{1,12}(\.\d{1,2})?$/;

const DEMAND = /^\d{1,11}(\.\d{1,3})?$/;

interface Staged {
  line: number;
  accountNo: string;
  present: string;
  remark: number | null;
  newMeterInitial: string | null;
  oldMeterFinal: string | null;
  demandKw: string | null;
  readOn: string | null;
  text: string;
}

interface Failure {
  line: number;
  accountNo: string | null;
  text: string | null;
  reason: string;
}

/** Reads the file's lines; format problems and duplicates become failures without touching the database. */
export function stageReadingFile(text: string): { staged: Staged[]; failures: Failure[]; totalLines: number } {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name.toLowerCase());
  const iAccount = col('AccountNo');
  const iPresent = col('PresentReading');
  if (iAccount < 0 || iPresent < 0)
    throw badRequest('The file must have the header line of the extract file (AccountNo and PresentReading columns).');
  const iRemark = col('Remark'),
    iNmi = col('NewMeterInitial'),
    iOmf = col('OldMeterFinal'),
    iDemand = col('DemandKw'),
    iDate = col('ReadDate');
  const staged: Staged[] = [];
  const failures: Failure[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  for (let n = 1; n < rows.length; n++) {
    const cells = rows[n]!;
    if (cells.every((c) => c.trim() === '')) continue;
    total += 1;
    const line = n + 1;
    const textLine = csvLine(cells).slice(0, 500);
    const get = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const accountNo = get(iAccount);
    const fail = (reason: string) => failures.push({ line, accountNo: accountNo || null, text: textLine, reason });
    if (!accountNo) {
      fail('The account number is missing.');
      continue;
    }
    const present = get(iPresent);
    if (!present) {
      fail('No present reading.');
      continue;
    }
    if (!NUM.test(present)) {
      fail('The present reading is not a valid number (up to 2 decimal places).');
      continue;
    }
    const remarkText = get(iRemark);
    let remark: number | null = null;
    if (remarkText) {
      const r = REMARK_BY_NAME.get(remarkText.toLowerCase());
      if (r === undefined) {
        fail(`Unknown remark "${remarkText}".`);
        continue;
      }
      remark = r;
    }
    const nmi = get(iNmi),
      omf = get(iOmf),
      demand = get(iDemand),
      readOn = get(iDate);
    if (nmi && !NUM.test(nmi)) {
      fail('The new meter’s initial reading is not a valid number.');
      continue;
    }
    if (omf && !NUM.test(omf)) {
      fail('The old meter’s final reading is not a valid number.');
      continue;
    }
    if (demand && !DEMAND.test(demand)) {
      fail('The demand (kW) is not a valid number.');
      continue;
    }
    if (readOn && (!/^\d{4}-\d{2}-\d{2}$/.test(readOn) || Number.isNaN(Date.parse(readOn)))) {
      fail('The read date must be YYYY-MM-DD.');
      continue;
    }
    const key = accountNo.toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) {
      fail(`Duplicate line: this account is already on line ${first}.`);
      continue;
    }
    seen.set(key, line);
    staged.push({
      line,
      accountNo,
      present,
      remark,
      newMeterInitial: nmi || null,
      oldMeterFinal: omf || null,
      demandKw: demand || null,
      readOn: readOn || null,
      text: textLine,
    });
  }
  return { staged, failures, totalLines: total };
}

/** The checks against the recorded facts, per line. Answers the failure reason or null. */
export function checkReading(
  s: { present: string; remark: number | null; newMeterInitial: string | null; oldMeterFinal: string | null },
  previous: string,
): string | null {
  const present = new Decimal(s.present);
  const restart = s.remark !== null && METER_RESTART_REMARKS.includes(s.remark);
  if (!restart) {
    if (s.newMeterInitial !== null) return `A new meter's initial reading needs the remark ${RESTART_NAMES}.`;
    if (present.lt(previous))
      return `The present reading ${s.present} is below the previous reading ${previous}; only the remark ${RESTART_NAMES} explains that.`;
    return null;
  }
  const oldFinal = new Decimal(s.oldMeterFinal ?? previous);
  if (oldFinal.lt(previous)) return `The old meter's final reading is below the previous reading ${previous}.`;
  if (present.lt(s.newMeterInitial ?? '0')) return 'The present reading is below the new meter’s initial reading.';
  return null;
}
