// Business dates are calendar days in Asia/Manila (UTC+8, no daylight saving), whatever the
// server's own time zone.
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the given instant in Manila. */
export function manilaDate(at: Date = new Date()): string {
  return formatter.format(at);
}

export function manilaToday(): string {
  return manilaDate(new Date());
}
