// The "Official hours for arrival and departure" lines of Form 48, from the work schedule in
// effect: the regular days' times (with the weekdays when they are not Monday to Friday) and the
// Saturday times when Saturday is a working day (blank otherwise, as on the paper form).
import type { OfficialHours } from '@ilaw/contracts/dtr/records/daily-time-record';

const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** '08:00-12:00, 13:00-17:00' (split) or '07:00-16:00' (continuous). */
export function hoursOf(h: OfficialHours): string {
  if (h.isContinuous || h.amOut === null || h.pmIn === null) return `${h.amIn}-${h.pmOut}`;
  return `${h.amIn}-${h.amOut}, ${h.pmIn}-${h.pmOut}`;
}

/** 'Mon-Thu' for a run of days, else 'Mon, Wed, Fri'. */
function daysLabel(days: number[]): string {
  const run = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  if (run && days.length > 2) return `${DAY_NAMES[days[0]!]}-${DAY_NAMES[days[days.length - 1]!]}`;
  return days.map((d) => DAY_NAMES[d]).join(', ');
}

export function officialHoursLines(h: OfficialHours | null): { regular: string; saturdays: string } {
  if (!h) return { regular: '', saturdays: '' };
  const days = [...new Set(h.workingDays.split('').map(Number))].filter((d) => d >= 1 && d <= 7).sort();
  const regularDays = days.filter((d) => d !== 6);
  const hours = hoursOf(h);
  const regular =
    regularDays.length === 0 ? '' : regularDays.join('') === '12345' ? hours : `${daysLabel(regularDays)} ${hours}`;
  return { regular, saturdays: days.includes(6) ? hours : '' };
}
