// Addresses of the power supply screens, shared by the month, the supplier choice, the day and its form.
export const yesterdayInManila = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

/** One supplier's record of a day (`/tsd/power-supplies/:date?/:id`). */
export const supplyDayHref = (supplierId: number, date: string) => `/tsd/power-supplies/${date}/${supplierId}`;

/** The entry form of a supplier's day; with a metering point, that point's record (to correct). */
export function supplyFormHref(supplierId: number, day?: { date: string; point?: string }) {
  const q = new URLSearchParams();
  if (day) q.set('date', day.date);
  if (day?.point) q.set('point', day.point);
  const query = q.toString();
  return `/tsd/power-supplies/form/${supplierId}${query ? `?${query}` : ''}`;
}
