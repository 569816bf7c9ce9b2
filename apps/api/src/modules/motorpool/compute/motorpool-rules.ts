// Pure rules of the motor pool: trips that collide, when a service is due, fuel economy and the
// liters in words of a gas slip.
import type { ServiceDueState } from '@ilaw/contracts/motorpool/common';
import { Decimal } from 'decimal.js';

export interface Interval {
  start: string;
  end: string;
}

/** Half-open [start, end): a trip ending at 10:00 and one starting at 10:00 do not collide. */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

export interface ApprovedTrip extends Interval {
  tripNo: string;
  vehicleId: number;
  driverId: number;
}

/** The first approved trip that takes the vehicle or the driver during the interval. */
export function tripCollision(
  wanted: Interval & { vehicleId: number; driverId: number },
  approved: readonly ApprovedTrip[],
): { by: 'vehicle' | 'driver'; tripNo: string } | null {
  const sorted = [...approved].sort((x, y) => Date.parse(x.start) - Date.parse(y.start));
  for (const t of sorted) {
    if (!intervalsOverlap(wanted, t)) continue;
    if (t.vehicleId === wanted.vehicleId) return { by: 'vehicle', tripNo: t.tripNo };
    if (t.driverId === wanted.driverId) return { by: 'driver', tripNo: t.tripNo };
  }
  return null;
}

export const DUE_SOON_DAYS = 14;
export const DUE_SOON_KM = 500;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Due by date or by mileage, whichever comes first: past is Overdue, within the window DueSoon. */
export function serviceDueState(
  next: { date: string | null; mileage: number | null },
  today: string,
  odometer: number,
): ServiceDueState {
  if (next.date === null && next.mileage === null) return 'None';
  const byDate = next.date === null ? null : daysBetween(today, next.date);
  const byKm = next.mileage === null ? null : next.mileage - odometer;
  if ((byDate !== null && byDate < 0) || (byKm !== null && byKm <= 0)) return 'Overdue';
  if ((byDate !== null && byDate <= DUE_SOON_DAYS) || (byKm !== null && byKm <= DUE_SOON_KM)) return 'DueSoon';
  return 'Ok';
}

/** Kilometres per liter to two places, or null without distance or fuel. */
export function kmPerLiter(distanceKm: number | null, liters: string): string | null {
  const l = new Decimal(liters);
  if (distanceKm === null || distanceKm <= 0 || l.lte(0)) return null;
  return new Decimal(distanceKm).div(l).toDecimalPlaces(2).toFixed(2);
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function words(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]!} hundred${n % 100 ? ` ${words(n % 100)}` : ''}`;
  if (n < 1_000_000) {
    return `${words(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${words(n % 1000)}` : ''}`;
  }
  return `${words(Math.floor(n / 1_000_000))} million${n % 1_000_000 ? ` ${words(n % 1_000_000)}` : ''}`;
}

/** '25.50' -> 'Twenty-five and 50/100 liters'; '1' -> 'One liter'. */
export function litersInWords(liters: string): string {
  const d = new Decimal(liters).toDecimalPlaces(2);
  const whole = d.floor().toNumber();
  const cents = d.minus(whole).times(100).round().toNumber();
  const text = words(whole) + (cents > 0 ? ` and ${String(cents).padStart(2, '0')}/100` : '');
  const unit = whole === 1 && cents === 0 ? 'liter' : 'liters';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${unit}`;
}

/** A Manila 'YYYY-MM-DDTHH:mm' as an instant. */
export function manilaInstant(local: string): Date {
  return new Date(`${local}:00+08:00`);
}

/** An instant as Manila 'YYYY-MM-DDTHH:mm'. */
export function manilaLocal(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}
