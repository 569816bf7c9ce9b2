// Holidays as the contract's rows; a second holiday on a date answers 409.
import type { Holiday } from '@ilaw/contracts/dtr/holidays/holiday';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

export const holidayTaken = duplicateToConflict({
  constraint: 'holidays_holiday_date',
  message: 'There is already a holiday on this date.',
  field: 'holidayDate',
});

export const toHoliday = (h: Selectable<Database['holidays']>): Holiday => ({
  id: h.id,
  holidayDate: h.holiday_date,
  name: h.name,
  kind: h.kind,
});
