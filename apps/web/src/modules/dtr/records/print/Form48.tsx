// Civil Service Form No. 48, the daily time record as government offices print it: a day per
// row (1 to 31 for a month), A.M./P.M. arrival and departure, undertime (tardiness plus early
// departure) in hours and minutes, the employee's certification and the in-charge's verification.
import type { DailyTimeRecord, EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import { createPortal } from 'react-dom';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';
import './dtr-print.css';
import { officialHoursLines } from './official-hours.ts';
import { daysInMonth, monthOf, periodLabel } from '../../components/period.ts';

export type Paper = 'a4' | 'legal';

/** Days whose note replaces the punches when nobody logged (rest days, holidays, leave, travel). */
const NOTED = new Set(['RestDay', 'Holiday', 'Leave', 'Travel']);
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

function note(r: DailyTimeRecord): string | null {
  if (!NOTED.has(r.dayType) || r.amIn || r.amOut || r.pmIn || r.pmOut) return null;
  if (r.dayType === 'RestDay') return WEEKDAYS[new Date(`${r.dailyTimeRecordDate}T00:00:00Z`).getUTCDay()]!;
  return r.remarks || r.dayType;
}

function hoursMinutes(minutes: number): [string, string] {
  if (minutes <= 0) return ['', ''];
  return [String(Math.floor(minutes / 60)), String(minutes % 60)];
}

interface Row {
  key: string;
  day: string;
  record: DailyTimeRecord | null;
}

/** Rows 1-31 when the period lies in one month (days outside it left blank), else one per date. */
function rowsOf(dtr: EmployeeDtr): Row[] {
  const byDate = new Map(dtr.records.map((r) => [r.dailyTimeRecordDate, r]));
  const month = monthOf(dtr.from);
  if (monthOf(dtr.to) === month) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const last = daysInMonth(y, m);
    return Array.from({ length: 31 }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      return { key: date, day: i < last ? String(i + 1) : '', record: byDate.get(date) ?? null };
    });
  }
  return dtr.records.map((r) => ({ key: r.dailyTimeRecordDate, day: r.dailyTimeRecordDate.slice(5), record: r }));
}

