// A schedule's working days on the wire are ISO weekday digits ('12345' = Monday to Friday); the
// form shows one checkbox per weekday and maps them to and from the digits.

export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

/** The days a digit string names (unknown characters ignored). */
export function daysOf(digits: string): Set<number> {
  return new Set([...digits].map(Number).filter((d) => d >= 1 && d <= 7));
}

/** The digit string with `day` switched on or off, always in weekday order without repeats. */
export function toggleDay(digits: string, day: number, on: boolean): string {
  const days = daysOf(digits);
  if (on) days.add(day);
  else days.delete(day);
  return [...days].sort((a, b) => a - b).join('');
}