export function Form48({ dtr, copyLabel }: { dtr: EmployeeDtr; copyLabel?: string }) {
  const rows = rowsOf(dtr);
  const [th, tm] = hoursMinutes(dtr.totals.tardyMinutes + dtr.totals.undertimeMinutes);
  const hours = officialHoursLines(dtr.officialHours);
  return (
    <section className="f48" aria-label={`Daily time record of ${dtr.fullName}`} data-employee={dtr.employeeNo}>
      <div className="f48-form-no">Civil Service Form No. 48{copyLabel ? ` (${copyLabel})` : ''}</div>
      <h2 className="f48-title">DAILY TIME RECORD</h2>
      <div className="f48-sep">-----o0o-----</div>
      <div className="f48-name">{dtr.fullName}</div>
      <div className="f48-caption">(Name) · Employee ID {dtr.employeeNo}</div>
      <div className="f48-meta">
        For the month of <span className="f48-fill">{periodLabel({ from: dtr.from, to: dtr.to })}</span>
      </div>
      {/* As on the CSC form: the label beside two lines, regular days and Saturdays. */}
      <div className="f48-meta f48-hours">
        <span>Official hours for arrival and departure</span>
        <span>
          Regular days{' '}
          <span className="f48-fill" data-hours="regular">
            {hours.regular}
          </span>
        </span>
        <span className="f48-schedule">{dtr.scheduleName ? `Schedule: ${dtr.scheduleName}` : ''}</span>
        <span>
          Saturdays{' '}
          <span className="f48-fill" data-hours="saturdays">
            {hours.saturdays}
          </span>
        </span>
      </div>
      <table className="f48-table">
        <thead>
          <tr>
            <th rowSpan={2}>Day</th>
            <th colSpan={2}>A.M.</th>
            <th colSpan={2}>P.M.</th>
            <th colSpan={2}>Undertime</th>
          </tr>
          <tr>
            <th>Arrival</th>
            <th>Departure</th>
            <th>Arrival</th>
            <th>Departure</th>
            <th>Hours</th>
            <th>Minutes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, day, record }) => {
            if (!record) {
              return (
                <tr key={key} className={day ? undefined : 'f48-blank'}>
                  <td className="f48-day">{day}</td>
                  <td colSpan={6} />
                </tr>
              );
            }
            const noted = note(record);
            const [h, m] = hoursMinutes(record.tardyMinutes + record.undertimeMinutes);
            return (
              <tr key={key} data-date={record.dailyTimeRecordDate}>
                <td className="f48-day">{day}</td>
                {noted ? (
                  <td colSpan={4} className="f48-note">
                    {noted}
                  </td>
                ) : (
                  <>
                    <td>{record.amIn ?? ''}</td>
                    <td>{record.amOut ?? ''}</td>
                    <td>{record.pmIn ?? ''}</td>
                    <td>{record.pmOut ?? ''}</td>
                  </>
                )}
                <td>{h}</td>
                <td>{m}</td>
              </tr>
            );
          })}
          <tr className="f48-total">
            <td colSpan={5}>TOTAL</td>
            <td>{th}</td>
            <td>{tm}</td>
          </tr>
        </tbody>
      </table>
      <p className="f48-cert">
        I certify on my honor that the above is a true and correct report of the hours of work performed, record of
        which was made daily at the time of arrival and departure from office.
      </p>
      <div className="f48-sign">
        <div className="f48-sign-name">{dtr.fullName}</div>
        <div className="f48-sign-line">(Signature of employee)</div>
      </div>
      <p className="f48-verified">VERIFIED as to the prescribed office hours:</p>
      <div className="f48-sign">
        <div className="f48-sign-name">&nbsp;</div>
        <div className="f48-sign-line">In Charge</div>
      </div>
    </section>
  );
}

/** The forms to print, `copies` of each (2: the employee's and the office's), two per sheet. */
export function Form48Sheets({
  sheets,
  paper,
  copies,
}: {
  sheets: readonly EmployeeDtr[];
  paper: Paper;
  copies: 1 | 2;
}) {
  interface Copy {
    dtr: EmployeeDtr;
    label: string | null;
    key: string;
  }
  const forms: Copy[] = sheets.flatMap((s): Copy[] =>
    copies === 2
      ? [
          { dtr: s, label: 'Employee copy', key: `${s.employeeId}-${s.from}-1` },
          { dtr: s, label: 'Office copy', key: `${s.employeeId}-${s.from}-2` },
        ]
      : [{ dtr: s, label: null, key: `${s.employeeId}-${s.from}` }],
  );
  const pairs: Copy[][] = [];
  for (let i = 0; i < forms.length; i += 2) pairs.push(forms.slice(i, i + 2));
  return (
    <div className={paper === 'legal' ? 'f48-legal' : 'f48-a4'}>
      {pairs.map((pair) => (
        <PrintPage key={pair.map((f) => f.key).join('+')} size={paper} orientation="landscape">
          <div className="f48-pair" data-sheet>
            {pair.map((f) => (
              <Form48 key={f.key} dtr={f.dtr} {...(f.label ? { copyLabel: f.label } : {})} />
            ))}
          </div>
        </PrintPage>
      ))}
    </div>
  );
}

/**
 * For screens with their own chrome (/request): the sheets live outside the app root and only
 * they print while the body carries `dtr-printing`.
 */
export function printInPlace(): void {
  document.body.classList.add('dtr-printing');
  const done = () => {
    document.body.classList.remove('dtr-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export function InPlacePrintSheets(props: { sheets: readonly EmployeeDtr[]; paper: Paper; copies: 1 | 2 }) {
  return createPortal(
    <div className="dtr-print-portal">
      <Form48Sheets {...props} />
    </div>,
    document.body,
  );
}
